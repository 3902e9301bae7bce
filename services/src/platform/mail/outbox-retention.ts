import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { Delivery } from '../projections/subscriptions'
import type { DeclaredOutbox } from './outbox-delivery'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/** Deletes each outbox's rows finished (sent, skipped or failed) more than its `keepDays` before `now`. */
export const forgetFinishedRows = async (db: Kysely<DB>, outboxes: readonly DeclaredOutbox[], now: Date) => {
  for (const { table, keepDays } of outboxes) {
    const before = new Date(now.getTime() - keepDays * DAY_MS)
    await sql`delete from ${sql.table(table)} where finished_at < ${before}`.execute(db)
  }
}

/**
 * The sweep of every declared outbox, once an hour in the subscribers' runner: what was sent is kept a while for
 * the health check and for a maintainer's questions, then forgotten. Rows still to be sent are never touched.
 */
export const outboxRetention = (
  db: Kysely<DB>,
  outboxes: readonly DeclaredOutbox[],
  now: () => Date = () => new Date(),
): Delivery => {
  let lastSweep: number | undefined
  return {
    name: 'outbox-retention',
    deliver: async () => {
      const at = now()
      // A clock set back (a test's) counts as an hour gone too.
      if (lastSweep === undefined || Math.abs(at.getTime() - lastSweep) >= HOUR_MS) {
        lastSweep = at.getTime()
        await forgetFinishedRows(db, outboxes, at)
      }
      return null
    },
  }
}
