import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { MailPort } from './mail'

/**
 * The outbox tables of the features that send mail from a subscriber share one shape: `key`, `team_id`,
 * `user_id`, `subject`, `body`, `attempts`, `next_attempt_at`, `claimed_until`, `outcome`, `finished_at`,
 * `last_error`. The address is looked up when sending, never kept.
 */
export type MailOutboxTable = 'schedule_mail_outbox' | 'volunteer_mail_outbox' | 'news_mail_outbox'

/** A queued mail as a sender claims it. */
export interface ClaimedMail {
  readonly key: string
  readonly team_id: string
  readonly user_id: string
  readonly subject: string
  readonly body: string
  readonly attempts: number
}

export interface OutboxDelivery {
  readonly table: MailOutboxTable
  /** Waits before the next attempt after each failure; after the last, the mail is given up as failed. */
  readonly retryDelaysS: readonly number[]
  /**
   * Where each claimed mail goes now: its address, or null when it should no longer be sent (the member left,
   * or turned these mails off meanwhile).
   */
  readonly addressesOf: (db: Kysely<DB>, mails: readonly ClaimedMail[]) => Promise<(mail: ClaimedMail) => string | null>
}

/** Mails claimed per round: a sender holds them for `LEASE` and no other instance touches them meanwhile. */
const CLAIM = 20
const LEASE = '2 minutes'
/** A mail server that does not answer within this is counted as a failed attempt. */
const SEND_TIMEOUT_MS = 30_000

const withTimeout = async <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer from the mail server within ${ms / 1000} s`)), ms)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}

/** The next mails due, claimed by this sender for a while: skipped by any other sender, locked or leased. */
const claim = async (db: Kysely<DB>, table: MailOutboxTable) => {
  const outbox = sql.table(table)
  const { rows } = await sql<ClaimedMail>`
    update ${outbox} set claimed_until = now() + ${LEASE}::interval, attempts = attempts + 1
    where key in (
      select key from ${outbox}
      where outcome is null and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
      order by next_attempt_at
      limit ${CLAIM}
      for update skip locked)
    returning key, team_id, user_id, subject, body, attempts`.execute(db)
  return rows
}

const finish = (
  db: Kysely<DB>,
  table: MailOutboxTable,
  key: string,
  outcome: 'sent' | 'skipped' | 'failed',
  error: string | null = null,
) =>
  sql`update ${sql.table(table)}
    set outcome = ${outcome}, finished_at = now(), claimed_until = null, last_error = ${error}
    where key = ${key}`.execute(db)

/**
 * Sends a feature's queued mails after the transaction that queued them committed, and marks each: sent,
 * skipped (no address any more) or, after its last retry, failed. A process that stops between sending and
 * marking leaves the row leased, and the next sender sends it again after the lease: at least once, and short
 * of that moment, exactly once. Returns when a retry falls due, or null.
 */
export const deliverOutbox = async (
  db: Kysely<DB>,
  mail: MailPort,
  signal: AbortSignal,
  { table, retryDelaysS, addressesOf }: OutboxDelivery,
): Promise<Date | null> => {
  const outbox = sql.table(table)
  while (!signal.aborted) {
    const mails = await claim(db, table)
    if (mails.length === 0) break
    const addressOf = await addressesOf(db, mails)
    for (const [index, queued] of mails.entries()) {
      if (signal.aborted) {
        // Hand back what this sender will not get to, for the next one.
        const keys = mails.slice(index).map((m) => m.key)
        await sql`update ${outbox} set claimed_until = null, attempts = attempts - 1
          where key in (${sql.join(keys)})`.execute(db)
        return null
      }
      const to = addressOf(queued)
      if (!to) {
        await finish(db, table, queued.key, 'skipped')
        continue
      }
      try {
        await withTimeout(mail.send({ to, subject: queued.subject, text: queued.body }), SEND_TIMEOUT_MS)
        await finish(db, table, queued.key, 'sent')
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        const delay = retryDelaysS[queued.attempts - 1]
        if (delay === undefined) {
          await finish(db, table, queued.key, 'failed', message)
          continue
        }
        await sql`update ${outbox}
          set claimed_until = null, last_error = ${message}, next_attempt_at = now() + make_interval(secs => ${delay})
          where key = ${queued.key}`.execute(db)
      }
    }
  }
  const { rows } = await sql<{ at: Date | string | null }>`
    select min(next_attempt_at) as at from ${outbox} where outcome is null`.execute(db)
  const at = rows[0]?.at
  return at ? new Date(at) : null
}
