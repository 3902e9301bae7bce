import type { RecordedEvent } from '@teamspace/domain/shared/events'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { START, compareCursors, type Cursor } from '../event-store/cursor'
import { readAfter, readHead } from '../event-store/read'

/**
 * An asynchronous subscriber (e-mail, notifications, search index): it follows the log behind the commands,
 * with its own checkpoint committed in the same transaction as its work, so it handles each event once.
 */
export interface Subscriber {
  readonly name: string
  /** Event types it wants: the only ones it reads; the checkpoint still moves past the others. */
  readonly handles: readonly string[]
  readonly handle: (events: readonly RecordedEvent[], trx: Kysely<DB>) => Promise<void>
  /**
   * Work that falls due by the clock rather than by a new event (a merge window closing). It runs in the
   * batch's transaction once the subscriber has caught up with the log, so what it queues commits with the
   * checkpoint. Returns when it next falls due, or null.
   */
  readonly settle?: (trx: Kysely<DB>, now: Date) => Promise<Date | null>
  /**
   * The side effects, after the transaction committed (sending what it queued): never inside it, so a slow
   * mail server holds no lock. Stops early when `signal` aborts. Returns when it wants to run again, or null.
   */
  readonly deliver?: (signal: AbortSignal) => Promise<Date | null>
}

/**
 * Side effects queued outside the log (a reset link asked for), sent by the same runner after the subscribers:
 * no checkpoint, only an outbox. Stops early when `signal` aborts; returns when it wants to run again, or null.
 */
export interface Delivery {
  readonly name: string
  readonly deliver: (signal: AbortSignal) => Promise<Date | null>
}

const BATCH = 200

export interface SubscriberStep {
  /** How many of the subscriber's events it handled (the checkpoint may move past many more of other types). */
  readonly moved: number
  /** False while there is more of the log to read (a full batch), or when another instance owns the subscriber. */
  readonly caughtUp: boolean
  /** When `settle` next falls due. */
  readonly next: Date | null
}

export const readCheckpoint = async (db: Kysely<DB>, name: string): Promise<Cursor> => {
  const row = await db
    .selectFrom('subscription_checkpoints')
    .select(['tx_id', 'position'])
    .where('name', '=', name)
    .executeTakeFirst()
  return row ? { txId: row.tx_id, position: row.position } : START
}

/**
 * Runs one batch for the subscriber if this instance can own it right now. The owner is whoever holds the
 * subscriber's advisory lock for the batch's transaction, so across server instances exactly one handles it;
 * the others return at once. Returns how many of its events it handled (0: not the owner, or nothing new).
 */
export const runSubscriberBatch = async (db: Kysely<DB>, subscriber: Subscriber): Promise<number> =>
  (await runSubscriberStep(db, subscriber)).moved

/**
 * One batch, as `runSubscriberBatch`, and then, once the subscriber has caught up, its `settle` in the same
 * transaction: the work that fell due by the clock commits with the checkpoint.
 */
export const runSubscriberStep = async (
  db: Kysely<DB>,
  subscriber: Subscriber,
  now: () => Date = () => new Date(),
): Promise<SubscriberStep> =>
  db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ owner: boolean }>`
      select pg_try_advisory_xact_lock(hashtext(${`subscriber:${subscriber.name}`})) as owner`.execute(trx)
    if (!rows[0]?.owner) return { moved: 0, caughtUp: false, next: null }
    const from = await readCheckpoint(trx, subscriber.name)
    // Taken before the read: every event up to the head was already visible then, so the read below sees
    // all of them, and the checkpoint may pass the head once none of the subscriber's own types is left.
    const head = await readHead(trx)
    // The database skips the other features' events: a long log costs only what this subscriber handles.
    const events = await readAfter(trx, from, { limit: BATCH, types: subscriber.handles })
    if (events.length > 0) await subscriber.handle(events, trx)
    const caughtUp = events.length < BATCH
    const last = events.at(-1)
    const to = !caughtUp ? last! : last && compareCursors(last, head) > 0 ? last : head
    if (compareCursors(to, from) > 0) {
      await trx
        .insertInto('subscription_checkpoints')
        .values({ name: subscriber.name, tx_id: to.txId, position: to.position, updated_at: new Date() })
        .onConflict((oc) =>
          oc.column('name').doUpdateSet({ tx_id: to.txId, position: to.position, updated_at: new Date() }),
        )
        .execute()
    }
    const next = caughtUp && subscriber.settle ? await subscriber.settle(trx, now()) : null
    return { moved: events.length, caughtUp, next }
  })

/** Runs batches until the subscriber has caught up with the log (or another instance owns it). */
export const drainSubscriber = async (db: Kysely<DB>, subscriber: Subscriber) => {
  while ((await runSubscriberBatch(db, subscriber)) > 0);
}
