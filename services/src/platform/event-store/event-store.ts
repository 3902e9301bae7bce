import type { DomainEvent, EventMetadata, RecordedEvent } from '@teamspace/domain/shared/events'
import { currentSchemaVersion, upcast } from '@teamspace/domain/shared/upcasting'
import { CompiledQuery, sql, type Kysely, type Selectable } from 'kysely'
import { CommandIdReused } from '@teamspace/domain/shared/errors'
import { isConnectionLost } from '../db/database'
import type { DB, EventsTable } from '../db/schema'
import type { CommandStep } from '../projections/statements'
import { START, type Cursor } from './cursor'
import { upcasters } from './upcasters'

/**
 * NOTIFY channel that wakes log tailers. The payload names the instance that sent it (its tailer was woken
 * directly and ignores it); readers read the log themselves.
 */
export const EVENTS_CHANNEL = 'teamspace_events'

/**
 * Where catch-up reads stop: the oldest transaction, in progress when the statement's snapshot was taken, that
 * may still add events to the log (`log_horizon`, migration 0060). Computed once per statement, from the
 * snapshot the statement reads with; transactions that do not append to this log (another database's, one
 * writing other tables) never hold it back.
 */
export const horizon = sql<string>`(select log_horizon(pg_current_snapshot()))`

/**
 * Makes the transaction an appender before its first write: needed only where a transaction writes (or locks
 * rows) before it appends, since the append itself does it first thing (see migration 0060).
 */
export const lockLogForAppending = (trx: Kysely<DB>) => sql`select lock_log_for_appending()`.execute(trx)

/** Wakes the log tailers of every other server instance (one NOTIFY, outside any append transaction). */
export const notifyTailers = (db: Kysely<DB>, sender = '') =>
  sql`select pg_notify(${EVENTS_CHANNEL}, ${sender})`.execute(db)

/** Another writer appended to the stream since it was read. The command handler re-decides and retries. */
export class WrongExpectedVersion extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
  ) {
    super(`stream ${streamId} is no longer at version ${expectedVersion}`)
    this.name = 'WrongExpectedVersion'
  }
}

/** The command id was already used: its first result stands. */
export class DuplicateCommand extends Error {
  constructor(
    readonly commandId: string,
    /** The first result, when the append found it; absent when a concurrent first run was still committing. */
    readonly previous?: { readonly result: unknown },
  ) {
    super(`command ${commandId} was already handled`)
    this.name = 'DuplicateCommand'
  }
}

/** The SQLSTATE `append_events` refuses a command id with when it was recorded for another request (0102). */
const REQUEST_MISMATCH = 'TS422'

export interface AppendRequest {
  readonly streamId: string
  readonly streamType: string
  readonly teamId: string | null
  /** The stream's version the events were decided on; 0 for a stream that does not exist yet. */
  readonly expectedVersion: number
  readonly events: readonly DomainEvent[]
  readonly metadata: Omit<EventMetadata, 'schemaVersion'>
  /**
   * Recorded in the same statement so a retried command returns this instead of appending again; `requestHash`
   * binds the id to the request it came with (see requestHash in command-id.ts).
   */
  readonly command?: { readonly id: string; readonly result: unknown; readonly requestHash?: string | null }
  /**
   * The inline projections' writes, run in the same call right after the events (see ProjectionRegistry.stepsFor
   * and migration 0070): set-based handlers' functions with their runs, other handlers' statements. Skipped when
   * nothing is appended.
   */
  readonly then?: readonly CommandStep[]
  /**
   * Wakes other instances' log tailers from inside the append, at its commit: the NOTIFY's payload (this
   * instance's tailer id). Only when the caller's AppendNotifier says so: notifying commits are serialised.
   */
  readonly notify?: string
  /**
   * Another stream the events were decided on without writing to it: the append share-locks its row and
   * checks it is still at `version` before claiming its own stream, or appends nothing (WrongExpectedVersion).
   * The lock holds until commit, so a writer of that stream waits for this append, and appends after it see
   * the new version.
   */
  readonly condition?: { readonly streamId: string; readonly version: number }
}

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

interface AppendedRow {
  readonly event_position: number
  readonly event_tx_id: string
  readonly event_stream_version: number
  readonly duplicate_result: unknown
}

/** One append's arguments to `append_events`, under the names `append_events_batch` reads them by. */
interface AppendArguments {
  readonly streamId: string
  readonly streamType: string
  readonly teamId: string | null
  readonly expectedVersion: number
  readonly events: readonly { readonly type: string; readonly schemaVersion: number; readonly data: unknown }[]
  readonly metadata: Omit<EventMetadata, 'schemaVersion'>
  readonly commandId: string | null
  readonly result: unknown
  readonly then: readonly CommandStep[]
  readonly notify: string | null
  readonly conditionStream: string | null
  readonly conditionVersion: number | null
  readonly requestHash: string | null
}

