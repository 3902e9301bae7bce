import type { CalendarDomainEvent } from '@teamspace/domain/calendar/calendar.events'
import type { RemindersDomainEvent } from '@teamspace/domain/reminders/reminders.events'
import { sql } from 'kysely'
import { defineProjection, lastByKey } from '../../platform/projections/registry'
import './reminders.tables'

/**
 * The team's lead time, what was sent per event, each live calendar event's last change of time or place, and
 * the change each member confirmed. A change is what the schedule-change mails tell of: another start, or
 * another place (the description or the title alone ask nobody to confirm).
 */
export const remindersProjection = defineProjection<RemindersDomainEvent | CalendarDomainEvent>({
  name: 'reminders',
  version: 1,
  tables: [
    'reminder_settings',
    'reminder_event_state',
    'reminder_calendar_changes',
    'schedule_change_acknowledgements',
  ],
  on: {
    ReminderLeadChosen: async (events, db) => {
      for (const { data } of lastByKey(events, (e) => e.data.teamId)) {
        await db
          .insertInto('reminder_settings')
          .values({ team_id: data.teamId, lead_hours: data.leadHours })
          .onConflict((oc) => oc.column('team_id').doUpdateSet({ lead_hours: data.leadHours }))
          .execute()
      }
    },
    AutomaticReminderSent: async (events, db) => {
      for (const { data } of events) {
        await db
          .insertInto('reminder_event_state')
          .values({ calendar_event_id: data.calendarEventId, team_id: data.teamId, automatic_sent_at: data.sentAt })
          .onConflict((oc) => oc.column('calendar_event_id').doUpdateSet({ automatic_sent_at: data.sentAt }))
          .execute()
      }
    },
    ManualReminderSent: async (events, db) => {
      for (const { data } of events) {
        await db
          .insertInto('reminder_event_state')
          .values({ calendar_event_id: data.calendarEventId, team_id: data.teamId, last_manual_at: data.sentAt })
          .onConflict((oc) => oc.column('calendar_event_id').doUpdateSet({ last_manual_at: data.sentAt }))
          .execute()
      }
    },
    ScheduleChangeAcknowledged: async (events, db) => {
      for (const { data } of lastByKey(events, (e) => `${e.data.calendarEventId} ${e.data.userId}`)) {
        await db
          .insertInto('schedule_change_acknowledgements')
          .values({
            calendar_event_id: data.calendarEventId,
            user_id: data.userId,
            team_id: data.teamId,
            change_version: data.changeVersion,
            acknowledged_at: data.acknowledgedAt,
          })
          .onConflict((oc) =>
            oc.columns(['calendar_event_id', 'user_id']).doUpdateSet({
              change_version: data.changeVersion,
              acknowledged_at: data.acknowledgedAt,
            }),
          )
          .execute()
      }
    },
    CalendarEventScheduled: async (events, db) => {
      for (const { data } of events) {
        await db
          .insertInto('reminder_calendar_changes')
          .values({
            calendar_event_id: data.calendarEventId,
            team_id: data.teamId,
            type: data.type,
            title: data.title,
            opponent: data.opponent,
            starts_at: data.startsAt,
            time_zone: data.timeZone,
            location: data.location,
          })
          .onConflict((oc) => oc.column('calendar_event_id').doNothing())
          .execute()
      }
    },
    // One statement per change, in order: each compares with the row as the change before left it (the right-hand
    // sides of an update read the old row), and writes nothing back to read.
    CalendarEventChanged: async (events, db) => {
      for (const { data, streamVersion } of events) {
        const moved = sql<boolean>`starts_at <> ${data.startsAt}::timestamptz`
        const relocated = sql<boolean>`btrim(location) <> btrim(${data.location})`
        const changed = sql<boolean>`(${moved} or ${relocated})`
        await db
          .updateTable('reminder_calendar_changes')
          .set({
            change_version: sql`case when ${changed} then ${streamVersion}::integer else change_version end`,
            previous_starts_at: sql`case when ${changed} then starts_at else previous_starts_at end`,
            previous_location: sql`case when ${changed} then location else previous_location end`,
            moved: sql`case when ${changed} then ${moved} else moved end`,
            relocated: sql`case when ${changed} then ${relocated} else relocated end`,
            type: data.type,
            title: data.title,
            opponent: data.opponent,
            starts_at: data.startsAt,
            time_zone: data.timeZone,
            location: data.location,
          })
          .where('calendar_event_id', '=', data.calendarEventId)
          .execute()
      }
    },
    CalendarEventCancelled: async (events, db) => {
      await db
        .deleteFrom('reminder_calendar_changes')
        .where(
          'calendar_event_id',
          'in',
          events.map((e) => e.data.calendarEventId),
        )
        .execute()
    },
  },
})
