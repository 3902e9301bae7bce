import { randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { APP_ROLE } from '../../../../migrations/support'
import type { DB } from '../db/schema'
import { START, type Cursor } from '../event-store/cursor'
import { readAfter, readRuns } from '../event-store/event-store'
import type { LogRun, Projection, ProjectionRegistry } from './registry'
import { NeedsResults, recordStatements } from './statements'

/**
 * Events per transaction of a rebuild, and the longest run a handler is given at once: a transaction holds every
 * log reader's horizon back while it runs, so it stays well under a second.
 */
const BATCH = 50_000

const shadowSchema = (purpose: 'rebuild' | 'verify', projection: Projection) =>
  `${purpose}_${projection.name.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}`

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`

/**
 * Statements run in one round trip and one transaction, as an anonymous block: a rebuild sends dozens of small
 * statements, and on a busy machine each round trip costs more than the statement. The block's quote is chosen
 * so that no text inside can end it.
 */
const inOneBlock = (statements: readonly string[], declare = '') => {
  const body = statements.map((statement) => `${statement};`).join('\n')
  let quote: string
  do quote = `$b${randomBytes(6).toString('hex')}$`
  while (body.includes(quote))
  return sql.raw(`do ${quote}\n${declare ? `declare ${declare};\n` : ''}begin\n${body}\nend ${quote}`)
}

/**
 * Applies the projection's events after `cursor` into `schema`, run by run (see readRuns), up to BATCH events
 * per transaction; returns where it stopped.
 */
const applyFrom = async (
  db: Kysely<DB>,
  projection: Projection,
  schema: string,
  from: Cursor,
  options: { unbounded: boolean },
): Promise<Cursor> => {
  const runs = await readRuns(db, from, { types: projection.handles, maxRun: BATCH, ...options })
  let next = 0
  while (next < runs.length) {
    const batch: LogRun[] = []
    let events = 0
    while (next < runs.length && (batch.length === 0 || events + runs[next]!.count <= BATCH)) {
      events += runs[next]!.count
      batch.push(runs[next++]!)
    }
    // Outside the swap, each batch is its own short transaction: a long one would hold every reader back.
    // The handlers name their tables plainly; the shadow schema comes first on the search path.
    const searchPath = (path: string) => `perform set_config('search_path', ${literal(path)}, true)`
    let statements: string[] | null = null
    try {
      statements = await recordStatements(async (recorder) => {
        for (const run of batch) await projection.applyLogRun(run, recorder)
      })
    } catch (error) {
      if (!(error instanceof NeedsResults)) throw error
    }
    if (statements) {
      // Set-based handlers: the batch's statements in one block.
      await inOneBlock([searchPath(`${ident(schema)}, public`), ...statements, searchPath('public')]).execute(db)
    } else {
      // A handler reads as it writes: statement by statement, in a transaction.
      const applyBatch = async (trx: Kysely<DB>) => {
        await sql`select set_config('search_path', ${`${ident(schema)}, public`}, true)`.execute(trx)
        for (const run of batch) await projection.applyLogRun(run, trx)
        await sql`select set_config('search_path', 'public', true)`.execute(trx)
      }
      await (db.isTransaction ? applyBatch(db) : db.transaction().execute(applyBatch))
    }
  }
  return runs.at(-1)?.to ?? from
}

/**
 * Builds the projection's tables afresh from the log into `schema`, up to the oldest running transaction.
 * The bulk of the work happens here, without holding anything back. The shadow tables have the live ones'
 * columns, keys, constraints and storage options (LIKE copies no storage options: a fill factor that leaves
 * room for in-place updates); their other indexes are built once the rows are in (in one pass instead of row by
 * row), and only when the tables will be swapped in.
 */
const buildShadow = async (
  db: Kysely<DB>,
  projection: Projection,
  schema: string,
  options: { indexes: boolean },
): Promise<Cursor> => {
  const shadow = (table: string) => `${ident(schema)}.${ident(table)}`
  const live = (table: string) => `public.${ident(table)}`
  await inOneBlock(
    [
      `drop schema if exists ${ident(schema)} cascade`,
      `create schema ${ident(schema)}`,
      ...projection.tables.flatMap((table) => [
        `create table ${shadow(table)} (like ${live(table)} including all)`,
        `for statement in
           select format('alter table %s set (%s)', ${literal(shadow(table))}, array_to_string(reloptions, ', '))
           from pg_class where oid = ${literal(live(table))}::regclass and reloptions is not null
           union all
           select format('drop index %I.%I', ${literal(schema)}, c.relname)
           from pg_index i join pg_class c on c.oid = i.indexrelid
           where i.indrelid = ${literal(shadow(table))}::regclass and not i.indisunique
         loop execute statement; end loop`,
      ]),
    ],
    'statement text',
  ).execute(db)
  const cursor = await applyFrom(db, projection, schema, START, { unbounded: false })
  if (options.indexes) {
    // Each live index again, with the same columns and a name of its own.
    await inOneBlock(
      projection.tables.map(
        (table) => `for statement in
           select regexp_replace(pg_get_indexdef(i.indexrelid), '^CREATE INDEX \\S+ ON (ONLY )?public\\.',
                                 ${literal(`CREATE INDEX ON ${ident(schema)}.`)})
           from pg_index i where i.indrelid = ${literal(live(table))}::regclass and not i.indisunique
         loop execute statement; end loop`,
      ),
      'statement text',
    ).execute(db)
  }
  return cursor
}

/**
 * Holds appends back (they insert into `events`, which this lock excludes; reads go on) and applies what
 * arrived since the shadow was built. Every event row is committed once the lock is held, so the read runs to
 * the end of the log. Must run inside the transaction that then swaps or compares.
 */
const catchUpUnderLock = async (trx: Kysely<DB>, projection: Projection, schema: string, cursor: Cursor) => {
  await sql`lock table events in exclusive mode`.execute(trx)
  await applyFrom(trx, projection, schema, cursor, { unbounded: true })
}

const recordVersion = (db: Kysely<DB>, projection: Projection) =>
  db
    .insertInto('projection_state')
    .values({ name: projection.name, version: projection.version, rebuilt_at: new Date() })
    .onConflict((oc) => oc.column('name').doUpdateSet({ version: projection.version, rebuilt_at: new Date() }))
    .execute()

/**
 * Rebuilds a projection from the log into fresh tables and swaps them in with one transaction: readers see the
 * old tables or the new ones, never a partial state, and no command that arrives meanwhile is lost.
 * Needs the owning role (it creates and drops tables).
 */
export const rebuildProjection = async (db: Kysely<DB>, projection: Projection) => {
  const schema = shadowSchema('rebuild', projection)
  const cursor = await buildShadow(db, projection, schema, { indexes: true })
  await db.transaction().execute(async (trx) => {
    await catchUpUnderLock(trx, projection, schema, cursor)
    // The app's role may read and write read tables (see grantReadTableToApp), where that role exists.
    await inOneBlock([
      ...projection.tables.flatMap((table) => [
        `drop table public.${ident(table)}`,
        `alter table ${ident(schema)}.${ident(table)} set schema public`,
        `if exists (select from pg_roles where rolname = ${literal(APP_ROLE)}) then
           grant select, insert, update, delete on public.${ident(table)} to ${ident(APP_ROLE)};
         end if`,
      ]),
      `drop schema ${ident(schema)}`,
    ]).execute(trx)
    await recordVersion(trx, projection)
  })
  // Fresh tables have no planner statistics yet.
  await sql`analyze ${sql.join(projection.tables.map((table) => sql.id('public', table)))}`.execute(db)
}

/** Fresh planner statistics of the log, once after rebuilds (and after migrations, see migrateToLatest). */
export const analyzeLog = (db: Kysely<DB>) => sql`analyze events`.execute(db)

export interface TableDifference {
  readonly table: string
  /** Rows the live table has and a rebuild would not. */
  readonly onlyLive: readonly Record<string, unknown>[]
  /** Rows a rebuild has and the live table lacks. */
  readonly onlyRebuilt: readonly Record<string, unknown>[]
}

/** The columns of a table's primary key, if it has one. */
const primaryKey = async (db: Kysely<DB>, table: string) => {
  const { rows } = await sql<{ column: string }>`
    select a.attname as column
    from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = ${`public.${table}`}::regclass and i.indisprimary`.execute(db)
  return rows.map((row) => row.column)
}

/**
 * Whether two tables of the same shape differ: rows paired by primary key (one hash join) and compared whole.
 * Without a key, the caller compares as multisets.
 */
const differ = async (db: Kysely<DB>, live: string, rebuilt: string, key: readonly string[]) => {
  const on = sql.join(
    key.map((column) => sql`l.${sql.id(column)} = r.${sql.id(column)}`),
    sql` and `,
  )
  const { rows } = await sql<{ differs: boolean }>`
    select exists (
      select 1 from ${sql.id('public', live)} as l full join ${sql.id(rebuilt, live)} as r on ${on}
      where l is distinct from r) as differs`.execute(db)
  return rows[0]?.differs === true
}

/** Rebuilds into shadow tables and compares them with the live ones, row for row. Changes nothing. */
export const verifyProjection = async (db: Kysely<DB>, projection: Projection): Promise<TableDifference[]> => {
  const schema = shadowSchema('verify', projection)
  try {
    const cursor = await buildShadow(db, projection, schema, { indexes: false })
    return await db.transaction().execute(async (trx) => {
      await catchUpUnderLock(trx, projection, schema, cursor)
      const differences: TableDifference[] = []
      for (const table of projection.tables) {
        const key = await primaryKey(trx, table)
        if (key.length > 0 && !(await differ(trx, table, schema, key))) continue
        // They differ (or have no key to pair rows by): the rows on either side only, as multisets.
        const live = sql.id('public', table)
        const rebuilt = sql.id(schema, table)
        const { rows: onlyLive } = await sql<Record<string, unknown>>`
          select * from ${live} except all select * from ${rebuilt}`.execute(trx)
        const { rows: onlyRebuilt } = await sql<Record<string, unknown>>`
          select * from ${rebuilt} except all select * from ${live}`.execute(trx)
        if (onlyLive.length > 0 || onlyRebuilt.length > 0) differences.push({ table, onlyLive, onlyRebuilt })
      }
      return differences
    })
  } finally {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db)
  }
}

/**
 * At start: a projection whose code version differs from the one its tables were built with, or that is new
 * while the log already holds its events, is rebuilt; a new one over an empty log is just recorded.
 */
export const ensureProjectionsCurrent = async (
  db: Kysely<DB>,
  registry: ProjectionRegistry,
  log: (message: string) => void,
) => {
  const stored = new Map(
    (await db.selectFrom('projection_state').selectAll().execute()).map((row) => [row.name, row.version]),
  )
  let rebuilt = false
  for (const projection of registry.all) {
    const version = stored.get(projection.name)
    if (version === projection.version) continue
    const hasEvents = (await readAfter(db, START, { types: projection.handles, limit: 1, unbounded: true })).length > 0
    if (version === undefined && !hasEvents) {
      await recordVersion(db, projection)
      continue
    }
    log(
      `rebuilding projection ${projection.name} (stored version ${version ?? 'none'}, code version ${projection.version})`,
    )
    await rebuildProjection(db, projection)
    rebuilt = true
  }
  if (rebuilt) await analyzeLog(db)
}
