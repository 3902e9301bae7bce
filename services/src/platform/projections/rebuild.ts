import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { sql, type Kysely } from 'kysely'
import { APP_ROLE } from '../../../../migrations/support'
import type { DB } from '../db/schema'
import { START, type Cursor } from '../event-store/cursor'
import { horizon, readAfter, runsOf, type MarkedEvent } from '../event-store/read'
import type { LogRun, Projection, ProjectionRegistry } from './registry'
import { recordStatements } from './statements'

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
 * A rebuild's transactions before the swap commit without waiting for the disk: a crash loses at most the
 * shadow tables, which the next rebuild drops anyway, and the swap's own commit (which waits) makes every
 * earlier one durable with it. Never set inside the swap's transaction.
 */
const ASYNC_COMMIT = `perform set_config('synchronous_commit', 'off', true)`

/** Where a rebuild or a verify spends its time: each step's name (a projection's after a colon) and its ms. */
export type Timeline = (step: string, ms: number) => void

/** Runs `work` and tells the timeline how long it took, when there is one. */
const timed = async <T>(timeline: Timeline | undefined, step: string, work: () => Promise<T>): Promise<T> => {
  if (!timeline) return work()
  const started = performance.now()
  try {
    return await work()
  } finally {
    timeline(step, performance.now() - started)
  }
}

/**
 * A projection's fresh tables in a schema of their own. `bare`: built without any index, unique ones included
 * (a btree filled row by row costs more than the heap it indexes; built once the rows are in, it is a sort), which
 * is done only when the projection's log is a few long runs, since a statement over a table without its key
 * scans the whole table: a few scans of a table are cheaper than the index, a scan per event is not.
 */
interface Shadow {
  readonly projection: Projection
  readonly schema: string
  bare: boolean
}

/** Runs of the log at most this many: the shadow tables are filled bare (see Shadow). */
const BARE_RUNS = 16

/** Postgres's codes for an ON CONFLICT without its unique index and for a constraint named but missing. */
const NEEDS_INDEX = new Set(['42P10', '42704'])

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined

type RunRow = MarkedEvent & { readonly head: boolean }

/**
 * Each projection's runs (as readRuns, one list per projection, in the order given) after `from`, and where the
 * read stopped: the last event of the log it could read (`from` if none), so a catch-up that starts there misses
 * nothing of any of them. Stops below the horizon unless `unbounded`. One window pass over the events of all
 * their types finds the log's runs (cut at every BATCH-th event); each projection's runs are those of its types,
 * with neighbours of one type and schema version joined where only other types lay between them (up to BATCH).
 */
const readRunsOfEach = async (
  db: Kysely<DB>,
  projections: readonly Projection[],
  from: Cursor,
  options: { unbounded: boolean },
): Promise<{ runs: LogRun[][]; head: Cursor }> => {
  const types = [...new Set(projections.flatMap((projection) => projection.handles))]
  if (types.length === 0) return { runs: projections.map(() => []), head: from }
  const read = async (trx: Kysely<DB>) => {
    // The window sorts the events' keys once: in memory rather than on disk.
    if (!db.isTransaction) await sql`select set_config('work_mem', '64MB', true)`.execute(trx)
    return sql<RunRow>`
      select false as head, type, schema_version, tx_id, position, n, starts, ends from (
        select type, schema_version, tx_id, position,
               row_number() over log as n,
               -- Column by column: a row comparison builds a record per event and side (up to a third of the time).
               (type is distinct from lag(type) over log
                 or schema_version is distinct from lag(schema_version) over log) as starts,
               (type is distinct from lead(type) over log
                 or schema_version is distinct from lead(schema_version) over log) as ends
        from events
        where (tx_id, position) > (${from.txId}::xid8, ${from.position}::bigint)
          and type in (${sql.join(types)})
          ${options.unbounded ? sql`` : sql`and tx_id < ${horizon}`}
        window log as (order by tx_id, position)) as marked
      where starts or ends or n % ${BATCH} in (0, 1)
      union all
      (select true, type, schema_version, tx_id, position, 0, false, false from events
       where (tx_id, position) > (${from.txId}::xid8, ${from.position}::bigint)
         ${options.unbounded ? sql`` : sql`and tx_id < ${horizon}`}
       order by tx_id desc, position desc limit 1)`.execute(trx)
  }
  const { rows } = await (db.isTransaction ? read(db) : db.transaction().execute(read))
  let head = from
  const logRuns = runsOf(
    rows.filter((row) => !row.head).sort((a, b) => a.n - b.n),
    BATCH,
  )
  const last = rows.find((row) => row.head)
  if (last) head = { txId: last.tx_id, position: last.position }
  const runs = projections.map((projection) => {
    const handles = new Set(projection.handles)
    const mine: LogRun[] = []
    for (const run of logRuns) {
      if (!handles.has(run.type)) continue
      const previous = mine.at(-1)
      if (
        previous &&
        previous.type === run.type &&
        previous.schemaVersion === run.schemaVersion &&
        previous.count + run.count <= BATCH
      ) {
        mine[mine.length - 1] = { ...previous, to: run.to, count: previous.count + run.count }
      } else mine.push(run)
    }
    return mine
  })
  return { runs, head }
}