/**
 * The append's one statement, written once: the same text every time, so each connection prepares it once, and
 * nothing is built per call but its parameters.
 */
const APPEND_SQL =
  'select event_position, event_tx_id, event_stream_version, duplicate_result from append_events(' +
  '$1, $2, $3, $4::integer, $5::jsonb, $6::jsonb, $7, $8::jsonb, $9::jsonb, $10::text, $11::text, $12::integer, $13::text)'

const APPEND_BATCH_SQL =
  'select item, event_position, event_tx_id, event_stream_version, duplicate_result from append_events_batch($1::jsonb)'

const appendAlone = async (db: Kysely<DB>, append: AppendArguments) => {
  const { rows } = await db.executeQuery<AppendedRow>(
    CompiledQuery.raw(APPEND_SQL, [
      append.streamId,
      append.streamType,
      append.teamId,
      append.expectedVersion,
      JSON.stringify(append.events),
      JSON.stringify(append.metadata),
      append.commandId,
      JSON.stringify(append.result),
      append.then.length === 0 ? '[]' : JSON.stringify(append.then),
      append.notify,
      append.conditionStream,
      append.conditionVersion,
      append.requestHash,
    ]),
  )
  return rows
}

/** The most appends one statement takes. */
const MAX_BATCH = 32
/** The most statements of appends one database has under way at once; appends beyond wait for the next. */
const MAX_UNDER_WAY = 4

interface Waiting {
  readonly append: AppendArguments
  readonly resolve: (rows: readonly AppendedRow[]) => void
  readonly reject: (error: unknown) => void
}

/**
 * Group commit for the appends of one server instance. Appends that arrive in the same turn of the event loop (the
 * writers answered by one commit come back together) go out as one `append_events_batch` call: one statement and
 * one transaction, each append in it checked, answered and projected as alone (migration 0080). A lone append goes
 * out alone, as before, after the turn's other callbacks, and nothing waits for a timer. At most MAX_UNDER_WAY
 * statements are under way at once, so a crowd (a thousand sign-ups at once) takes a few connections of the pool,
 * not all of them; the appends that come meanwhile go together as soon as one finishes. Should a batch fail (a
 * unique violation of a command id committed meanwhile, a deadlock with another transaction's projection rows),
 * nothing of it was written and each of its appends is made again alone, one after another, so each gets its own
 * answer or error; not when the connection was lost, since the batch may have committed: then every append of it
 * gets that error, as it would alone, and its caller's retry (the same command id) answers from the first result.
 */
class AppendBatcher {
  readonly #waiting: Waiting[] = []
  #underWay = 0
  #scheduled = false

  constructor(private readonly db: Kysely<DB>) {}

  append(append: AppendArguments): Promise<readonly AppendedRow[]> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ append, resolve, reject })
      if (this.#scheduled || this.#underWay >= MAX_UNDER_WAY) return
      this.#scheduled = true
      setImmediate(() => {
        this.#scheduled = false
        this.#start()
      })
    })
  }

  #start(): void {
    while (this.#underWay < MAX_UNDER_WAY && this.#waiting.length > 0) {
      this.#underWay += 1
      void this.#write(this.#waiting.splice(0, MAX_BATCH)).finally(() => {
        this.#underWay -= 1
        this.#start()
      })
    }
  }

  async #write(batch: readonly Waiting[]): Promise<void> {
    if (batch.length === 1) {
      await appendAlone(this.db, batch[0]!.append).then(batch[0]!.resolve, batch[0]!.reject)
      return
    }
    // In stream order, so that two batches under way at once lock the stream rows they share in the same order.
    const ordered = [...batch].sort((a, b) =>
      a.append.streamId < b.append.streamId ? -1 : a.append.streamId > b.append.streamId ? 1 : 0,
    )
    let rows: readonly (AppendedRow & { readonly item: number })[]
    try {
      ;({ rows } = await this.db.executeQuery<AppendedRow & { item: number }>(
        CompiledQuery.raw(APPEND_BATCH_SQL, [JSON.stringify(ordered.map((waiting) => waiting.append))]),
      ))
    } catch (error) {
      if (isConnectionLost(error)) {
        for (const waiting of ordered) waiting.reject(error)
        return
      }
      for (const waiting of ordered) await appendAlone(this.db, waiting.append).then(waiting.resolve, waiting.reject)
      return
    }
    const answers = ordered.map((): AppendedRow[] => [])
    for (const row of rows) answers[row.item - 1]!.push(row)
    ordered.forEach((waiting, index) => waiting.resolve(answers[index]!))
  }
}

