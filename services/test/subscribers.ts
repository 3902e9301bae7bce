import { sql, type Kysely } from 'kysely'
import type { DB } from '../src/platform/db/schema'
import { countAfter } from '../src/platform/event-store/read'
import { readCheckpoint } from '../src/platform/projections/subscriptions'

export interface SubscriberTables {
  /** Its open merge windows, one row each: none may be left. */
  readonly pending?: readonly string[]
  /** Its outboxes: no row may be left unsent (`outcome is null`), not even one waiting for its next attempt. */
  readonly outboxes: readonly string[]
}

/** What the subscriber still has to do: empty once it has read the whole log and sent all it queued. */
const leftToDo = async (db: Kysely<DB>, subscriber: string, tables: SubscriberTables) => {
  const left: string[] = []
  const unread = await countAfter(db, await readCheckpoint(db, subscriber))
  if (unread > 0) left.push(`${unread} events of the log unread`)
  for (const table of tables.pending ?? []) {
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(table)}`.execute(db)
    if (rows[0]!.count > 0) left.push(`${rows[0]!.count} rows in ${table}`)
  }
  for (const table of tables.outboxes) {
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from ${sql.table(table)} where outcome is null`.execute(db)
    if (rows[0]!.count > 0) left.push(`${rows[0]!.count} unsent rows in ${table}`)
  }
  return left
}

/**
 * Waits until an async subscriber has nothing left to do: its checkpoint is at the head of the log, none of its
 * merge windows is open and its outboxes hold nothing unsent. Its windows and outboxes live in the database and
 * commit with its checkpoint, so from then on it sends nothing more until something new happens: a test that
 * expects no (further) message checks once this holds, rather than after a sleep that a slow machine outlasts.
 * The deadline only guards against a hang.
 */
export const untilSettled = async (
  db: Kysely<DB>,
  subscriber: string,
  tables: SubscriberTables,
  timeoutMs = 60_000,
) => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const left = await leftToDo(db, subscriber, tables)
    if (left.length === 0) return
    if (Date.now() > deadline) throw new Error(`the ${subscriber} subscriber did not settle: ${left.join(', ')}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