/**
 * Builds indexes of the shadow's tables (all of them unless `tables` are named), each as the live table has it: a
 * key or unique constraint under its own name; another index with the same columns and a name of its own.
 * `unique`: the keys and unique indexes (a bare shadow lacks them); `secondary`: the indexes no constraint or
 * uniqueness needs (a verify never reads by them).
 */
const buildIndexes = async (
  db: Kysely<DB>,
  shadow: Shadow,
  options: { unique: boolean; secondary: boolean },
  tables: readonly string[] = shadow.projection.tables,
) => {
  const { schema } = shadow
  const wanted = [
    ...(options.unique ? ['(i.indisunique or c.oid is not null)'] : []),
    ...(options.secondary ? ['(not i.indisunique and c.oid is null)'] : []),
  ]
  if (wanted.length === 0 || tables.length === 0) return
  await inOneBlock(
    [
      ...(db.isTransaction ? [] : [ASYNC_COMMIT]),
      `perform set_config('maintenance_work_mem', '256MB', true)`,
      ...tables.map(
        (table) => `for statement in
           select case when c.oid is not null
                    then format('alter table %I.%I add constraint %I %s',
                                ${literal(schema)}, ${literal(table)}, c.conname, pg_get_constraintdef(c.oid))
                    else regexp_replace(pg_get_indexdef(i.indexrelid),
                                        '^CREATE (UNIQUE )?INDEX \\S+ ON (ONLY )?public\\.',
                                        ${literal(`CREATE \\1INDEX ON ${ident(schema)}.`)})
                  end
           from pg_index i left join pg_constraint c on c.conindid = i.indexrelid and c.conrelid = i.indrelid
           where i.indrelid = ${literal(`public.${ident(table)}`)}::regclass and (${wanted.join(' or ')})
         loop execute statement; end loop`,
      ),
    ],
    'statement text',
  ).execute(db)
}

/**
 * Applies runs of the projection's events into its shadow, up to BATCH events per transaction (one, when `db`
 * is the swap's). A bare shadow whose handler turns out to need a unique index (an ON CONFLICT) gets its
 * indexes built and the batch again (in the swap's transaction, the batch runs under a savepoint for that).
 */
