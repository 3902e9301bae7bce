import type { FastifyInstance } from 'fastify'
import type { Kysely, Selectable } from 'kysely'
import { nanoid } from 'nanoid'
import type { DB } from '../../platform/db/schema'
import type { Delivery } from '../../platform/projections/subscriptions'
import { sendMemberMails } from '../../platform/mail/outbox-delivery'
import { foodVolunteersOf } from '../volunteers'
import { deliverReminder, reminderMailOutbox } from './reminders.outbox'
import { dueForReminder, findReminderEvent, nextReminderDue, unansweredFor, type Unanswered } from './reminders.queries'
import { eventReminderStream } from './reminders.streams'
import type { ReminderCalendarChangesTable } from './reminders.tables'

/** Events reminded per pass: a backlog (after an outage) is worked off in several. */
const BATCH = 50

/** Queues one reminder per family member of the unanswered children, naming theirs, in the reminder's transaction. */
export const queueReminders = async (
  trx: Kysely<DB>,
  reminder: {
    readonly key: string
    readonly event: Selectable<ReminderCalendarChangesTable>
    readonly unanswered: Unanswered
    readonly origin: string
  },
) => {
  const { event, unanswered } = reminder
  const team = await trx.selectFrom('teams').select('name').where('id', '=', event.team_id).executeTakeFirst()
  if (!team) return
  const nameOf = new Map(unanswered.players.map((player) => [player.id, player.name]))
  // Those bringing food for the event are reminded of the allergies in the team as well.
  const food = await foodVolunteersOf(trx, event.team_id, event.calendar_event_id)
  for (const [userId, playerIds] of unanswered.byMember) {
    await deliverReminder(trx, {
      key: reminder.key,
      teamId: event.team_id,
      teamName: team.name,
      userId,
      event,
      children: playerIds.map((id) => ({ id, name: nameOf.get(id) ?? '' })),
      origin: reminder.origin,
      ...(food.volunteerIds.has(userId) ? { food: { allergens: food.allergens } } : {}),
    })
  }
}

/**
 * The automatic reminder of one event: appended on the event's reminder stream with the mails it queues, so
 * whichever server instance gets there first sends it and every other finds it sent. Its command id is the
 * event's, so a retry after a lost answer is the same command.
 */
const remindAutomatically = async (
  app: FastifyInstance,
  calendarEventId: string,
  teamId: string,
  leadHours: number,
  now: Date,
) => {
  const { db } = app.platform
  const event = await findReminderEvent(db, teamId, calendarEventId)
  if (!event) return
  const unanswered = await unansweredFor(db, teamId, calendarEventId)
  await app.platform.execute(
    eventReminderStream,
    {
      type: 'SendAutomaticReminder',
      data: { teamId, calendarEventId, playerIds: unanswered.players.map((player) => player.id), leadHours },
    },
    {
      metadata: { now, actor: null, commandId: `automatic-reminder:${calendarEventId}`, correlationId: nanoid() },
      alsoInTransaction: (trx) =>
        queueReminders(trx, { key: `automatic:${calendarEventId}`, event, unanswered, origin: app.site.origin() }),
    },
  )
}

/**
 * The reminder job's pass at `now`: every game or practice whose reminder fell due (start − lead ≤ now < start)
 * and was not sent gets it. Returns when the next one falls due, or null.
 */
export const remindDueEvents = async (app: FastifyInstance, now: Date): Promise<Date | null> => {
  const due = await dueForReminder(app.platform.db, now, BATCH)
  for (const row of due) await remindAutomatically(app, row.calendar_event_id, row.team_id, row.lead_hours, now)
  return due.length === BATCH ? now : nextReminderDue(app.platform.db, now)
}

const earliest = (...dates: (Date | null)[]) =>
  dates.reduce<Date | null>((soonest, at) => (at && (!soonest || at < soonest) ? at : soonest), null)

/**
 * The job in the subscribers' runner: a pass when a route queued a reminder, when the next one falls due, and
 * at every poll; then the mails are sent. A failed pass (the database gone) is retried by the runner.
 */
export const reminderJob = (app: FastifyInstance): Delivery => {
  return {
    name: 'reminders',
    deliver: async (signal) => {
      const now = app.settings.now()
      const next = await remindDueEvents(app, now)
      const retry = await sendMemberMails(app, reminderMailOutbox, signal)
      return earliest(next, retry)
    },
  }
}
