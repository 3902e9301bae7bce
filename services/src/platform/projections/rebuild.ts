import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from '../../../../migrations/support'
import type { DB } from '../db/schema'
import { START, type Cursor } from '../event-store/cursor'
import { readAfter, readRuns } from '../event-store/event-store'
import type { LogRun, Projection, ProjectionRegistry } from './registry'

/**
 * Events per transaction of a rebuild, and the longest run a handler is given at once: a transaction holds every
 * log reader's horizon back while it runs, so it stays well under a second.
 */
const BATCH = 50_000

const shadowSchema = (purpose: 'rebuild' | 'verify', projection: Projection) =>
  `${purpose}_${projection.name.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}`

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
    const applyBatch = async (trx: Kysely<DB>) => {
      await sql`select set_config('search_path', ${`"${schema}", public`}, true)`.execute(trx)
      for (const run of batch) await projection.applyLogRun(run, trx)
      await sql`select set_config('search_path', 'public', true)`.execute(trx)
    }
    await (db.isTransaction ? applyBatch(db) : db.transaction().execute(applyBatch))
  }
  return runs.at(-1)?.to ?? from
}

/** A live table's index definition, for its shadow copy: the same columns, a name of its own. */
const shadowIndex = (definition: string, schema: string) =>
  definition.replace(/^CREATE INDEX \S+ ON (ONLY )?public\./, `CREATE INDEX ON "${schema}".`)

/**
 * Builds the projection's tables afresh from the log into `schema`, up to the oldest running transaction.
 * The bulk of the work happens here, without holding anything back. The shadow tables have the live ones'
 * columns, keys, constraints and storage options; their other indexes are built once the rows are in (in one
 * pass instead of row by row), and only when the tables will be swapped in.
 */
const buildShadow = async (
  db: Kysely<DB>,
  projection: Projection,
  schema: string,
  options: { indexes: boolean },
): Promise<Cursor> => {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db)
  await sql`create schema ${sql.id(schema)}`.execute(db)
  for (const table of projection.tables) {
    await sql`create table ${sql.id(schema, table)} (like ${sql.id('public', table)} including all)`.execute(db)
    const { rows: storage } = await sql<{ options: string[] | null }>`
      select reloptions as options from pg_class where oid = ${`public.${table}`}::regclass`.execute(db)
    const reloptions = storage[0]?.options ?? []
    if (reloptions.length > 0) {
      // Storage options (a fill factor that leaves room for in-place updates) are not copied by LIKE.
      await sql`alter table ${sql.id(schema, table)} set (${sql.raw(reloptions.join(', '))})`.execute(db)
    }
    const { rows } = await sql<{ name: string }>`
      select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = ${`"${schema}".${table}`}::regclass and not i.indisunique`.execute(db)
    for (const row of rows) await sql`drop index ${sql.id(schema, row.name)}`.execute(db)
  }
  const cursor = await applyFrom(db, projection, schema, START, { unbounded: false })
  if (options.indexes) {
    for (const table of projection.tables) {
      const { rows } = await sql<{ definition: string }>`
        select pg_get_indexdef(i.indexrelid) as definition
        from pg_index i where i.indrelid = ${`public.${table}`}::regclass and not i.indisunique`.execute(db)
      for (const row of rows) await sql.raw(shadowIndex(row.definition, schema)).execute(db)
    }
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
    for (const table of projection.tables) {
      await sql`drop table ${sql.id('public', table)}`.execute(trx)
      await sql`alter table ${sql.id(schema, table)} set schema public`.execute(trx)
      await grantReadTableToApp(trx, table)
    }
    await sql`drop schema ${sql.id(schema)}`.execute(trx)
    await recordVersion(trx, projection)
  })
  // Fresh tables have no planner statistics yet.
  for (const table of projection.tables) await sql`analyze ${sql.id('public', table)}`.execute(db)
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
