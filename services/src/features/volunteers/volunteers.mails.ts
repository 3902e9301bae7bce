import { inEachLanguage, memberLanguage } from '@teamspace/domain/i18n/speak'
import type { RecordedEvent } from '@teamspace/domain/shared/events'
import { teamPageUrl } from '@teamspace/domain/shared/team-links'
import type { VolunteerNeedRemoved } from '@teamspace/domain/volunteers/volunteers.events'
import { needRemovedMail } from '@teamspace/domain/volunteers/volunteers.mails'
import { volunteerNeedStartsAt } from '@teamspace/domain/volunteers/volunteers.schemas'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { sendMemberMails, type MemberMailOutbox } from '../../platform/mail/outbox-delivery'
import type { Subscriber } from '../../platform/projections/subscriptions'
import './volunteers.tables'

export const VOLUNTEER_MAIL_SUBSCRIBER = 'volunteer-mails'

/**
 * A removal older than this is not mailed: a subscriber that starts on an old log (a new deployment of this
 * feature, a long outage) tells nobody of a removal they have long since seen on the page.
 */
const FRESH_MS = 24 * 60 * 60 * 1000

/**
 * Queues one mail per member who was signed up for each removed need, in the subscriber's transaction (so the
 * rows commit with its checkpoint). The calendar event's title and time are read as they stand now.
 */
const queueRemovalMails = async (
  trx: Kysely<DB>,
  events: readonly RecordedEvent<VolunteerNeedRemoved>[],
  origin: string,
  now: Date,
) => {
  const told = events.filter(
    (event) => event.data.volunteerIds.length > 0 && now.getTime() - Date.parse(event.metadata.recordedAt) < FRESH_MS,
  )
  if (told.length === 0) return
  const removers = [...new Set(told.flatMap((event) => (event.metadata.actor ? [event.metadata.actor.userId] : [])))]
  const volunteers = [...new Set(told.flatMap((event) => event.data.volunteerIds))]
  const [calendarEvents, teams, names, accounts] = await Promise.all([
    trx
      .selectFrom('calendar_events')
      .select(['id', 'title', 'starts_at', 'time_zone'])
      .where('id', 'in', [...new Set(told.map((event) => event.data.calendarEventId))])
      .execute(),
    trx
      .selectFrom('teams')
      .select(['id', 'name', 'language'])
      .where('id', 'in', [...new Set(told.map((event) => event.data.teamId))])
      .execute(),
    // Who removed it, by their name now (the log records them by id only).
    removers.length === 0
      ? Promise.resolve([])
      : trx.selectFrom('profiles').select(['user_id', 'name']).where('user_id', 'in', removers).execute(),
    // Each volunteer's language, to word their mail in.
    trx.selectFrom('accounts').select(['id', 'language']).where('id', 'in', volunteers).execute(),
  ])
  const accountLanguageOf = new Map(accounts.map((row) => [row.id, row.language]))
  const nameById = new Map(names.map((row) => [row.user_id, row.name]))
  const calendarEventById = new Map(calendarEvents.map((row) => [row.id, row]))
  const teamNameById = new Map(teams.map((row) => [row.id, row.name]))
  const teamLanguageById = new Map(teams.map((row) => [row.id, row.language]))
  const rows = told.flatMap(({ data, metadata }) => {
    const calendarEvent = calendarEventById.get(data.calendarEventId)
    const teamName = teamNameById.get(data.teamId)
    if (!calendarEvent || teamName === undefined) return []
    const startsAt = calendarEvent.starts_at.toISOString()
    // A need whose time has passed is past caring about.
    if (Date.parse(volunteerNeedStartsAt(startsAt, data.offsetMinutes)) <= now.getTime()) return []
    const need = {
      type: data.type,
      offsetMinutes: data.offsetMinutes,
      calendarEventTitle: calendarEvent.title,
      calendarEventStartsAt: startsAt,
      timeZone: calendarEvent.time_zone,
      removedBy: (metadata.actor && nameById.get(metadata.actor.userId)) || null,
    }
    const context = { teamName, volunteersUrl: teamPageUrl(origin, data.teamId, 'volunteers') }
    const mails = inEachLanguage((language) => needRemovedMail(need, context, language))
    return data.volunteerIds.map((userId) => {
      const mail = mails[memberLanguage(accountLanguageOf.get(userId), teamLanguageById.get(data.teamId))]
      return {
        key: `${data.needId}:${userId}`,
        team_id: data.teamId,
        user_id: userId,
        subject: mail.subject,
        body: mail.text,
      }
    })
  })
  if (rows.length > 0) {
    await trx
      .insertInto('volunteer_mail_outbox')
      .values(rows)
      .onConflict((oc) => oc.column('key').doNothing())
      .execute()
  }
}

/**
 * One mail per removed need and member signed up for it, kept a month once done with; someone no longer a member
 * of the team is skipped. Retried for about an hour and three quarters.
 */
export const volunteerMailOutbox: MemberMailOutbox = {
  table: 'volunteer_mail_outbox',
  keepDays: 30,
  retryDelaysS: [5, 30, 120, 600, 1_800, 3_600],
}

/**
 * E-mails to the people signed up for a need that is removed ("removing one with sign-ups … tells the people
 * signed up"): an asynchronous subscriber with its own checkpoint, queuing with it and sending after commit.
 */
export const volunteerMailSubscriber = (app: FastifyInstance): Subscriber => {
  return {
    name: VOLUNTEER_MAIL_SUBSCRIBER,
    handles: ['VolunteerNeedRemoved'] satisfies VolunteerNeedRemoved['type'][],
    handle: (events, trx) =>
      queueRemovalMails(trx, events as readonly RecordedEvent<VolunteerNeedRemoved>[], app.site.origin(), new Date()),
    deliver: (signal) => sendMemberMails(app, volunteerMailOutbox, signal),
  }
}
