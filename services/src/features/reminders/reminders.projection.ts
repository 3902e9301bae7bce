import type { CalendarDomainEvent } from '@teamspace/domain/calendar/calendar.events'
import type {
  CalendarOccurrenceDomainEvent,
  CalendarSeriesDomainEvent,
} from '@teamspace/domain/calendar/calendar-series.events'
import { applySeriesEvent, type Occurrence } from '@teamspace/domain/calendar/calendar-series.occurrences'
import type { RemindersDomainEvent } from '@teamspace/domain/reminders/reminders.events'
import type { RecordedEvent } from '@teamspace/domain/shared/events'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { defineProjection, lastByKey, readsAndWrites, writesOnly } from '../../platform/projections/registry'
import './reminders.tables'

type SeriesEvent = CalendarSeriesDomainEvent | CalendarOccurrenceDomainEvent
type Db = Kysely<DB> | Transaction<DB>

/** Whether a place reads differently, as the schedule-change mails compare it (spaces around it aside). */
const samePlace = (a: string, b: string) => a.trim() === b.trim()

/**
 * The rows of one series' occurrences, by id: what `applySeriesEvent` reads of each (its first date, whether it is
 * cancelled or has an exception), with the time and place a change is compared with.
 */
const occurrenceRowsOf = async (db: Db, seriesId: string) => {
  const rows = await db
    .selectFrom('reminder_calendar_changes')
    .select(['calendar_event_id', 'original_date', 'exception', 'cancelled', 'starts_at', 'location'])
    .where('series_id', '=', seriesId)
    .execute()
  return new Map(rows.map((row) => [row.calendar_event_id, row]))
}

/**
 * One series event, with the step the calendar takes (`applySeriesEvent`): each occurrence it lays out gets a row,
 * each it cancels is marked so (kept, so a later series change leaves it cancelled), and each whose time or place
 * it changes asks the families again: its change version goes up by one. An occurrence's versions come from two
 * streams (the series' and its own), so the version is this row's own count of changes, the same in a rebuild.
 * A series that takes over another ("this and following") asks again for each date whose time or place differs
 * from the ended series' occurrence on that date.
 */
const projectSeriesEvent = async (db: Db, recorded: RecordedEvent<SeriesEvent>) => {
  const event = { type: recorded.type, data: recorded.data } as SeriesEvent
  const { seriesId, teamId } = event.data
  const rows = await occurrenceRowsOf(db, seriesId)
  const occurrences = new Map(
    [...rows.values()].map((row): [string, Occurrence] => [
      row.calendar_event_id,
      {
        calendarEventId: row.calendar_event_id,
        seriesId,
        originalDate: row.original_date ?? '',
        cancelled: row.cancelled,
        exception: row.exception,
      } as Occurrence,
    ]),
  )
  const taken =
    event.type === 'CalendarSeriesScheduled' && event.data.continuesSeriesId !== null
      ? new Map(
          [...(await occurrenceRowsOf(db, event.data.continuesSeriesId)).values()].map((row) => [
            row.original_date,
            row,
          ]),
        )
      : null
  for (const id of applySeriesEvent(occurrences, event)) {
    const occurrence = occurrences.get(id)!
    const was = rows.get(id)
    // Restated or changed on its own, it brings its details; cancelled from a row, only that.
    const details = typeof occurrence.startsAt === 'string' && occurrence.startsAt !== '' ? occurrence : null
    if (!details) {
      if (was) {
        await db
          .updateTable('reminder_calendar_changes')
          .set({ cancelled: true, exception: occurrence.exception })
          .where('calendar_event_id', '=', id)
          .execute()
      }
      continue
    }
    const facts = {
      type: details.type,
      title: details.title,
      opponent: details.opponent,
      starts_at: details.startsAt,
      time_zone: details.timeZone,
      location: details.location,
      exception: occurrence.exception,
      cancelled: occurrence.cancelled,
    }
    // What the families last saw of this date: the row, or the ended series' occurrence it takes over from.
    const before = was ?? taken?.get(occurrence.originalDate)
    const moved = !!before && before.starts_at.getTime() !== new Date(details.startsAt).getTime()
    const relocated = !!before && !samePlace(before.location, details.location)
    const change =
      before && (moved || relocated) && !occurrence.cancelled
        ? { previous_starts_at: before.starts_at, previous_location: before.location, moved, relocated }
        : null
    if (!was) {
      await db
        .insertInto('reminder_calendar_changes')
        .values({
          calendar_event_id: id,
          team_id: teamId,
          ...facts,
          series_id: seriesId,
          original_date: occurrence.originalDate,
          ...(change ? { ...change, change_version: 1 } : {}),
        })
        .onConflict((oc) => oc.column('calendar_event_id').doNothing())
        .execute()
      continue
    }
    await db
      .updateTable('reminder_calendar_changes')
      .set((eb) => ({
        ...facts,
        ...(change ? { ...change, change_version: sql<number>`coalesce(${eb.ref('change_version')}, 0) + 1` } : {}),
      }))
      .where('calendar_event_id', '=', id)
      .execute()
  }
}

