import type { FastifyInstance } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { DB, Timestamp } from '../db/schema'
import type { MailMessage, MailPort } from './mail'
import { wantsMail, type MailKind } from './mail-kinds'
import { unsubscribeHeaders, unsubscribeUrl } from './opt-out'

/**
 * The columns every outbox has beside its feature's own: `key`, `attempts`, `next_attempt_at`, `claimed_until`,
 * `outcome`, `finished_at` and `last_error`. The features that mail members from a subscriber share one shape
 * (`team_id`, `user_id`, `subject`, `body`: see `memberMails`); the address is looked up when sending, never kept.
 */
interface OutboxColumns {
  key: string
  claimed_until: Timestamp | null
  outcome: string | null
  finished_at: Timestamp | null
  last_error: string | null
}

/** Every table with an outbox's columns (mails, push notifications): whichever feature owns it. */
export type OutboxTable = { [T in keyof DB]: DB[T] extends OutboxColumns ? T : never }[keyof DB]

/** Every outbox of the shared member-mail shape. */
export type MemberMailTable = {
  [T in OutboxTable]: DB[T] extends { team_id: string; user_id: string; subject: string; body: string } ? T : never
}[OutboxTable]

/**
 * An outbox as its feature declares it (`mailOutboxes`): the health check reports its backlog, and finished rows
 * (sent, skipped or failed) older than `keepDays` are forgotten by the platform's hourly sweep.
 */
export interface DeclaredOutbox {
  readonly table: OutboxTable
  readonly keepDays: number
}

/** What every claimed row has. */
export interface QueuedMail {
  readonly key: string
  readonly attempts: number
}

/** A queued mail to a member, as a sender claims it. */
export interface ClaimedMail extends QueuedMail {
  readonly team_id: string
  readonly user_id: string
  readonly subject: string
  readonly body: string
}

export interface OutboxDelivery<Row extends QueuedMail, Message = MailMessage> {
  readonly table: OutboxTable
  /** The columns of a row its mail is made from, beside `key` and `attempts`. */
  readonly columns: readonly Exclude<keyof Row & string, keyof QueuedMail>[]
  /** Waits before the next attempt after each failure; after the last, the mail is given up as failed. */
  readonly retryDelaysS: readonly number[]
  /**
   * The mail each claimed row sends now, made just before it is sent, or null when it should no longer be sent
   * (the member left, turned these mails off meanwhile, or the address has no account).
   */
  readonly prepare: (rows: readonly Row[]) => Promise<(row: Row) => Promise<Message | null>>
  /** A row that names an address is deleted once done with (sent, skipped or failed) rather than kept marked. */
  readonly forgetWhenDone?: boolean
}

/** Marks every mail that the app sends by itself, so that auto-responders and vacation replies stay quiet (RFC 3834). */
const AUTOMATIC = { 'Auto-Submitted': 'auto-generated' } as const

/** Mails claimed per round: a sender holds them for `LEASE` and no other instance touches them meanwhile. */
const CLAIM = 20
const LEASE = '2 minutes'
/** A mail server (or push service) that does not answer within this is counted as a failed attempt. */
const SEND_TIMEOUT_MS = 30_000

const withTimeout = async <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}

/** The next mails due, claimed by this sender for a while: skipped by any other sender, locked or leased. */
const claim = async <Row extends QueuedMail, Message>(
  db: Kysely<DB>,
  { table, columns }: OutboxDelivery<Row, Message>,
) => {
  const outbox = sql.table(table)
  const { rows } = await sql<Row>`
    update ${outbox} set claimed_until = now() + ${LEASE}::interval, attempts = attempts + 1
    where key in (
      select key from ${outbox}
      where outcome is null and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
      order by next_attempt_at
      limit ${CLAIM}
      for update skip locked)
    returning ${sql.join(['key', 'attempts', ...columns].map((column) => sql.ref(column)))}`.execute(db)
  return rows
}

const finish = (
  db: Kysely<DB>,
  { table, forgetWhenDone }: Pick<OutboxDelivery<QueuedMail, unknown>, 'table' | 'forgetWhenDone'>,
  key: string,
  outcome: 'sent' | 'skipped' | 'failed',
  error: string | null = null,
) =>
  forgetWhenDone
    ? sql`delete from ${sql.table(table)} where key = ${key}`.execute(db)
    : sql`update ${sql.table(table)}
        set outcome = ${outcome}, finished_at = now(), claimed_until = null, last_error = ${error}
        where key = ${key}`.execute(db)

/**
 * Sends a feature's queued mails after the transaction that queued them committed, and marks each: sent,
 * skipped (nothing to send any more) or, after its last retry, failed. A process that stops between sending and
 * marking leaves the row leased, and the next sender sends it again after the lease: at least once, and short
 * of that moment, exactly once. Every mail says it was sent automatically. Returns when a retry falls due, or
 * null.
 */
export const deliverOutbox = <Row extends QueuedMail>(
  db: Kysely<DB>,
  mail: MailPort,
  signal: AbortSignal,
  delivery: OutboxDelivery<Row>,
): Promise<Date | null> =>
  deliverQueued(db, signal, delivery, async (message) => {
    await mail.send({ ...message, headers: { ...message.headers, ...AUTOMATIC } })
    return 'sent'
  })

