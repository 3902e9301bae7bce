import type { CalendarDomainEvent, CalendarEventDetails } from '@teamspace/domain/calendar/calendar.events'
import { chunks, defineProjection, lastByKey } from '../../platform/projections/registry'
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
  opponent: details.opponent,
  description: details.description,
})

/**
 * The team's calendar. A change states the event's whole details, so of a run of changes only each event's
 * last is written; its stream version is what the next edit must name.
 */
export const calendarProjection = defineProjection<CalendarDomainEvent>({
  name: 'calendar',
  version: 3,
  tables: ['calendar_events'],
  on: {
    CalendarEventScheduled: async (events, db) => {
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
    },
    CalendarEventChanged: async (events, db) => {
      for (const { data, streamVersion } of lastByKey(events, (e) => e.data.calendarEventId)) {
        await db
          .updateTable('calendar_events')
          .set({ ...detailColumns(data), updated_at: data.changedAt, version: streamVersion })
          .where('id', '=', data.calendarEventId)
          .execute()
      }
    },
    CalendarEventCancelled: async (events, db) => {
      for (const { data, streamVersion } of lastByKey(events, (e) => e.data.calendarEventId)) {
        await db
          .updateTable('calendar_events')
          .set({ cancelled_at: data.cancelledAt, updated_at: data.cancelledAt, version: streamVersion })
          .where('id', '=', data.calendarEventId)
          .execute()
      }
    },
  },
})
