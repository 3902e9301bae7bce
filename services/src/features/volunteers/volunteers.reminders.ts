import type { Allergen } from '@teamspace/domain/allergies/allergies.constants'
import { memberLanguage } from '@teamspace/domain/i18n/speak'
import { teamPageUrl } from '@teamspace/domain/shared/team-links'
import { volunteerReminderMail } from '@teamspace/domain/volunteers/volunteer-reminder-mail'
import { volunteerReminderMailRoutes } from '@teamspace/domain/volunteers/volunteer-reminder-mail.schemas'
import { MAX_OFFSET_MINUTES, type VolunteerNeedType } from '@teamspace/domain/volunteers/volunteers.schemas'
import type { FastifyInstance } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { defineMailKind, wantsMail } from '../../platform/mail/mail-kinds'
import {
  deliverOutbox,
  memberMails,
  type ClaimedMail,
  type MemberMailOutbox,
  type OutboxDelivery,
} from '../../platform/mail/outbox-delivery'
import type { Delivery } from '../../platform/projections/subscriptions'
import { teamAllergens } from '../allergies'
import './volunteers.tables'

/** A volunteer is reminded this long before their need's time (the event's start and the need's offset). */
export const VOLUNTEER_REMINDER_LEAD_MS = 24 * 60 * 60 * 1000

/** Sign-ups reminded per pass: a backlog (after an outage) is worked off in several. */
const BATCH = 100

/**
 * Volunteer reminders are optional, team by team, like the other mails: each carries a one-click link to stop
 * them, and the profile has the setting.
 */
export const volunteerReminderMails = defineMailKind({
  name: 'volunteer-reminders',
  label: {
    en: 'volunteer reminder e-mails',
    de: 'Erinnerungs-E-Mails zu Helfereinsätzen',
    es: 'correos de recordatorio de voluntariado',
  },
  defaultOn: true,
  recipients: 'team',
  setting: volunteerReminderMailRoutes.preference,
})

/**
 * One reminder per need and member, kept a month once done with, as the other team mails are. Worth little once
 * the need's time has come: a few quick retries, then it is given up.
 */
export const volunteerReminderMailOutbox: MemberMailOutbox = {
  table: 'volunteer_reminder_mail_outbox',
  keepDays: 30,
  retryDelaysS: [5, 30, 120, 600, 1_800],
  kind: volunteerReminderMails,
}

/** The instant a need's volunteers are to be there: its calendar event's start and the need's offset. */
const needTime = sql<Date>`(c.starts_at + n.offset_minutes * interval '1 minute')`
const leadInterval = sql`${VOLUNTEER_REMINDER_LEAD_MS / 1000} * interval '1 second'`
const reminderKey = sql<string>`(s.need_id || ':' || s.volunteer_id)`

/**
 * The sign-ups of current members who want these mails, of needs of events that still take place, with no
 * reminder queued yet: as they stand now, so a moved event moves its needs' reminders.
 */
const unremindedSignUps = (db: Kysely<DB>) =>
  db
    .selectFrom('volunteer_sign_ups as s')
    .innerJoin('volunteer_needs as n', 'n.id', 's.need_id')
    .innerJoin('calendar_events as c', 'c.id', 'n.calendar_event_id')
    .innerJoin('team_members as m', (join) =>
      join.onRef('m.team_id', '=', 's.team_id').onRef('m.user_id', '=', 's.volunteer_id'),
    )
    .where('c.cancelled_at', 'is', null)
    .where(wantsMail(volunteerReminderMails, 'm'))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('volunteer_reminder_mail_outbox as o').select('o.key').where('o.key', '=', reminderKey),
        ),
      ),
    )

/** The sign-ups whose reminder is due at `now`: within a day of the need's time, which has not passed. */
const dueSignUps = (db: Kysely<DB>, now: Date) =>
  unremindedSignUps(db)
    .innerJoin('teams as t', 't.id', 's.team_id')
    .select([
      's.need_id',
      's.volunteer_id',
      's.team_id',
      't.name as team_name',
      't.language as team_language',
      'n.type',
      'n.offset_minutes',
      'n.description',
      'n.food',
      'c.title',
      'c.starts_at',
      'c.time_zone',
      'c.location',
      'c.address',
    ])
    .where(sql<boolean>`${needTime} - ${leadInterval} <= ${now}`)
    .where(needTime, '>', now)
    // The same window by the event's start alone (a need is at most a day from it): what an index can narrow.
    .where('c.starts_at', '>', new Date(now.getTime() - MAX_OFFSET_MINUTES * 60_000))
    .where('c.starts_at', '<=', new Date(now.getTime() + VOLUNTEER_REMINDER_LEAD_MS + MAX_OFFSET_MINUTES * 60_000))
    .orderBy(needTime)
    .limit(BATCH)
    .execute()