/**
 * The delivery behind `deliverOutbox`, for any outbox of the shared shape and any way of sending (mail, push):
 * claims what is due under a lease, sends each with `send` (which may say a row was `skipped` after all, such as
 * a push to a subscription the push service no longer knows), marks it, and schedules a retry with backoff for
 * a failure. Returns when a retry falls due, or null.
 */
export const deliverQueued = async <Row extends QueuedMail, Message>(
  db: Kysely<DB>,
  signal: AbortSignal,
  delivery: OutboxDelivery<Row, Message>,
  send: (message: Message, row: Row) => Promise<'sent' | 'skipped'>,
): Promise<Date | null> => {
  const { table, retryDelaysS, prepare } = delivery
  const outbox = sql.table(table)
  while (!signal.aborted) {
    const queued = await claim(db, delivery)
    if (queued.length === 0) break
    const messageOf = await prepare(queued)
    for (const [index, row] of queued.entries()) {
      if (signal.aborted) {
        // Hand back what this sender will not get to, for the next one.
        const keys = queued.slice(index).map((m) => m.key)
        await sql`update ${outbox} set claimed_until = null, attempts = attempts - 1
          where key in (${sql.join(keys)})`.execute(db)
        return null
      }
      try {
        const message = await messageOf(row)
        if (!message) {
          await finish(db, delivery, row.key, 'skipped')
          continue
        }
        await finish(db, delivery, row.key, await withTimeout(send(message, row), SEND_TIMEOUT_MS))
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        const delay = retryDelaysS[row.attempts - 1]
        if (delay === undefined) {
          await finish(db, delivery, row.key, 'failed', message)
          continue
        }
        await sql`update ${outbox}
          set claimed_until = null, last_error = ${message}, next_attempt_at = now() + make_interval(secs => ${delay})
          where key = ${row.key}`.execute(db)
      }
    }
  }
  const { rows } = await sql<{ at: Date | string | null }>`
    select min(next_attempt_at) as at from ${outbox} where outcome is null`.execute(db)
  const at = rows[0]?.at
  return at ? new Date(at) : null
}

/**
 * An outbox of the shared member-mail shape as its feature declares it, once: listed in its `mailOutboxes` (the
 * sweep, the health check) and sent with `sendMemberMails`.
 */
export interface MemberMailOutbox extends DeclaredOutbox {
  readonly table: MemberMailTable
  /** Waits before the next attempt after each failure; after the last, the mail is given up as failed. */
  readonly retryDelaysS: readonly number[]
  /**
   * The kind of an optional mail: each carries a one-click unsubscribe link for it, and one whose member turned
   * the kind off meanwhile is not sent. Without it, every member of the mail's team gets theirs.
   */
  readonly kind?: MailKind
}

/**
 * Each claimed mail's address now: its member's, while they are still a member of the mail's team (and want its
 * kind); else null, and the mail is skipped.
 */
const addressesOf = async (db: Kysely<DB>, mails: readonly ClaimedMail[], kind: MailKind | undefined) => {
  const members = db
    .selectFrom('accounts as a')
    .innerJoin('team_members as m', 'm.user_id', 'a.id')
    .select(['a.id', 'a.email', 'm.team_id'])
    .where(
      'a.id',
      'in',
      mails.map((mail) => mail.user_id),
    )
  const rows = await (kind ? members.where(wantsMail(kind, 'm')) : members).execute()
  const addresses = new Map(rows.map((row) => [`${row.team_id}:${row.id}`, row.email]))
  return (mail: ClaimedMail) => addresses.get(`${mail.team_id}:${mail.user_id}`) ?? null
}

/** The delivery of an outbox of the shared member-mail shape (`team_id`, `user_id`, `subject`, `body`). */
export const memberMails = (
  db: Kysely<DB>,
  origin: () => string,
  { table, retryDelaysS, kind }: MemberMailOutbox,
): OutboxDelivery<ClaimedMail> => ({
  table,
  retryDelaysS,
  columns: ['team_id', 'user_id', 'subject', 'body'],
  prepare: async (mails) => {
    const addressOf = await addressesOf(db, mails, kind)
    return async (queued) => {
      const to = addressOf(queued)
      if (!to) return null
      const headers = kind
        ? unsubscribeHeaders(
            await unsubscribeUrl(db, origin(), kind, { teamId: queued.team_id, userId: queued.user_id }),
          )
        : undefined
      return { to, subject: queued.subject, text: queued.body, ...(headers ? { headers } : {}) }
    }
  },
})

/**
 * Sends what a member-mail outbox has due, after the transaction that queued it committed: a member who left the
 * team or turned the kind off meanwhile is skipped. Returns when a retry falls due, or null.
 */
export const sendMemberMails = (app: FastifyInstance, outbox: MemberMailOutbox, signal: AbortSignal) =>
  deliverOutbox(
    app.platform.db,
    app.mail,
    signal,
    memberMails(app.platform.db, () => app.site.origin(), outbox),
  )
