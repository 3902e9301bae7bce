import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from '../../../../migrations/support'
import type { DB } from '../db/schema'
import { START, type Cursor } from '../event-store/cursor'
import { readAfter } from '../event-store/event-store'
import type { Projection, ProjectionRegistry } from './registry'

/** Events per read of the log, applied as runs of consecutive events of one type (the batch form). */
const BATCH = 50_000

const shadowSchema = (purpose: 'rebuild' | 'verify', projection: Projection) =>
  `${purpose}_${projection.name.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}`

/** Applies the projection's events after `cursor` into `schema`, batch by batch; returns where it stopped. */
const applyFrom = async (
  db: Kysely<DB>,
  projection: Projection,
  schema: string,
  from: Cursor,
  options: { unbounded: boolean },
): Promise<Cursor> => {
  let cursor = from
  for (;;) {
    const events = await readAfter(db, cursor, { types: projection.handles, limit: BATCH, ...options })
    if (events.length === 0) return cursor
    // Outside the swap, each batch is its own short transaction: a long one would hold every reader back.
    // The handlers name their tables plainly; the shadow schema comes first on the search path.
    const applyBatch = async (trx: Kysely<DB>) => {
      await sql`select set_config('search_path', ${`"${schema}", public`}, true)`.execute(trx)
      await projection.applyBatch(events, trx)
      await sql`select set_config('search_path', 'public', true)`.execute(trx)
    }
    await (db.isTransaction ? applyBatch(db) : db.transaction().execute(applyBatch))
    const last = events.at(-1)!
    cursor = { txId: last.txId, position: last.position }
  }
}

/** A live table's index definition, for its shadow copy: the same columns, a name of its own. */
const shadowIndex = (definition: string, schema: string) =>
  definition.replace(/^CREATE INDEX \S+ ON (ONLY )?public\./, `CREATE INDEX ON "${schema}".`)

/**
 * Builds the projection's tables afresh from the log into `schema`, up to the oldest running transaction.
 * The bulk of the work happens here, without holding anything back.
 */
const buildShadow = async (db: Kysely<DB>, projection: Projection, schema: string): Promise<Cursor> => {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db)
  await sql`create schema ${sql.id(schema)}`.execute(db)
  // Keys and constraints now (they are the projection's rules); other indexes once the rows are in, built in one
  // pass instead of row by row.
  for (const table of projection.tables) {
    await sql`create table ${sql.id(schema, table)} (like ${sql.id('public', table)} including all)`.execute(db)
    const { rows } = await sql<{ name: string }>`
      select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = ${`"${schema}".${table}`}::regclass and not i.indisunique`.execute(db)
    for (const row of rows) await sql`drop index ${sql.id(schema, row.name)}`.execute(db)
  }
  const cursor = await applyFrom(db, projection, schema, START, { unbounded: false })
  for (const table of projection.tables) {
    const { rows } = await sql<{ definition: string }>`
      select pg_get_indexdef(i.indexrelid) as definition
      from pg_index i where i.indrelid = ${`public.${table}`}::regclass and not i.indisunique`.execute(db)
    for (const row of rows) await sql.raw(shadowIndex(row.definition, schema)).execute(db)
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
  const cursor = await buildShadow(db, projection, schema)
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

/** Rebuilds into shadow tables and compares them with the live ones, row for row. Changes nothing. */
export const verifyProjection = async (db: Kysely<DB>, projection: Projection): Promise<TableDifference[]> => {
  const schema = shadowSchema('verify', projection)
  try {
    const cursor = await buildShadow(db, projection, schema)
    return await db.transaction().execute(async (trx) => {
      await catchUpUnderLock(trx, projection, schema, cursor)
      const differences: TableDifference[] = []
      for (const table of projection.tables) {
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
