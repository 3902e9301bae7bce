import type { DomainEvent, EventMetadata, RecordedEvent } from '@teamspace/domain/shared/events'
import { currentSchemaVersion, upcast } from '@teamspace/domain/shared/upcasting'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { DB, EventsTable } from '../db/schema'
import { START, type Cursor } from './cursor'
import { upcasters } from './upcasters'

/** NOTIFY channel that wakes log tailers; the payload stays empty, readers read the log themselves. */
export const EVENTS_CHANNEL = 'teamspace_events'

/** Wakes the log tailers of every server instance (one NOTIFY, outside any append transaction). */
export const notifyTailers = (db: Kysely<DB>) => sql`select pg_notify(${EVENTS_CHANNEL}, '')`.execute(db)

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

export interface AppendRequest {
  readonly streamId: string
  readonly streamType: string
  readonly teamId: string | null
  /** The stream's version the events were decided on; 0 for a stream that does not exist yet. */
  readonly expectedVersion: number
  readonly events: readonly DomainEvent[]
  readonly metadata: Omit<EventMetadata, 'schemaVersion'>
  /** Recorded in the same statement so a retried command returns this instead of appending again. */
  readonly command?: { readonly id: string; readonly result: unknown }
  /**
   * Complete statements (values written in) run in the same call right after the events: the inline
   * projections' writes (see ProjectionRegistry.statementsFor). Skipped when nothing is appended.
   */
  readonly then?: readonly string[]
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
  const { data, schemaVersion } = upcast(upcasters, row.type, row.schema_version, row.data)
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

/**
 * Appends events to one stream in one statement (the `append_events` function): the stream row is locked
 * first, its version checked and bumped, the events and the command id inserted. Atomic on its own; inside the
 * command handler's transaction it commits with the inline projections. Tailers are woken after commit by
 * the caller (see LogTailer and the platform's notifier), never from inside the append: a NOTIFY in the
 * transaction would make every append commit one after another, cluster-wide.
 */
export const appendToStream = async (db: Kysely<DB>, request: AppendRequest): Promise<RecordedEvent[]> => {
  const { streamId, streamType, teamId, expectedVersion, events, metadata, command, then = [], condition } = request
  if (events.length === 0) return []
  const stored = events.map((event) => ({
    type: event.type,
    schemaVersion: currentSchemaVersion(upcasters, event.type),
    data: event.data,
  }))
  try {
    const { rows } = await sql<{
      event_position: number
      event_tx_id: string
      event_stream_version: number
      duplicate_result: unknown
    }>`
      select event_position, event_tx_id, event_stream_version, duplicate_result
      from append_events(${streamId}, ${streamType}, ${teamId}, ${expectedVersion}, ${JSON.stringify(stored)}::jsonb,
                         ${JSON.stringify(metadata)}::jsonb, ${command?.id ?? null}, ${JSON.stringify(command?.result ?? null)}::jsonb,
                         ${[...then]}::text[], ${condition?.streamId ?? null}::text, ${condition?.version ?? null}::integer)`.execute(
      db,
    )
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

export const findCommandResult = async (db: Kysely<DB>, commandId: string) => {
  const row = await db
    .selectFrom('processed_commands')
    .select('result')
    .where('command_id', '=', commandId)
    .executeTakeFirst()
  return row ? { result: row.result } : null
}

export interface ReadAfterOptions {
  readonly limit?: number
  readonly teamId?: string
  readonly types?: readonly string[]
  /**
   * Only safe when no transaction can still be writing events (the rebuild swap holds a lock on the log):
   * read up to the end instead of stopping below the oldest running transaction.
   */
  readonly unbounded?: boolean
}

/**
 * The catch-up read: events after `cursor` in (txId, position) order, stopping below the oldest transaction
 * still running, so an event whose transaction commits late is delivered later rather than skipped.
 */
export const readAfter = async (db: Kysely<DB>, cursor: Cursor, options: ReadAfterOptions = {}) => {
  const { limit = 500, teamId, types, unbounded = false } = options
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where(sql<boolean>`(tx_id, position) > (${cursor.txId}::xid8, ${cursor.position})`)
    .$if(!unbounded, (q) => q.where(sql<boolean>`tx_id < pg_snapshot_xmin(pg_current_snapshot())`))
    .$if(teamId !== undefined, (q) => q.where('team_id', '=', teamId!))
    .$if(types !== undefined, (q) => q.where('type', 'in', types!.length ? [...types!] : ['']))
    .orderBy('tx_id')
    .orderBy('position')
    .limit(limit)
    .execute()
  return rows.map(toRecordedEvent)
}

/** The last event every reader may already see: where a new tailer starts. */
export const readHead = async (db: Kysely<DB>): Promise<Cursor> => {
  const row = await db
    .selectFrom('events')
    .select(['tx_id', 'position'])
    .where(sql<boolean>`tx_id < pg_snapshot_xmin(pg_current_snapshot())`)
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

/** Whether any event lies beyond `cursor`, committed or not: one index probe (EXISTS … LIMIT 1). */
export const existsAfter = async (db: Kysely<DB>, cursor: Cursor) => {
  const { rows } = await sql<{ found: boolean }>`
    select exists (
      select 1 from events
      where (tx_id, position) > (${cursor.txId}::xid8, ${cursor.position})
      order by tx_id, position
      limit 1) as found`.execute(db)
  return rows[0]?.found === true
}
