import type { RecordedEvent } from '@teamspace/domain/shared/events'
import type { VolunteerNeedRemoved } from '@teamspace/domain/volunteers/volunteers.events'
import { needRemovedMail } from '@teamspace/domain/volunteers/volunteers.mails'
import { volunteerNeedStartsAt } from '@teamspace/domain/volunteers/volunteers.schemas'
import type { FastifyInstance } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import type { MailPort } from '../../platform/mail/mail'
import type { Subscriber } from '../../platform/projections/subscriptions'
import './volunteers.tables'

export const VOLUNTEER_MAIL_SUBSCRIBER = 'volunteer-mails'

/**
 * A removal older than this is not mailed: a subscriber that starts on an old log (a new deployment of this
 * feature, a long outage) tells nobody of a removal they have long since seen on the page.
 */
const FRESH_MS = 24 * 60 * 60 * 1000
/** Mails claimed per round: a sender holds them for `LEASE` and no other instance touches them meanwhile. */
const CLAIM = 20
const LEASE = '2 minutes'
/** A mail server that does not answer within this is counted as a failed attempt. */
const SEND_TIMEOUT_MS = 30_000
/** Waits before the next attempt after each failure; after the last, the mail is given up as failed. */
const RETRY_DELAYS_S = [5, 30, 120, 600, 1_800, 3_600]
/** Sent mails are kept this long, then forgotten. */
const KEEP_DAYS = 30

/**
 * Queues one mail per member who was signed up for each removed need, in the subscriber's transaction (so the
 * rows commit with its checkpoint). The calendar event's title and time are read as they stand now.
 */
const queueRemovalMails = async (
  trx: Kysely<DB>,
  events: readonly RecordedEvent<VolunteerNeedRemoved>[],
  volunteersUrl: string,
  now: Date,
) => {
  const told = events.filter(
    (event) => event.data.volunteerIds.length > 0 && now.getTime() - Date.parse(event.metadata.recordedAt) < FRESH_MS,
  )
  if (told.length === 0) return
  const removers = [...new Set(told.flatMap((event) => (event.metadata.actor ? [event.metadata.actor.userId] : [])))]
  const [calendarEvents, teams, names] = await Promise.all([
    trx
      .selectFrom('calendar_events')
      .select(['id', 'title', 'starts_at', 'time_zone'])
      .where('id', 'in', [...new Set(told.map((event) => event.data.calendarEventId))])
      .execute(),
    trx
      .selectFrom('teams')
      .select(['id', 'name'])
      .where('id', 'in', [...new Set(told.map((event) => event.data.teamId))])
      .execute(),
    // Who removed it, by their name now (the log records them by id only).
    removers.length === 0
      ? Promise.resolve([])
      : trx.selectFrom('profiles').select(['user_id', 'name']).where('user_id', 'in', removers).execute(),
  ])
  const nameById = new Map(names.map((row) => [row.user_id, row.name]))
  const calendarEventById = new Map(calendarEvents.map((row) => [row.id, row]))
  const teamNameById = new Map(teams.map((row) => [row.id, row.name]))
  const rows = told.flatMap(({ data, metadata }) => {
    const calendarEvent = calendarEventById.get(data.calendarEventId)
    const teamName = teamNameById.get(data.teamId)
    if (!calendarEvent || teamName === undefined) return []
    const startsAt = calendarEvent.starts_at.toISOString()
    // A need whose time has passed is past caring about.
    if (Date.parse(volunteerNeedStartsAt(startsAt, data.offsetMinutes)) <= now.getTime()) return []
    const mail = needRemovedMail(
      {
        type: data.type,
        offsetMinutes: data.offsetMinutes,
        calendarEventTitle: calendarEvent.title,
        calendarEventStartsAt: startsAt,
        timeZone: calendarEvent.time_zone,
        removedBy: (metadata.actor && nameById.get(metadata.actor.userId)) || 'Someone',
      },
      { teamName, volunteersUrl },
    )
    return data.volunteerIds.map((userId) => ({
      key: `${data.needId}:${userId}`,
      team_id: data.teamId,
      user_id: userId,
      subject: mail.subject,
      body: mail.text,
    }))
  })
  if (rows.length > 0) {
    await trx
      .insertInto('volunteer_mail_outbox')
      .values(rows)
      .onConflict((oc) => oc.column('key').doNothing())
      .execute()
  }
}

interface Claimed {
  key: string
  team_id: string
  user_id: string
  subject: string
  body: string
  attempts: number
}