const batchers = new WeakMap<Kysely<DB>, AppendBatcher>()

/** Outside a transaction, an append may share its statement and commit with others (AppendBatcher). */
const appendRows = (db: Kysely<DB>, append: AppendArguments) => {
  if (db.isTransaction) return appendAlone(db, append)
  let batcher = batchers.get(db)
  if (!batcher) {
    batcher = new AppendBatcher(db)
    batchers.set(db, batcher)
  }
  return batcher.append(append)
}

/**
 * Appends events to one stream in one statement (the `append_events` function): the stream row is locked
 * first, its version checked and bumped, the events and the command id inserted. Atomic on its own; inside the
 * command handler's transaction it commits with the inline projections. Outside a transaction, appends that come
 * while others are being written go out together, each still checked and answered as alone (AppendBatcher).
 * This instance's tailer is woken after
 * commit by the caller; other instances' by a NOTIFY, which the append sends itself when asked (`notify`): the
 * platform's AppendNotifier asks for it at most once per short window, since a NOTIFY in every append would make
 * every append commit one after another, cluster-wide, and sends a NOTIFY of its own for the appends in between.
 */
export const appendToStream = async (db: Kysely<DB>, request: AppendRequest): Promise<RecordedEvent[]> => {
  const {
    streamId,
    streamType,
    teamId,
    expectedVersion,
    events,
    metadata,
    command,
    then = [],
    notify,
    condition,
  } = request
  if (events.length === 0) return []
  const stored = events.map((event) => ({
    type: event.type,
    schemaVersion: currentSchemaVersion(upcasters(), event.type),
    data: event.data,
  }))
  try {
    const rows = await appendRows(db, {
      streamId,
      streamType,
      teamId,
      expectedVersion,
      events: stored,
      metadata,
      commandId: command?.id ?? null,
      result: command?.result ?? null,
      then,
      notify: notify ?? null,
      conditionStream: condition?.streamId ?? null,
      conditionVersion: condition?.version ?? null,
      requestHash: command?.requestHash ?? null,
    })
    if (rows.length === 0) throw new WrongExpectedVersion(streamId, expectedVersion)
    if (command && rows[0]!.event_position === null) {
      throw new DuplicateCommand(command.id, { result: rows[0]!.duplicate_result })
    }
    // The events as stored, built from what was sent rather than read back.
    return rows.map((row, index) => ({
      type: stored[index]!.type,
      data: stored[index]!.data,
      streamId,
      streamVersion: row.event_stream_version,
      position: row.event_position,
      txId: row.event_tx_id,
      teamId,
      metadata: { ...metadata, schemaVersion: stored[index]!.schemaVersion },
    }))
  } catch (error) {
    if (command && isUniqueViolation(error, 'processed_commands_pkey')) throw new DuplicateCommand(command.id)
    if (command && (error as { code?: unknown } | null)?.code === REQUEST_MISMATCH) throw new CommandIdReused()
    throw error
  }
}

const isUniqueViolation = (error: unknown, constraint: string) => {
  const e = error as { code?: string; constraint?: string; message?: string }
  return e?.code === '23505' && (e.constraint === constraint || (e.message ?? '').includes(constraint))
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

/**
 * The first result of a command already handled; null when none was recorded. A command id recorded for another
 * request (another hash) answers nothing of it: CommandIdReused.
 */
export const findCommandResult = async (db: Kysely<DB>, commandId: string, requestHash: string | null = null) => {
  const row = await db
    .selectFrom('processed_commands')
    .select(['result', 'request_hash'])
    .where('command_id', '=', commandId)
    .executeTakeFirst()
  if (!row) return null
  if (row.request_hash !== null && requestHash !== null && row.request_hash !== requestHash) throw new CommandIdReused()
  return { result: row.result }
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
  const { rows } = await sql<{
    type: string
    schema_version: number
    tx_id: string
    position: number
    n: number
    starts: boolean
    ends: boolean
  }>`
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
  const runs: LogRun[] = []
  let open: (typeof rows)[number] | null = null
  for (const row of rows) {
    if (row.starts || (row.n - 1) % maxRun === 0) open = row
    if (open && (row.ends || row.n % maxRun === 0)) {
      runs.push({
        type: row.type,
        schemaVersion: row.schema_version,
        from: { txId: open.tx_id, position: open.position },
        to: { txId: row.tx_id, position: row.position },
        count: row.n - open.n + 1,
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
