import type { EventMetadata, RecordedEvent } from '@teamspace/domain/shared/events'
import { upcast } from '@teamspace/domain/shared/upcasting'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { DB, EventsTable } from '../db/schema'
import { START, type Cursor } from './cursor'
import { upcasters } from './upcasters'

// The read side of the log: a stream for a decision, and the catch-up reads of tailers, subscribers and
// rebuilds, all upcast. What writes to it is append.ts.

/**
 * Where catch-up reads stop: the oldest transaction, in progress when the statement's snapshot was taken, that
 * may still add events to the log (`log_horizon`, migration 0060). Computed once per statement, from the
 * snapshot the statement reads with; transactions that do not append to this log (another database's, one
 * writing other tables) never hold it back.
 */
export const horizon = sql<string>`(select log_horizon(pg_current_snapshot()))`

type EventRow = Selectable<EventsTable>

export const toRecordedEvent = (row: EventRow): RecordedEvent => {
  const { data, schemaVersion } = upcast(upcasters(), row.type, row.schema_version, row.data)
  return {
    type: row.type,
    data,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    position: row.position,
    txId: row.tx_id,
    teamId: row.team_id,
    metadata: { ...(row.metadata as unknown as EventMetadata), schemaVersion },
  }
}

/** The stream's events in version order, upcast, and its current version (0 when it does not exist). */
export const readStream = async (db: Kysely<DB>, streamId: string) => {
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('stream_id', '=', streamId)
    .orderBy('stream_version')
    .execute()
  const events = rows.map(toRecordedEvent)
  return { events, version: events.at(-1)?.streamVersion ?? 0 }
}

export interface ReadAfterOptions {
  readonly limit?: number
  readonly teamId?: string
  readonly types?: readonly string[]
  /**
   * Only safe when no transaction can still be writing events (the rebuild swap holds a lock on the log):
   * read up to the end instead of stopping below the oldest transaction that may still append.
   */
  readonly unbounded?: boolean
}

/**
 * The catch-up read: events after `cursor` in (txId, position) order, stopping below the oldest transaction
 * that may still append (the horizon), so an event whose transaction commits late is delivered later rather
 * than skipped.
 */
export const readAfter = async (db: Kysely<DB>, cursor: Cursor, options: ReadAfterOptions = {}) => {
  const { limit = 500, teamId, types, unbounded = false } = options
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where(sql<boolean>`(tx_id, position) > (${cursor.txId}::xid8, ${cursor.position})`)
    .$if(!unbounded, (q) => q.where(sql<boolean>`tx_id < ${horizon}`))
    .$if(teamId !== undefined, (q) => q.where('team_id', '=', teamId!))
    .$if(types !== undefined, (q) => q.where('type', 'in', types!.length ? [...types!] : ['']))
    .orderBy('tx_id')
    .orderBy('position')
    .limit(limit)
    .execute()
  return rows.map(toRecordedEvent)
}

/** Consecutive events of one type and schema version in the log, from `from` to `to` (both included). */
export interface LogRun {
  readonly type: string
  readonly schemaVersion: number
  readonly from: Cursor
  readonly to: Cursor
  readonly count: number
}

export interface ReadRunsOptions {
  readonly types: readonly string[]
  /** A longer run is cut into runs of at most this many events. */
  readonly maxRun: number
  /** As in ReadAfterOptions: read to the end of the log, for a reader that holds appends back. */
  readonly unbounded?: boolean
}

/**
 * The log after `cursor`, restricted to `types`, as runs of consecutive events of one type and schema version:
 * where each begins and ends, without reading the events themselves. Stops below the horizon (unless
 * `unbounded`), so no transaction can still add an event within a run's range: its rows stay as they are.
 */
export const readRuns = async (db: Kysely<DB>, cursor: Cursor, options: ReadRunsOptions): Promise<LogRun[]> => {
  const { types, maxRun, unbounded = false } = options
  if (types.length === 0) return []
  const { rows } = await sql<MarkedEvent>`
    select type, schema_version, tx_id, position, n, starts, ends from (
      select type, schema_version, tx_id, position,
             row_number() over log as n,
             (type, schema_version) is distinct from (lag(type) over log, lag(schema_version) over log) as starts,
             (type, schema_version) is distinct from (lead(type) over log, lead(schema_version) over log) as ends
      from events
      where (tx_id, position) > (${cursor.txId}::xid8, ${cursor.position}::bigint)
        and type in (${sql.join([...types])})
        ${unbounded ? sql`` : sql`and tx_id < ${horizon}`}
      window log as (order by tx_id, position)) as marked
    where starts or ends or n % ${maxRun} in (0, 1)
    order by n`.execute(db)
  return runsOf(rows, maxRun)
}