const applyRuns = async (db: Kysely<DB>, shadow: Shadow, runs: readonly LogRun[]) => {
  const { projection, schema } = shadow
  const own = !db.isTransaction
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
    // Runs applied where they lie are written down and sent at once; a batch with any other is applied statement by
    // statement (a handler that reads, or a run read in to be upcast).
    const statements = batch.every(projection.appliesInPlace)
      ? await recordStatements(async (recorder) => {
          for (const run of batch) await projection.applyLogRun(run, recorder)
        })
      : null
    const apply = async () => {
      if (statements) {
        // Set-based handlers: the batch's statements in one block.
        await inOneBlock([
          ...(own ? [ASYNC_COMMIT] : []),
          // What a statement returns to the next (a `with … returning`) stays in memory rather than on disk.
          `perform set_config('work_mem', '64MB', true)`,
          searchPath(`${ident(schema)}, public`),
          ...statements,
          searchPath('public'),
        ]).execute(db)
        return
      }
      // A handler reads as it writes: statement by statement, in a transaction.
      const applyBatch = async (trx: Kysely<DB>) => {
        if (own) await sql`select set_config('synchronous_commit', 'off', true)`.execute(trx)
        await sql`select set_config('search_path', ${`${ident(schema)}, public`}, true)`.execute(trx)
        for (const run of batch) await projection.applyLogRun(run, trx)
        await sql`select set_config('search_path', 'public', true)`.execute(trx)
      }
      await (own ? db.transaction().execute(applyBatch) : applyBatch(db))
    }
    const attempt = async () => {
      if (own || !shadow.bare) return apply()
      await sql`savepoint bare_shadow`.execute(db)
      try {
        await apply()
      } catch (error) {
        await sql`rollback to savepoint bare_shadow`.execute(db)
        throw error
      }
      await sql`release savepoint bare_shadow`.execute(db)
    }
    try {
      await attempt()
    } catch (error) {
      // A failed batch left nothing behind (its own transaction, or the savepoint).
      if (!(shadow.bare && NEEDS_INDEX.has(errorCode(error) ?? ''))) throw error
      shadow.bare = false
      await buildIndexes(db, shadow, { unique: true, secondary: false })
      await apply()
    }
  }
}

/**
 * Connections that fill shadows at once. Projections own disjoint tables, so each is filled on one connection
 * while others fill theirs, and a table's indexes and statistics are built beside another's: two, as the cores of
 * the machine this was measured on (a connection is bound by its backend's CPU). With a pool of one connection (as
 * at a server's start) the work goes one task after another.
 */
const CONNECTIONS = 2

/** A piece of a rebuild's work on one connection; it may give more work, ready once it is done. */
interface Task {
  /** Heavier tasks go first (events to apply): the longest chain of work starts earliest. */
  readonly weight: number
  readonly run: () => Promise<readonly Task[]>
}

/**
 * Runs the tasks and those they give, up to CONNECTIONS at once, the heaviest waiting one next. After a failure no
 * task starts; the running ones are waited for, then the first failure is thrown.
 */
const runTasks = (tasks: readonly Task[]) =>
  new Promise<void>((resolve, reject) => {
    const waiting = [...tasks]
    let running = 0
    let failure: { error: unknown } | null = null
    const next = () => {
      while (failure === null && running < CONNECTIONS && waiting.length > 0) {
        waiting.sort((a, b) => b.weight - a.weight)
        const task = waiting.shift()!
        running += 1
        void task
          .run()
          .then(
            (more) => void waiting.push(...more),
            (error: unknown) => void (failure ??= { error }),
          )
          .finally(() => {
            running -= 1
            next()
          })
      }
      if (running > 0) return
      if (failure === null) resolve()
      else reject(failure.error instanceof Error ? failure.error : new Error(String(failure.error)))
    }
    next()
  })

/**
 * Builds the projections' tables afresh from the log into shadow schemas, up to the oldest running transaction,
 * and returns where the read stopped. The bulk of the work happens here, without holding anything back. The
 * shadow tables have the live ones' columns, constraints and storage options (LIKE copies no storage options:
 * a fill factor that leaves room for in-place updates); their indexes are built once the rows are in (in one pass
 * instead of row by row): a bare shadow's all (see Shadow), another's all but its unique ones; a verify's
 * secondary ones never.
 */