/** The next mails due, claimed by this sender for a while: skipped by any other sender, locked or leased. */
const claim = async (db: Kysely<DB>) => {
  const { rows } = await sql<Claimed>`
    update volunteer_mail_outbox set claimed_until = now() + ${LEASE}::interval, attempts = attempts + 1
    where key in (
      select key from volunteer_mail_outbox
      where outcome is null and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
      order by next_attempt_at
      limit ${CLAIM}
      for update skip locked)
    returning key, team_id, user_id, subject, body, attempts`.execute(db)
  return rows
}

/** Each recipient's address, for those still members of the team the mail is about. */
const addressesOf = async (db: Kysely<DB>, mails: readonly Claimed[]) => {
  const rows = await db
    .selectFrom('accounts as a')
    .innerJoin('team_members as m', 'm.user_id', 'a.id')
    .select(['a.id', 'a.email', 'm.team_id'])
    .where(
      'a.id',
      'in',
      mails.map((mail) => mail.user_id),
    )
    .execute()
  return new Map(rows.map((row) => [`${row.team_id}:${row.id}`, row.email]))
}

const finish = (db: Kysely<DB>, key: string, outcome: 'sent' | 'skipped' | 'failed', error: string | null = null) =>
  db
    .updateTable('volunteer_mail_outbox')
    .set({ outcome, finished_at: new Date(), claimed_until: null, last_error: error })
    .where('key', '=', key)
    .execute()

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

/**
 * Sends the queued mails after the transaction that queued them committed, and marks each: sent, skipped (no
 * longer a member) or, after its last retry, failed. A process that stops between sending and marking leaves
 * the row leased, and the next sender sends it again after the lease: at least once, and short of that moment,
 * exactly once. Returns when a retry falls due, or null.
 */
export const deliverVolunteerMails = async (db: Kysely<DB>, mail: MailPort, signal: AbortSignal) => {
  while (!signal.aborted) {
    const mails = await claim(db)
    if (mails.length === 0) break
    const addresses = await addressesOf(db, mails)
    for (const [index, queued] of mails.entries()) {
      if (signal.aborted) {
        // Hand back what this sender will not get to, for the next one.
        await db
          .updateTable('volunteer_mail_outbox')
          .set((eb) => ({ claimed_until: null, attempts: eb('attempts', '-', 1) }))
          .where(
            'key',
            'in',
            mails.slice(index).map((m) => m.key),
          )
          .execute()
        return null
      }
      const to = addresses.get(`${queued.team_id}:${queued.user_id}`)
      if (!to) {
        await finish(db, queued.key, 'skipped')
        continue
      }
      try {
        await withTimeout(mail.send({ to, subject: queued.subject, text: queued.body }), SEND_TIMEOUT_MS)
        await finish(db, queued.key, 'sent')
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        const delay = RETRY_DELAYS_S[queued.attempts - 1]
        if (delay === undefined) {
          await finish(db, queued.key, 'failed', message)
          continue
        }
        await db
          .updateTable('volunteer_mail_outbox')
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
    .selectFrom('volunteer_mail_outbox')
    .select((eb) => eb.fn.min('next_attempt_at').as('at'))
    .where('outcome', 'is', null)
    .executeTakeFirst()
  return next?.at ? new Date(next.at) : null
}

/**
 * E-mails to the people signed up for a need that is removed ("removing one with sign-ups … tells the people
 * signed up"): an asynchronous subscriber with its own checkpoint, queuing with it and sending after commit.
 */
export const volunteerMailSubscriber = (app: FastifyInstance): Subscriber => {
  let lastForget = 0
  return {
    name: VOLUNTEER_MAIL_SUBSCRIBER,
    handles: ['VolunteerNeedRemoved'] satisfies VolunteerNeedRemoved['type'][],
    handle: (events, trx) =>
      queueRemovalMails(
        trx,
        events as readonly RecordedEvent<VolunteerNeedRemoved>[],
        `${app.site.origin()}/volunteers`,
        new Date(),
      ),
    settle: async (trx, now) => {
      if (now.getTime() - lastForget > 60 * 60 * 1000) {
        lastForget = now.getTime()
        const before = new Date(now.getTime() - KEEP_DAYS * 24 * 60 * 60 * 1000)
        await trx.deleteFrom('volunteer_mail_outbox').where('finished_at', '<', before).execute()
      }
      return null
    },
    deliver: (signal) => deliverVolunteerMails(app.platform.db, app.mail, signal),
  }
}
