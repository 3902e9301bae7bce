import type { CalendarDomainEvent, CalendarEventDetails } from '@teamspace/domain/calendar/calendar.events'
import {
  seriesEventAt,
  type CalendarOccurrenceDomainEvent,
  type CalendarSeriesDomainEvent,
} from '@teamspace/domain/calendar/calendar-series.events'
import { applySeriesEvent, type Occurrence } from '@teamspace/domain/calendar/calendar-series.occurrences'
import type { CalendarEventType } from '@teamspace/domain/calendar/calendar.schemas'
import type { RecordedEvent } from '@teamspace/domain/shared/events'
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { chunks, defineProjection, lastByKey, readsAndWrites, writesOnly } from '../../platform/projections/registry'
import './calendar.tables'

const detailColumns = (details: CalendarEventDetails) => ({
  title: details.title,
  type: details.type,
  local_date: details.date,
  local_time: details.time,
  time_zone: details.timeZone,
  starts_at: details.startsAt,
  end_time: details.endTime,
  ends_at: details.endsAt,
  location: details.location,
  address: details.address,
  opponent: details.opponent,
  arrive_minutes_early: details.arriveMinutesEarly,
  description: details.description,
})

type SeriesEvent = CalendarSeriesDomainEvent | CalendarOccurrenceDomainEvent
type Db = Kysely<DB> | Transaction<DB>

/** A series' occurrences as the rows hold them, to apply the next series event to. */
const occurrencesOf = async (db: Db, seriesId: string) => {
  const rows = await db.selectFrom('calendar_events').selectAll().where('series_id', '=', seriesId).execute()
  return new Map(
    rows.map((row): [string, Occurrence] => [
      row.id,
      {
        calendarEventId: row.id,
        seriesId,
        originalDate: row.original_date ?? row.local_date,
        title: row.title,
        type: row.type as CalendarEventType,
        date: row.local_date,
        time: row.local_time,
        timeZone: row.time_zone,
        startsAt: row.starts_at.toISOString(),
        endTime: row.end_time,
        endsAt: row.ends_at.toISOString(),
        location: row.location,
        address: row.address,
        opponent: row.opponent,
        arriveMinutesEarly: row.arrive_minutes_early,
        description: row.description,
        cancelled: row.cancelled_at !== null,
        exception: row.exception,
      },
    ]),
  )
}

/**
 * A series event, one at a time: the series' occurrences are read back, `applySeriesEvent` (the same step the
 * domain's fold and "View as of" take) says which change, and those rows are written. An occurrence's `version`
 * is its own stream's (0 until it has an exception), what a "this event" change names.
 */
