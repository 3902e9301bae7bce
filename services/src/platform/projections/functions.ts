import { createHash } from 'node:crypto'
import { sql, type Kysely } from 'kysely'

/**
 * The command path's form of a set-based handler: its statements over the run as a parameter (`p_run`, the run's
 * events as JSON), in a plpgsql function of their own. plpgsql prepares a function's static statements once per
 * connection and keeps their plans, so an append that calls it (see migration 0070) no longer has Postgres parse
 * and plan the handler's SQL: it only binds the run. A plan made under one `search_path` is made again under
 * another (a rebuild's shadow schema), as for any cached plan.
 *
 * Functions are named by a hash of their SQL, so a handler that changes gets a new function and servers of two
 * versions (a rolling deploy) each call their own. They are created when the database opens (see
 * migrateToLatest), by the owner, and never dropped by the server: they hold no data.
 */
export interface ProjectionFunction {
  readonly name: string
  /** The `create function` statement. */
  readonly definition: string
  /** Whose handler it is, for the function's comment: `<projection>: <event type>`. */
  readonly handler: string
}

const PREFIX = 'projection_run_'
/** The variable the statements read the run from. */
export const RUN_PARAMETER = 'p_run'
const QUOTE = '$projection_run$'

/** Every handler's function defined in this process so far (projections are defined when their module loads). */
const defined = new Map<string, ProjectionFunction>()

/** The function of a handler whose statements (run relation over `p_run`, values written in) are `statements`. */
export const projectionFunction = (handler: string, statements: readonly string[]): ProjectionFunction => {
  const body = statements.map((statement) => `  ${statement.trim()};`).join('\n')
  if (body.includes(QUOTE)) throw new Error(`the statements of ${handler} contain ${QUOTE}`)
  const name = `${PREFIX}${createHash('sha256').update(body).digest('hex').slice(0, 32)}`
  const definition =
    `create function ${name}(${RUN_PARAMETER} jsonb) returns void language plpgsql volatile as ${QUOTE}\n` +
    `begin\n${body}\nend ${QUOTE}`
  const fn = { name, definition, handler }
  if (!defined.has(name)) defined.set(name, fn)
  return fn
}

/** The lock Kysely's migrator holds while it migrates (its PostgresAdapter's LOCK_ID): one installer at a time. */
const MIGRATION_LOCK = sql.lit(BigInt('3853314791062309107'))

/**
 * Creates the functions of every handler defined so far that the database lacks, in one transaction under the
 * migrations' advisory lock, so that servers starting together neither race nor fail on each other's functions.
 * Run by the database's owner (the app's role may not create functions).
 */
export const installProjectionFunctions = async <T>(db: Kysely<T>, functions = [...defined.values()]) => {
  if (functions.length === 0) return []
  const names = functions.map((fn) => fn.name)
  const run = async (trx: Kysely<T>) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx)
    const { rows } = await sql<{ name: string }>`
      select proname as name from pg_proc
      where pronamespace = current_schema()::regnamespace and proname = any(${names}::text[])`.execute(trx)
    const present = new Set(rows.map((row) => row.name))
    const missing = functions.filter((fn) => !present.has(fn.name))
    for (const fn of missing) {
      await sql.raw(fn.definition).execute(trx)
      await sql`comment on function ${sql.id(fn.name)}(jsonb) is ${sql.lit(`projection handler ${fn.handler}`)}`.execute(
        trx,
      )
    }
    return missing.map((fn) => fn.name)
  }
  return db.isTransaction ? run(db) : db.transaction().execute(run)
}