const buildShadows = async (
  db: Kysely<DB>,
  projections: readonly Projection[],
  purpose: 'rebuild' | 'verify',
  timeline?: Timeline,
): Promise<{ shadows: Shadow[]; head: Cursor }> => {
  const { runs, head } = await timed(timeline, 'read runs', () =>
    readRunsOfEach(db, projections, START, { unbounded: false }),
  )
  const shadows = projections.map((projection, i) => ({
    projection,
    schema: shadowSchema(purpose, projection),
    bare: runs[i]!.length <= BARE_RUNS,
  }))
  const shadowTable = (shadow: Shadow, table: string) => `${ident(shadow.schema)}.${ident(table)}`
  const live = (table: string) => `public.${ident(table)}`
  const create = inOneBlock(
    [
      ASYNC_COMMIT,
      ...shadows.flatMap((shadow) => [
        `drop schema if exists ${ident(shadow.schema)} cascade`,
        `create schema ${ident(shadow.schema)}`,
        ...shadow.projection.tables.flatMap((table) => [
          `create table ${shadowTable(shadow, table)} (like ${live(table)} including all${shadow.bare ? ' excluding indexes' : ''})`,
          `for statement in
             select format('alter table %s set (%s)', ${literal(shadowTable(shadow, table))}, array_to_string(reloptions, ', '))
             from pg_class where oid = ${literal(live(table))}::regclass and reloptions is not null
             union all
             select format('drop index %I.%I', ${literal(shadow.schema)}, c.relname)
             from pg_index i join pg_class c on c.oid = i.indexrelid
             where i.indrelid = ${literal(shadowTable(shadow, table))}::regclass and not i.indisunique
               and not exists (select from pg_constraint k where k.conindid = i.indexrelid)
           loop execute statement; end loop`,
        ]),
      ]),
    ],
    'statement text',
  )
  await timed(timeline, 'create shadows', () => create.execute(db))
  // Each projection's runs, then (for a rebuild) each of its tables' indexes and statistics, which move with the
  // tables at the swap. A verify's bare shadow stays bare: its rows are compared by a hash join and counted (see
  // differing), and it gets its keys only for a long catch-up (see catchUpUnderLock).
  const fill = (shadow: Shadow, mine: readonly LogRun[]): Task => {
    const { name, tables } = shadow.projection
    const weight = mine.reduce((events, run) => events + run.count, 0)
    return {
      weight,
      run: async () => {
        await timed(timeline, `apply: ${name}`, () => applyRuns(db, shadow, mine))
        if (purpose === 'verify') return []
        const unique = shadow.bare
        shadow.bare = false
        // A table's key is added under a lock its analyze waits for: one task each, the index first.
        return tables.map((table) => ({
          weight,
          run: async () => {
            await timed(timeline, `indexes: ${name}`, () =>
              buildIndexes(db, shadow, { unique, secondary: true }, [table]),
            )
            await timed(timeline, `analyze: ${name}`, () => sql`analyze ${sql.id(shadow.schema, table)}`.execute(db))
            return []
          },
        }))
      },
    }
  }
  await timed(timeline, 'fill shadows', () => runTasks(shadows.map((shadow, i) => fill(shadow, runs[i]!))))
  return { shadows, head }
}

/**
 * Holds appends back (they insert into `events`, which this lock excludes; reads go on) and applies what
 * arrived since the shadows were built. Every event row is committed once the lock is held, so the read runs to
 * the end of the log. Must run inside the transaction that then swaps or compares.
 */
const catchUpUnderLock = async (trx: Kysely<DB>, shadows: readonly Shadow[], head: Cursor) => {
  await sql`lock table events in exclusive mode`.execute(trx)
  const projections = shadows.map((shadow) => shadow.projection)
  const { runs } = await readRunsOfEach(trx, projections, head, { unbounded: true })
  for (const [i, shadow] of shadows.entries()) {
    // A verify's bare shadow gets its keys first when the catch-up is more than a few runs (see Shadow).
    if (shadow.bare && runs[i]!.length > BARE_RUNS) {
      shadow.bare = false
      await buildIndexes(trx, shadow, { unique: true, secondary: false })
    }
    await applyRuns(trx, shadow, runs[i]!)
  }
}

const recordVersions = (db: Kysely<DB>, projections: readonly Projection[]) =>
  db
    .insertInto('projection_state')
    .values(
      projections.map((projection) => ({ name: projection.name, version: projection.version, rebuilt_at: new Date() })),
    )
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet((eb) => ({ version: eb.ref('excluded.version'), rebuilt_at: eb.ref('excluded.rebuilt_at') })),
    )
    .execute()

/**
 * Rebuilds projections from the log into fresh tables and swaps them all in with one transaction: readers see
 * the old tables or the new ones, never a partial state, and no command that arrives meanwhile is lost.
 * The log is read once for all of them. Needs the owning role (it creates and drops tables).
 */
