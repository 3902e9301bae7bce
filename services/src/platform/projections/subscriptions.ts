import type { RecordedEvent } from '@teamspace/domain/shared/events'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { START, type Cursor } from '../event-store/cursor'
import { readAfter } from '../event-store/event-store'

/**
 * An asynchronous subscriber (e-mail, notifications, search index): it follows the log behind the commands,
 * with its own checkpoint committed in the same transaction as its work, so it handles each event once.
 */
export interface Subscriber {
  readonly name: string
  /** Event types it wants; the checkpoint still moves past the others. */
  readonly handles: readonly string[]
  readonly handle: (events: readonly RecordedEvent[], trx: Kysely<DB>) => Promise<void>
}

const BATCH = 200

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
 * the others return at once. Returns how many events the checkpoint moved past (0: not the owner, or nothing new).
 */
export const runSubscriberBatch = async (db: Kysely<DB>, subscriber: Subscriber): Promise<number> =>
  db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ owner: boolean }>`
      select pg_try_advisory_xact_lock(hashtext(${`subscriber:${subscriber.name}`})) as owner`.execute(trx)
    if (!rows[0]?.owner) return 0
    const from = await readCheckpoint(trx, subscriber.name)
    const events = await readAfter(trx, from, { limit: BATCH })
    if (events.length === 0) return 0
    const wanted = events.filter((e) => subscriber.handles.includes(e.type))
    if (wanted.length > 0) await subscriber.handle(wanted, trx)
    const last = events.at(-1)!
    await trx
      .insertInto('subscription_checkpoints')
      .values({ name: subscriber.name, tx_id: last.txId, position: last.position, updated_at: new Date() })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({ tx_id: last.txId, position: last.position, updated_at: new Date() }),
      )
      .execute()
    return events.length
  })

/** Runs batches until the subscriber has caught up with the log (or another instance owns it). */
export const drainSubscriber = async (db: Kysely<DB>, subscriber: Subscriber) => {
  while ((await runSubscriberBatch(db, subscriber)) > 0);
}