const eachInOrder = async (events: readonly RecordedEvent<SeriesEvent>[], db: Db) => {
  for (const event of events) await projectSeriesEvent(db, event)
}

/**
 * The team's lead time, what was sent per event, each live calendar event's last change of time or place, and
 * the change each member confirmed. A change is what the schedule-change mails tell of: another start, or
 * another place (the description or the title alone ask nobody to confirm).
 */
export const remindersProjection = defineProjection<RemindersDomainEvent | CalendarDomainEvent | SeriesEvent>({
  name: 'reminders',
  version: 2,
  tables: [
    'reminder_settings',
    'reminder_event_state',
    'reminder_calendar_changes',
    'schedule_change_acknowledgements',
  ],
  on: {
    CalendarSeriesScheduled: readsAndWrites(eachInOrder),
    CalendarSeriesChanged: readsAndWrites(eachInOrder),
    CalendarSeriesEnded: readsAndWrites(eachInOrder),
    CalendarOccurrenceChanged: readsAndWrites(eachInOrder),
    CalendarOccurrenceCancelled: readsAndWrites(eachInOrder),
    ReminderLeadChosen: writesOnly(async (events, db) => {
      for (const { data } of lastByKey(events, (e) => e.data.teamId)) {
        await db
          .insertInto('reminder_settings')
          .values({ team_id: data.teamId, lead_hours: data.leadHours })
          .onConflict((oc) => oc.column('team_id').doUpdateSet({ lead_hours: data.leadHours }))
          .execute()
      }
    }),
    AutomaticReminderSent: writesOnly(async (events, db) => {
      for (const { data } of events) {
        await db
          .insertInto('reminder_event_state')
          .values({ calendar_event_id: data.calendarEventId, team_id: data.teamId, automatic_sent_at: data.sentAt })
          .onConflict((oc) => oc.column('calendar_event_id').doUpdateSet({ automatic_sent_at: data.sentAt }))
          .execute()
      }
    }),
    ManualReminderSent: writesOnly(async (events, db) => {
      for (const { data } of events) {
        await db
          .insertInto('reminder_event_state')
          .values({ calendar_event_id: data.calendarEventId, team_id: data.teamId, last_manual_at: data.sentAt })
          .onConflict((oc) => oc.column('calendar_event_id').doUpdateSet({ last_manual_at: data.sentAt }))
          .execute()
      }
    }),
    ScheduleChangeAcknowledged: writesOnly(async (events, db) => {
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
    }),
    CalendarEventScheduled: writesOnly(async (events, db) => {
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
    }),
    // One statement per change, in order: each compares with the row as the change before left it (the right-hand
    // sides of an update read the old row), and writes nothing back to read.
    CalendarEventChanged: writesOnly(async (events, db) => {
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
    }),
    CalendarEventCancelled: writesOnly(async (events, db) => {
      await db
        .deleteFrom('reminder_calendar_changes')
        .where(
          'calendar_event_id',
          'in',
          events.map((e) => e.data.calendarEventId),
        )
        .execute()
    }),
  },
})