export const rebuildProjections = async (
  db: Kysely<DB>,
  projections: readonly Projection[],
  options: { timeline?: Timeline } = {},
) => {
  const { timeline } = options
  if (projections.length === 0) return
  const { shadows, head } = await buildShadows(db, projections, 'rebuild', timeline)
  await timed(timeline, 'catch up and swap', () =>
    db.transaction().execute(async (trx) => {
      await catchUpUnderLock(trx, shadows, head)
      // The app's role may read and write read tables (see grantReadTableToApp), where that role exists.
      await inOneBlock(
        shadows.flatMap(({ projection, schema }) => [
          ...projection.tables.flatMap((table) => [
            `drop table public.${ident(table)}`,
            `alter table ${ident(schema)}.${ident(table)} set schema public`,
            `if exists (select from pg_roles where rolname = ${literal(APP_ROLE)}) then
             grant select, insert, update, delete on public.${ident(table)} to ${ident(APP_ROLE)};
           end if`,
          ]),
          `drop schema ${ident(schema)}`,
        ]),
      ).execute(trx)
      await recordVersions(trx, projections)
    }),
  )
}

/** Rebuilds one projection (see rebuildProjections). */
export const rebuildProjection = (db: Kysely<DB>, projection: Projection) => rebuildProjections(db, [projection])

/**
 * Fresh planner statistics of the log, once after rebuilds, unless the ones it has are fresh: a rebuild reads the
 * log and changes nothing in it, so they are stale only when the log changed since its last analyze by as much as
 * would make autovacuum analyze it (10 % of its rows, and 50), or it was never analyzed (a restored log, statistics
 * lost in a crash). Migrations and a restored log's renumbering analyze it themselves.
 */
export const analyzeLog = async (db: Kysely<DB>) => {
  const { rows } = await sql<{ fresh: boolean }>`
    select (last_analyze is not null or last_autoanalyze is not null)
           and n_mod_since_analyze <= 50 + 0.1 * greatest(n_live_tup, 0) as fresh
    from pg_stat_user_tables
    where relid = 'public.events'::regclass`.execute(db)
  if (rows[0]?.fresh === true) return
  await sql`analyze events`.execute(db)
}

export interface TableDifference {
  readonly table: string
  /** Rows the live table has and a rebuild would not. */
  readonly onlyLive: readonly Record<string, unknown>[]
  /** Rows a rebuild has and the live table lacks. */
  readonly onlyRebuilt: readonly Record<string, unknown>[]
}

/** The columns of each table's primary key (none for a table without one), and all its columns. */
const columnsOf = async (db: Kysely<DB>, tables: readonly string[]) => {
  const { rows } = await sql<{ table: string; column: string; key: number | null }>`
    select c.relname as table, a.attname as column, array_position(i.indkey, a.attnum) as key
    from pg_class c join pg_attribute a on a.attrelid = c.oid
      left join pg_index i on i.indrelid = c.oid and i.indisprimary and a.attnum = any(i.indkey)
    where c.oid in (${sql.join(tables.map((table) => sql`${`public.${ident(table)}`}::regclass`))})
      and a.attnum > 0 and not a.attisdropped
    order by c.relname, array_position(i.indkey, a.attnum), a.attnum`.execute(db)
  const columns = new Map(tables.map((table) => [table, { key: [] as string[], all: [] as string[] }]))
  for (const row of rows) {
    const table = columns.get(row.table)
    table?.all.push(row.column)
    if (row.key !== null) table?.key.push(row.column)
  }
  return columns
}

/**
 * Which live tables differ from their shadow copies, in one statement: each pair of tables with rows paired by
 * primary key (one hash join) and compared column by column (about a third faster than comparing the whole rows,
 * which builds a record of each; a row missing on one side has a null key there); a shadow built without its key (`bare`) is counted as well,
 * since a key it holds twice would pair both rows with the live one. A table without a key counts as differing:
 * the caller then compares it as a multiset.
 */
