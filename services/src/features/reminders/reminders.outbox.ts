import { availabilityReminderPush } from '@teamspace/domain/reminders/reminders.push'
import { reminderMail } from '@teamspace/domain/reminders/reminder-mail'
import type { CalendarEventType } from '@teamspace/domain/calendar/calendar.constants'
import type { Allergen } from '@teamspace/domain/allergies/allergies.constants'
import type { Language } from '@teamspace/domain/shared/languages'
import { teamPageUrl } from '@teamspace/domain/shared/team-links'
import type { Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { defineMailKind, mailPreferenceOf } from '../../platform/mail/mail-kinds'
import type { MemberMailOutbox } from '../../platform/mail/outbox-delivery'
import { languageOfAccount } from '../../platform/languages'
import { pushReachable, queuePush } from '../../platform/push/push-outbox'
import type { ReminderCalendarChangesTable } from './reminders.tables'
import type { Selectable } from 'kysely'
import './reminders.tables'

/**
 * Reminder mails are optional, team by team, like the other mails: each carries a one-click link to stop them.
 * The reminder picks its families; a member reached by push gets no mail of it.
 */
export const reminderMails = defineMailKind({
  name: 'availability-reminders',
  label: {
    en: 'availability reminder e-mails',
    de: 'Erinnerungs-E-Mails zur Verfügbarkeit',
    es: 'correos de recordatorio de disponibilidad',
  },
  defaultOn: true,
  recipients: 'team',
  setting: '/api/reminder-emails',
})

/** One reminder for one family member: which of their children have not answered for which event. */
export interface MemberReminder {
  /** The reminder's own key (the job's, or a coach's at a stream version): with the member, the mail's. */
  readonly key: string
  readonly teamId: string
  readonly teamName: string
  readonly userId: string
  readonly event: Selectable<ReminderCalendarChangesTable>
  readonly children: readonly { readonly id: string; readonly name: string }[]
  readonly origin: string
  /** The member signed up to bring food for the event: the team's shared allergies, for the mail to say. */
  readonly food?: { readonly allergens: readonly Allergen[] }
}

/**
 * Hands one member their reminder, in the transaction that records it: a push notification when a device of theirs
 * is subscribed in the team with reminders on, else an e-mail unless they turned reminder mails off.
 */
export const deliverReminder = async (trx: Kysely<DB>, reminder: MemberReminder) => {
  const { teamId, userId, event } = reminder
  if (await pushReachable(trx, teamId, userId, 'reminders')) {
    const context = {
      teamId,
      teamName: reminder.teamName,
      calendarEventId: event.calendar_event_id,
      event: {
        title: event.title,
        type: event.type as CalendarEventType,
        opponent: event.opponent,
        startsAt: event.starts_at.toISOString(),
        timeZone: event.time_zone,
      },
    }
    const payload = (language: Language) => availabilityReminderPush(context, language)
    await queuePush(trx, { teamId, userId, kind: 'reminders', key: `reminder:${reminder.key}`, payload })
    return
  }
  if (!(await mailPreferenceOf(trx, reminderMails, { teamId, userId }))) return
  await queueReminderMail(trx, reminder)
}

const queueReminderMail = async (trx: Kysely<DB>, reminder: MemberReminder) => {
  const { event, teamId, origin } = reminder
  // In the member's language (else the team's): the mail is worded once, for them alone.
  const language = await languageOfAccount(trx, reminder.userId, teamId)
  const mail = reminderMail(
    {
      teamName: reminder.teamName,
      event: {
        title: event.title,
        type: event.type as CalendarEventType,
        opponent: event.opponent,
        startsAt: event.starts_at.toISOString(),
        timeZone: event.time_zone,
        location: event.location,
      },
      children: reminder.children.map((child) => child.name),
      ...(reminder.food ? { food: reminder.food } : {}),
      eventUrl: `${teamPageUrl(origin, teamId, 'calendar')}?event=${encodeURIComponent(event.calendar_event_id)}`,
      profileUrl: teamPageUrl(origin, teamId, 'profile'),
    },
    language,
  )
  await trx
    .insertInto('reminder_mail_outbox')
    .values({
      key: `${reminder.key}:${reminder.userId}`,
      team_id: teamId,
      user_id: reminder.userId,
      player_ids: reminder.children.map((child) => child.id),
      subject: mail.subject,
      body: mail.text,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
}

/**
 * A reminder is worth little once the event has begun: a few quick retries, then it is given up. Kept a month once
 * done with, as the other team mails are.
 */
export const reminderMailOutbox: MemberMailOutbox = {
  table: 'reminder_mail_outbox',
  keepDays: 30,
  retryDelaysS: [5, 30, 120, 600, 1_800],
  kind: reminderMails,
}
