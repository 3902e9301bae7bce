import type { CalendarDomainEvent, CalendarEventDetails } from '@teamspace/domain/calendar/calendar.events'
import type { RecordedEvent } from '@teamspace/domain/shared/events'
import { sql } from 'kysely'
import { chunks, defineProjection, lastByKey } from '../../platform/projections/registry'
import './calendar-feed.tables'

/** A UID that never changes for a calendar event, whatever the site's address: calendars match updates by it. */
export const feedUid = (calendarEventId: string) => `calendarevent-${calendarEventId}@teamspace`

const detailColumns = (details: CalendarEventDetails) => ({
  title: details.title,
  type: details.type,
  opponent: details.opponent,
  location: details.location,
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

/**
 * The calendar feed's view of each calendar event. Set-based: a run of changes collapses to each calendar
 * event's last details with its sequence raised by the number of changes, in one statement that reads nothing
 * back; a run of cancellations likewise.
 */
export const calendarFeedProjection = defineProjection<CalendarDomainEvent>({
  name: 'calendar-feed',
  version: 2,
  tables: ['calendar_feed_entries'],
  on: {
    CalendarEventScheduled: async (events, db) => {
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
    },
    CalendarEventChanged: async (events, db) => {
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
            title = c.title, type = c.type, opponent = c.opponent, location = c.location,
            description = c.description, starts_at = c.starts_at, ends_at = c.ends_at, time_zone = c.time_zone,
            last_modified = c.changed_at
          from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) as c(id text, n int, title text, type text,
            opponent text, location text, description text, starts_at timestamptz, ends_at timestamptz,
            time_zone text,
            changed_at timestamptz)
          where f.calendar_event_id = c.id`.execute(db)
      }
    },
    CalendarEventCancelled: async (events, db) => {
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
    },
  },
})