const differing = async (db: Kysely<DB>, tables: readonly { table: string; schema: string; bare: boolean }[]) => {
  if (tables.length === 0) return new Set<number>()
  const columns = await columnsOf(
    db,
    tables.map(({ table }) => table),
  )
  const checks = tables.map(({ table, schema, bare }) => {
    const { key, all } = columns.get(table) ?? { key: [], all: [] }
    if (key.length === 0) return sql`true`
    const on = sql.join(
      key.map((column) => sql`l.${sql.id(column)} = r.${sql.id(column)}`),
      sql` and `,
    )
    const live = sql.id('public', table)
    const shadow = sql.id(schema, table)
    const counts = bare ? sql` or (select count(*) from ${live}) <> (select count(*) from ${shadow})` : sql``
    return sql`(exists (
      select 1 from ${live} as l full join ${shadow} as r on ${on}
      where ${sql.join(
        all.map((column) => sql`l.${sql.id(column)} is distinct from r.${sql.id(column)}`),
        sql` or `,
      )})${counts})`
  })
  // Each hash of a table's rows in memory rather than in batches on disk.
  await sql`select set_config('work_mem', '256MB', true)`.execute(db)
  const { rows } = await sql<{ differs: boolean[] }>`select array[${sql.join(checks)}] as differs`.execute(db)
  const differs = rows[0]?.differs ?? []
  return new Set(tables.flatMap((_, i) => (differs[i] === false ? [] : [i])))
}

/**
 * Rebuilds projections into shadow tables and compares them with the live ones, row for row: each projection's
 * differing tables (none when it equals a rebuild), in the order given. The log is read once for all of them.
 * Changes nothing.
 */
export const verifyProjections = async (
  db: Kysely<DB>,
  projections: readonly Projection[],
  options: { timeline?: Timeline } = {},
): Promise<TableDifference[][]> => {
  const { timeline } = options
  try {
    const { shadows, head } = await buildShadows(db, projections, 'verify', timeline)
    return await timed(timeline, 'catch up and compare', () =>
      db.transaction().execute(async (trx) => {
        await catchUpUnderLock(trx, shadows, head)
        const tables = shadows.flatMap(({ projection, schema, bare }) =>
          projection.tables.map((table) => ({ projection, table, schema, bare })),
        )
        const suspects = await differing(trx, tables)
        const differences = new Map<Projection, TableDifference[]>(projections.map((projection) => [projection, []]))
        for (const [i, { projection, table, schema }] of tables.entries()) {
          if (!suspects.has(i)) continue
          // They differ (or have no key to pair rows by): the rows on either side only, as multisets.
          const live = sql.id('public', table)
          const rebuilt = sql.id(schema, table)
          const { rows: onlyLive } = await sql<Record<string, unknown>>`
          select * from ${live} except all select * from ${rebuilt}`.execute(trx)
          const { rows: onlyRebuilt } = await sql<Record<string, unknown>>`
          select * from ${rebuilt} except all select * from ${live}`.execute(trx)
          if (onlyLive.length > 0 || onlyRebuilt.length > 0) {
            differences.get(projection)!.push({ table, onlyLive, onlyRebuilt })
          }
        }
        return projections.map((projection) => differences.get(projection)!)
      }),
    )
  } finally {
    await timed(timeline, 'drop shadows', () =>
      inOneBlock(
        projections.map((projection) => `drop schema if exists ${ident(shadowSchema('verify', projection))} cascade`),
      ).execute(db),
    )
  }
}

/** Rebuilds one projection into shadow tables and compares them with the live ones (see verifyProjections). */
export const verifyProjection = async (db: Kysely<DB>, projection: Projection): Promise<TableDifference[]> =>
  (await verifyProjections(db, [projection]))[0]!

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
  const stale: Projection[] = []
  const fresh: Projection[] = []
  for (const projection of registry.all) {
    const version = stored.get(projection.name)
    if (version === projection.version) continue
    const hasEvents = (await readAfter(db, START, { types: projection.handles, limit: 1, unbounded: true })).length > 0
    if (version === undefined && !hasEvents) {
      fresh.push(projection)
      continue
    }
    log(
      `rebuilding projection ${projection.name} (stored version ${version ?? 'none'}, code version ${projection.version})`,
    )
    stale.push(projection)
  }
  if (fresh.length > 0) await recordVersions(db, fresh)
  if (stale.length === 0) return
  await rebuildProjections(db, stale)
  await analyzeLog(db)
}
