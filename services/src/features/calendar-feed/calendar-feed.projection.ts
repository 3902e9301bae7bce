import type { CalendarDomainEvent, CalendarEventDetails } from '@teamspace/domain/calendar/calendar.events'
import {
  seriesEventAt,
  type CalendarOccurrenceDomainEvent,
  type CalendarSeriesDomainEvent,
} from '@teamspace/domain/calendar/calendar-series.events'
import { applySeriesEvent, type Occurrence } from '@teamspace/domain/calendar/calendar-series.occurrences'
import type { RecordedEvent } from '@teamspace/domain/shared/events'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { chunks, defineProjection, lastByKey, readsAndWrites, writesOnly } from '../../platform/projections/registry'
import './calendar-feed.tables'

/** A UID that never changes for a calendar event, whatever the site's address: calendars match updates by it. */
export const feedUid = (calendarEventId: string) => `calendarevent-${calendarEventId}@teamspace`

const detailColumns = (details: CalendarEventDetails) => ({
  title: details.title,
  type: details.type,
  opponent: details.opponent,
  location: details.location,
  address: details.address,
  description: details.description,
  starts_at: details.startsAt,
  ends_at: details.endsAt,
  time_zone: details.timeZone,
})

/** How many events of a run concern each calendar event: the SEQUENCE goes up by one for each. */
const countsById = (events: readonly RecordedEvent<{ type: string; data: { calendarEventId: string } }>[]) => {
  const counts = new Map<string, number>()
  for (const { data } of events) counts.set(data.calendarEventId, (counts.get(data.calendarEventId) ?? 0) + 1)
  return counts
}

type SeriesEvent = CalendarSeriesDomainEvent | CalendarOccurrenceDomainEvent
type Db = Kysely<DB> | Transaction<DB>

/**
 * A repeating event's occurrences as the feed's rows hold them: what `applySeriesEvent` reads of an occurrence it
 * may restate or cancel (its first date, whether it is cancelled or has an exception). The feed keeps no local
 * date or time of its own, so the step's restated occurrences bring their whole details, and a cancelled one only
 * its status.
 */
const feedOccurrencesOf = async (db: Db, seriesId: string) => {
  const rows = await db
    .selectFrom('calendar_feed_entries')
    .select(['calendar_event_id', 'original_date', 'status', 'exception'])
    .where('series_id', '=', seriesId)
    .execute()
  return new Map(
    rows.map((row): [string, Occurrence] => [
      row.calendar_event_id,
      {
        calendarEventId: row.calendar_event_id,
        seriesId,
        originalDate: row.original_date ?? '',
        cancelled: row.status === 'cancelled',
        exception: row.exception,
      } as Occurrence,
    ]),
  )
}

/**
 * One series event: the same step the calendar and "View as of" take (`applySeriesEvent`) says which occurrences
 * change, and each one's feed entry is written with its SEQUENCE raised, so calendar apps update the event they
 * have under the same UID. A cancelled occurrence stays, STATUS:CANCELLED, like a cancelled single event: a
 * calendar that already has it removes it rather than keeping a stale copy.
 */
const projectSeriesEvent = async (db: Db, recorded: RecordedEvent<SeriesEvent>) => {
  const event = { type: recorded.type, data: recorded.data } as SeriesEvent
  const at = seriesEventAt(recorded.data)
  const occurrences = await feedOccurrencesOf(db, event.data.seriesId)
  const before = new Map(occurrences)
  for (const id of applySeriesEvent(occurrences, event)) {
    const occurrence = occurrences.get(id)!
    const was = before.get(id)
    // Restated or changed on its own: its whole details; cancelled from a row: only that.
    const details = typeof occurrence.startsAt === 'string' && occurrence.startsAt !== '' ? occurrence : null
    const status = occurrence.cancelled ? ('cancelled' as const) : ('confirmed' as const)
    if (!was) {
      if (!details) continue
      await db
        .insertInto('calendar_feed_entries')
        .values({
          calendar_event_id: id,
          team_id: event.data.teamId,
          uid: feedUid(id),
          sequence: 0,
          status,
          ...detailColumns(details),
          created_at: at,
          last_modified: at,
          cancelled_at: occurrence.cancelled ? at : null,
          series_id: occurrence.seriesId,
          original_date: occurrence.originalDate,
          exception: occurrence.exception,
        })
        .execute()
      continue
    }
    await db
      .updateTable('calendar_feed_entries')
      .set((eb) => ({
        sequence: eb('sequence', '+', 1),
        status,
        ...(details ? detailColumns(details) : {}),
        exception: occurrence.exception,
        last_modified: at,
        // A cancelled occurrence keeps the moment it was first cancelled.
        ...(occurrence.cancelled ? (was.cancelled ? {} : { cancelled_at: at }) : { cancelled_at: null }),
      }))
      .where('calendar_event_id', '=', id)
      .execute()
  }
}