/**
 * An event of a window pass over the log: its number in the pass, and whether it starts or ends a run of one type
 * and schema version. The pass keeps only such events and every `maxRun`-th and the one after it.
 */
export interface MarkedEvent {
  readonly type: string
  readonly schema_version: number
  readonly tx_id: string
  readonly position: number
  readonly n: number
  readonly starts: boolean
  readonly ends: boolean
}

/** The runs a window pass marked (in the order of `n`), a longer run cut into runs of at most `maxRun` events. */
export const runsOf = (marked: readonly MarkedEvent[], maxRun: number): LogRun[] => {
  const runs: LogRun[] = []
  let open: MarkedEvent | null = null
  for (const event of marked) {
    if (event.starts || (event.n - 1) % maxRun === 0) open = event
    if (open && (event.ends || event.n % maxRun === 0)) {
      runs.push({
        type: event.type,
        schemaVersion: event.schema_version,
        from: { txId: open.tx_id, position: open.position },
        to: { txId: event.tx_id, position: event.position },
        count: event.n - open.n + 1,
      })
      open = null
    }
  }
  return runs
}

/** The events of one run (see readRuns), upcast, in log order. */
export const readRun = async (db: Kysely<DB>, run: LogRun) => {
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('type', '=', run.type)
    .where(sql<boolean>`(tx_id, position) >= (${run.from.txId}::xid8, ${run.from.position}::bigint)`)
    .where(sql<boolean>`(tx_id, position) <= (${run.to.txId}::xid8, ${run.to.position}::bigint)`)
    .orderBy('tx_id')
    .orderBy('position')
    .execute()
  return rows.map(toRecordedEvent)
}

/** The last event every reader may already see: where a new tailer starts. */
export const readHead = async (db: Kysely<DB>): Promise<Cursor> => {
  const row = await db
    .selectFrom('events')
    .select(['tx_id', 'position'])
    .where(sql<boolean>`tx_id < ${horizon}`)
    .orderBy('tx_id', 'desc')
    .orderBy('position', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row ? { txId: row.tx_id, position: row.position } : START
}

/** Lag is counted up to this many events: beyond it, the figure says "at least". */
export const LAG_COUNT_LIMIT = 10_000

/**
 * How many events lie beyond `cursor` (committed or not yet visible), up to `LAG_COUNT_LIMIT`: a reader's lag.
 * A keyset walk of the (tx_id, position) index, ordered and limited, so its plan and its cost stay the same
 * whatever the log's size and whether or not the planner has statistics of it.
 */
export const countAfter = async (db: Kysely<DB>, cursor: Cursor, limit = LAG_COUNT_LIMIT) => {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from (
      select 1 from events
      where (tx_id, position) > (${cursor.txId}::xid8, ${cursor.position})
      order by tx_id, position
      limit ${limit}) as beyond`.execute(db)
  return Number(rows[0]?.count ?? 0)
}

/**
 * The tailer's read, in one statement: up to `limit` events after `cursor` that every reader may see (as
 * readAfter), and whether the log already holds more beyond them that are held back by the horizon (`held`: a
 * transaction that may still append is running): then the caller looks again soon. Both come from one snapshot
 * and one horizon.
 */
export const readTail = async (db: Kysely<DB>, cursor: Cursor, limit = 500) => {
  const { rows } = await sql<EventRow & { readable: boolean }>`
    with horizon as materialized (select ${horizon} as tx_id)
    (select events.*, true as readable from events
     where (events.tx_id, position) > (${cursor.txId}::xid8, ${cursor.position}::bigint)
       and events.tx_id < (select tx_id from horizon)
     order by events.tx_id, position
     limit ${limit})
    union all
    (select events.*, false as readable from events
     where (events.tx_id, position) > (${cursor.txId}::xid8, ${cursor.position}::bigint)
       and events.tx_id >= (select tx_id from horizon)
     order by events.tx_id, position
     limit 1)`.execute(db)
  return {
    events: rows.filter((row) => row.readable).map(toRecordedEvent),
    held: rows.some((row) => !row.readable),
  }
}