/** When the next reminder falls due after `now`, or null. */
const nextReminderDue = async (db: Kysely<DB>, now: Date): Promise<Date | null> => {
  const row = await unremindedSignUps(db)
    .select(sql<Date | string | null>`min(${needTime} - ${leadInterval})`.as('at'))
    .where(sql<boolean>`${needTime} - ${leadInterval} > ${now}`)
    .where('c.starts_at', '>', new Date(now.getTime() - MAX_OFFSET_MINUTES * 60_000))
    .executeTakeFirst()
  return row?.at ? new Date(row.at) : null
}

/**
 * Queues the reminders due at `now`, each worded for its member (their language, else the team's; the event's
 * zone). A food need's carries the team's shared allergies, never a child's name. Each is inserted by its key,
 * so a second instance's pass at the same moment, or a pass after a restart, queues nothing more. Returns how
 * many sign-ups were due (a full batch means more may be).
 */
export const queueDueVolunteerReminders = async (
  db: Kysely<DB>,
  origin: string,
  now: Date,
): Promise<{ due: number }> => {
  const due = await dueSignUps(db, now)
  if (due.length === 0) return { due: 0 }
  const volunteerIds = [...new Set(due.map((row) => row.volunteer_id))]
  const accounts = await db.selectFrom('accounts').select(['id', 'language']).where('id', 'in', volunteerIds).execute()
  const accountLanguageOf = new Map(accounts.map((row) => [row.id, row.language]))
  const allergensOf = new Map<string, Promise<Allergen[]>>()
  const allergens = (teamId: string) => {
    const known = allergensOf.get(teamId) ?? teamAllergens(db, teamId)
    allergensOf.set(teamId, known)
    return known
  }
  const rows = await Promise.all(
    due.map(async (row) => {
      const mail = volunteerReminderMail(
        {
          type: row.type as VolunteerNeedType,
          offsetMinutes: row.offset_minutes,
          description: row.description,
          calendarEventTitle: row.title,
          calendarEventStartsAt: row.starts_at.toISOString(),
          timeZone: row.time_zone,
          location: row.location,
          address: row.address,
          ...(row.food ? { food: { allergens: await allergens(row.team_id) } } : {}),
        },
        {
          teamName: row.team_name,
          volunteersUrl: teamPageUrl(origin, row.team_id, 'volunteers'),
          profileUrl: teamPageUrl(origin, row.team_id, 'profile'),
        },
        memberLanguage(accountLanguageOf.get(row.volunteer_id), row.team_language),
      )
      return {
        key: `${row.need_id}:${row.volunteer_id}`,
        need_id: row.need_id,
        team_id: row.team_id,
        user_id: row.volunteer_id,
        subject: mail.subject,
        body: mail.text,
      }
    }),
  )
  await db
    .insertInto('volunteer_reminder_mail_outbox')
    .values(rows)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  return { due: due.length }
}

/**
 * The member-mail delivery of the reminders, which also skips a reminder whose member no longer holds the need's
 * slot (withdrew, or their swap was taken) or whose need's time has come meanwhile.
 */
const volunteerReminderDelivery = (
  app: FastifyInstance,
  now: Date,
): OutboxDelivery<ClaimedMail & { readonly need_id: string }> => {
  const { db } = app.platform
  const mails = memberMails(db, () => app.site.origin(), volunteerReminderMailOutbox)
  return {
    ...mails,
    columns: [...mails.columns, 'need_id'],
    prepare: async (rows) => {
      const messageOf = await mails.prepare(rows)
      const held = await db
        .selectFrom('volunteer_sign_ups as s')
        .innerJoin('volunteer_needs as n', 'n.id', 's.need_id')
        .innerJoin('calendar_events as c', 'c.id', 'n.calendar_event_id')
        .select(['s.need_id', 's.volunteer_id'])
        .where(
          's.need_id',
          'in',
          rows.map((row) => row.need_id),
        )
        .where('c.cancelled_at', 'is', null)
        .where(needTime, '>', now)
        .execute()
      const holding = new Set(held.map((row) => `${row.need_id}:${row.volunteer_id}`))
      return async (row) => (holding.has(`${row.need_id}:${row.user_id}`) ? messageOf(row) : null)
    },
  }
}

const earliest = (...dates: (Date | null)[]) =>
  dates.reduce<Date | null>((soonest, at) => (at && (!soonest || at < soonest) ? at : soonest), null)

/**
 * One pass of the volunteer reminders at the app's clock: queues what fell due, sends what is queued. Returns
 * when the next reminder or retry falls due, or null.
 */
export const remindVolunteers = async (app: FastifyInstance, signal: AbortSignal): Promise<Date | null> => {
  const now = app.settings.now()
  const { db } = app.platform
  const { due } = await queueDueVolunteerReminders(db, app.site.origin(), now)
  const next = due === BATCH ? now : await nextReminderDue(db, now)
  const retry = await deliverOutbox(db, app.mail, signal, volunteerReminderDelivery(app, now))
  return earliest(next, retry)
}

/** The job in the subscribers' runner: a pass when the next reminder falls due and at every poll. */
export const volunteerReminderJob = (app: FastifyInstance): Delivery => ({
  name: 'volunteer-reminders',
  deliver: (signal) => remindVolunteers(app, signal),
})