const eachInOrder = async (events: readonly RecordedEvent<SeriesEvent>[], db: Db) => {
  for (const event of events) await projectSeriesEvent(db, event)
}

/**
 * The calendar feed's view of each calendar event. Set-based: a run of changes collapses to each calendar
 * event's last details with its sequence raised by the number of changes, in one statement that reads nothing
 * back; a run of cancellations likewise.
 */
export const calendarFeedProjection = defineProjection<CalendarDomainEvent | SeriesEvent>({
  name: 'calendar-feed',
  version: 3,
  tables: ['calendar_feed_entries'],
  on: {
    CalendarSeriesScheduled: readsAndWrites(eachInOrder),
    CalendarSeriesChanged: readsAndWrites(eachInOrder),
    CalendarSeriesEnded: readsAndWrites(eachInOrder),
    CalendarOccurrenceChanged: readsAndWrites(eachInOrder),
    CalendarOccurrenceCancelled: readsAndWrites(eachInOrder),
    CalendarEventScheduled: writesOnly(async (events, db) => {
      for (const slice of chunks(events, 500)) {
        await db
          .insertInto('calendar_feed_entries')
          .values(
            slice.map(({ data }) => ({
              calendar_event_id: data.calendarEventId,
              team_id: data.teamId,
              uid: feedUid(data.calendarEventId),
              sequence: 0,
              status: 'confirmed' as const,
              ...detailColumns(data),
              created_at: data.scheduledAt,
              last_modified: data.scheduledAt,
              cancelled_at: null,
            })),
          )
          .execute()
      }
    }),
    CalendarEventChanged: writesOnly(async (events, db) => {
      const counts = countsById(events)
      const rows = lastByKey(events, (e) => e.data.calendarEventId).map(({ data }) => ({
        id: data.calendarEventId,
        n: counts.get(data.calendarEventId)!,
        ...detailColumns(data),
        changed_at: data.changedAt,
      }))
      for (const slice of chunks(rows, 1000)) {
        await sql`
          update calendar_feed_entries as f set
            sequence = f.sequence + c.n,
            title = c.title, type = c.type, opponent = c.opponent, location = c.location, address = c.address,
            description = c.description, starts_at = c.starts_at, ends_at = c.ends_at, time_zone = c.time_zone,
            last_modified = c.changed_at
          from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) as c(id text, n int, title text, type text,
            opponent text, location text, address text, description text, starts_at timestamptz, ends_at timestamptz,
            time_zone text,
            changed_at timestamptz)
          where f.calendar_event_id = c.id`.execute(db)
      }
    }),
    CalendarEventCancelled: writesOnly(async (events, db) => {
      const counts = countsById(events)
      const rows = lastByKey(events, (e) => e.data.calendarEventId).map(({ data }) => ({
        id: data.calendarEventId,
        n: counts.get(data.calendarEventId)!,
        cancelled_at: data.cancelledAt,
      }))
      for (const slice of chunks(rows, 1000)) {
        await sql`
          update calendar_feed_entries as f set
            sequence = f.sequence + c.n, status = 'cancelled', cancelled_at = c.cancelled_at,
            last_modified = c.cancelled_at
          from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) as c(id text, n int, cancelled_at timestamptz)
          where f.calendar_event_id = c.id`.execute(db)
      }
    }),
  },
})