const projectSeriesEvent = async (db: Db, recorded: RecordedEvent<SeriesEvent>) => {
  const { data, streamVersion } = recorded
  const event = { type: recorded.type, data } as SeriesEvent
  const at = seriesEventAt(data)
  const series =
    event.type === 'CalendarSeriesScheduled'
      ? { created_by: event.data.createdBy, takes_attendance: event.data.takesAttendance }
      : await db
          .selectFrom('calendar_series')
          .select(['created_by', 'takes_attendance'])
          .where('id', '=', data.seriesId)
          .executeTakeFirst()
  if (!series) return
  if (event.type === 'CalendarSeriesScheduled') {
    await db
      .insertInto('calendar_series')
      .values({
        id: event.data.seriesId,
        team_id: event.data.teamId,
        rule: JSON.stringify(event.data.rule),
        details: JSON.stringify(event.data.details),
        takes_attendance: event.data.takesAttendance,
        created_by: event.data.createdBy,
        ended_from: null,
        version: streamVersion,
        created_at: at,
        updated_at: at,
      })
      .execute()
  } else if (event.type === 'CalendarSeriesChanged') {
    await db
      .updateTable('calendar_series')
      .set({
        rule: JSON.stringify(event.data.rule),
        details: JSON.stringify(event.data.details),
        version: streamVersion,
        updated_at: at,
      })
      .where('id', '=', data.seriesId)
      .execute()
  } else if (event.type === 'CalendarSeriesEnded') {
    await db
      .updateTable('calendar_series')
      .set({ ended_from: event.data.fromDate, version: streamVersion, updated_at: at })
      .where('id', '=', data.seriesId)
      .execute()
  }
  const occurrences = await occurrencesOf(db, data.seriesId)
  const before = new Map(occurrences)
  const touched = applySeriesEvent(occurrences, event)
  const onOwnStream = event.type === 'CalendarOccurrenceChanged' || event.type === 'CalendarOccurrenceCancelled'
  for (const id of touched) {
    const occurrence = occurrences.get(id)!
    const was = before.get(id)
    const row = {
      ...detailColumns(occurrence),
      series_id: occurrence.seriesId,
      original_date: occurrence.originalDate,
      exception: occurrence.exception,
      updated_at: at,
    }
    if (!was) {
      await db
        .insertInto('calendar_events')
        .values({
          id,
          team_id: data.teamId,
          ...row,
          takes_attendance: series.takes_attendance,
          created_by: series.created_by,
          created_at: at,
          version: 0,
          cancelled_at: occurrence.cancelled ? at : null,
        })
        .execute()
    } else {
      await db
        .updateTable('calendar_events')
        .set({
          ...row,
          ...(onOwnStream ? { version: streamVersion } : {}),
          // A cancelled occurrence keeps the moment it was first cancelled.
          ...(occurrence.cancelled ? (was.cancelled ? {} : { cancelled_at: at }) : { cancelled_at: null }),
        })
        .where('id', '=', id)
        .execute()
    }
  }
}

const eachInOrder = async (events: readonly RecordedEvent<SeriesEvent>[], db: Db) => {
  for (const event of events) await projectSeriesEvent(db, event)
}

/**
 * The team's calendar. A change states the event's whole details, so of a run of changes only each event's
 * last is written; its stream version is what the next edit must name.
 */
export const calendarProjection = defineProjection<CalendarDomainEvent | SeriesEvent>({
  name: 'calendar',
  version: 5,
  tables: ['calendar_events', 'calendar_series'],
  on: {
    CalendarSeriesScheduled: readsAndWrites(eachInOrder),
    CalendarSeriesChanged: readsAndWrites(eachInOrder),
    CalendarSeriesEnded: readsAndWrites(eachInOrder),
    CalendarOccurrenceChanged: readsAndWrites(eachInOrder),
    CalendarOccurrenceCancelled: readsAndWrites(eachInOrder),
    CalendarEventScheduled: writesOnly(async (events, db) => {
      for (const slice of chunks(events, 500)) {
        await db
          .insertInto('calendar_events')
          .values(
            slice.map(({ data, streamVersion }) => ({
              id: data.calendarEventId,
              team_id: data.teamId,
              ...detailColumns(data),
              takes_attendance: data.takesAttendance,
              created_by: data.createdBy,
              created_at: data.scheduledAt,
              updated_at: data.scheduledAt,
              version: streamVersion,
              cancelled_at: null,
            })),
          )
          .execute()
      }
    }),
    CalendarEventChanged: writesOnly(async (events, db) => {
      for (const { data, streamVersion } of lastByKey(events, (e) => e.data.calendarEventId)) {
        await db
          .updateTable('calendar_events')
          .set({ ...detailColumns(data), updated_at: data.changedAt, version: streamVersion })
          .where('id', '=', data.calendarEventId)
          .execute()
      }
    }),
    CalendarEventCancelled: writesOnly(async (events, db) => {
      for (const { data, streamVersion } of lastByKey(events, (e) => e.data.calendarEventId)) {
        await db
          .updateTable('calendar_events')
          .set({ cancelled_at: data.cancelledAt, updated_at: data.cancelledAt, version: streamVersion })
          .where('id', '=', data.calendarEventId)
          .execute()
      }
    }),
  },
})
