import { sql, type Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import type { MailPort } from '../../platform/mail/mail'
import './schedule-mails.tables'

/** Mails claimed per round: a sender holds them for `LEASE` and no other instance touches them meanwhile. */
const CLAIM = 20
const LEASE = '2 minutes'
/** A mail server that does not answer within this is counted as a failed attempt. */
const SEND_TIMEOUT_MS = 30_000
/** Waits before the next attempt after each failure; after the last, the mail is given up as failed. */
const RETRY_DELAYS_S = [5, 30, 120, 600, 1_800, 3_600, 3_600, 3_600]

interface Claimed {
  key: string
  user_id: string
  subject: string
  body: string
  attempts: number
}

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
const claim = async (db: Kysely<DB>) => {
  const { rows } = await sql<Claimed>`
    update schedule_mail_outbox set claimed_until = now() + ${LEASE}::interval, attempts = attempts + 1
    where key in (
      select key from schedule_mail_outbox
      where outcome is null and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
      order by next_attempt_at
      limit ${CLAIM}
      for update skip locked)
    returning key, user_id, subject, body, attempts`.execute(db)
  return rows
}

/** Each recipient's address, and whether they are still a member who wants these mails. */
const recipients = async (db: Kysely<DB>, mails: readonly Claimed[]) => {
  const rows = await db
    .selectFrom('accounts as a')
    .leftJoin('schedule_mail_preferences as p', 'p.user_id', 'a.id')
    .select(['a.id', 'a.email', 'p.enabled'])
    .select((eb) =>
      eb.exists(eb.selectFrom('team_members as m').select('m.user_id').whereRef('m.user_id', '=', 'a.id')).as('member'),
    )
    .where(
      'a.id',
      'in',
      mails.map((mail) => mail.user_id),
    )
    .execute()
  return new Map(rows.map((row) => [row.id, { email: row.email, wanted: row.member && row.enabled !== false }]))
}

const finish = (db: Kysely<DB>, key: string, outcome: 'sent' | 'skipped' | 'failed', error: string | null = null) =>
  db
    .updateTable('schedule_mail_outbox')
    .set({ outcome, finished_at: new Date(), claimed_until: null, last_error: error })
    .where('key', '=', key)
    .execute()

/**
 * Sends the queued schedule-change mails, after the transaction that queued them committed, and marks each
 * one: sent, skipped (the member left or turned the mails off meanwhile) or, after its last retry, failed. A
 * process that stops between sending and marking leaves the row leased; after the lease the next sender
 * sends it again, so a mail is sent at least once and, short of that one moment, exactly once.
 */
export const deliverScheduleMails = async (
  db: Kysely<DB>,
  mail: MailPort,
  signal: AbortSignal,
): Promise<Date | null> => {
  while (!signal.aborted) {
    const mails = await claim(db)
    if (mails.length === 0) break
    const to = await recipients(db, mails)
    for (const [index, queued] of mails.entries()) {
      if (signal.aborted) {
        // Hand back what this sender will not get to, for the next one.
        await db
          .updateTable('schedule_mail_outbox')
          .set((eb) => ({ claimed_until: null, attempts: eb('attempts', '-', 1) }))
          .where(
            'key',
            'in',
            mails.slice(index).map((m) => m.key),
          )
          .execute()
        return null
      }
      const recipient = to.get(queued.user_id)
      if (!recipient?.wanted) {
        await finish(db, queued.key, 'skipped')
        continue
      }
      try {
        await withTimeout(
          mail.send({ to: recipient.email, subject: queued.subject, text: queued.body }),
          SEND_TIMEOUT_MS,
        )
        await finish(db, queued.key, 'sent')
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        const delay = RETRY_DELAYS_S[queued.attempts - 1]
        if (delay === undefined) {
          await finish(db, queued.key, 'failed', message)
          continue
        }
        await db
          .updateTable('schedule_mail_outbox')
          .set({
            claimed_until: null,
            last_error: message,
            next_attempt_at: sql<Date>`now() + make_interval(secs => ${delay})`,
          })
          .where('key', '=', queued.key)
          .execute()
      }
    }
  }
  const next = await db
    .selectFrom('schedule_mail_outbox')
    .select((eb) => eb.fn.min('next_attempt_at').as('at'))
    .where('outcome', 'is', null)
    .executeTakeFirst()
  return next?.at ? new Date(next.at) : null
}
