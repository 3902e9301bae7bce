import type { DomainEvent, EventMetadata, RecordedEvent } from '@teamspace/domain/shared/events'
import { currentSchemaVersion } from '@teamspace/domain/shared/upcasting'
import { CompiledQuery, sql, type Kysely } from 'kysely'
import { CommandIdReused } from '@teamspace/domain/shared/errors'
import { isConnectionLost } from '../db/database'
import type { DB } from '../db/schema'
import { upcasters } from './upcasters'

// The write side of the log: appends, the command ids they record, and the NOTIFY that wakes readers. What reads
// the log back is read.ts.

/**
 * NOTIFY channel that wakes log tailers. The payload names the instance that sent it (its tailer was woken
 * directly and ignores it); readers read the log themselves.
 */
export const EVENTS_CHANNEL = 'teamspace_events'

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

/**
 * One step of the inline projections on the command path, run by `append_events` right after the events (see
 * migration 0070): a set-based handler's function over its run (`fn`, installed at start, see
 * projections/functions.ts), whose statements Postgres parses and plans once per connection, or a statement with
 * its values written in (`sql`), from a handler declared `writesOnly`. The projections make them; the append only
 * carries them.
 */
export type CommandStep = { readonly fn: string; readonly run: unknown } | { readonly sql: string }

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
