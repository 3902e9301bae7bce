import { calendarEventStreamId } from '@teamspace/domain/calendar/calendar.events'
import { calendarHistory } from '@teamspace/domain/calendar/calendar.history'
import { calendarSeriesStreamId } from '@teamspace/domain/calendar/calendar-series.events'
import type { CalendarFeatureEvent } from '@teamspace/domain/calendar/calendar-series.history'
import type { ServerHistory } from '../../platform/history'

/**
 * The calendar's history on the server. An occurrence of a repeating event has no stream of its own: its History
 * tells its series' scheduling, the changes to the series that reached it (made for its date or earlier, before it
 * was changed on its own), and the changes made to it alone.
 */
export const calendarServerHistory: ServerHistory<CalendarFeatureEvent> = {
  ...calendarHistory,
  relatedEvents: {
    'calendar-event': async (db, teamId, id) => {
      const occurrence = await db
        .selectFrom('calendar_events')
        .select(['series_id', 'original_date'])
        .where('team_id', '=', teamId)
        .where('id', '=', id)
        .executeTakeFirst()
      const seriesId = occurrence?.series_id ?? null
      const date = occurrence?.original_date ?? null
      if (seriesId === null || date === null) return null
      return {
        // The series' own stream, and the occurrence's: the changes made to it alone are there.
        streams: [calendarSeriesStreamId(seriesId), calendarEventStreamId(id)],
        select: (events) => {
          // Once changed on its own ("this event"), the occurrence keeps what it was given: later changes to the
          // series pass it by.
          let own = false
          return events.filter((event) => {
            switch (event.type) {
              case 'CalendarSeriesScheduled':
                return true
              case 'CalendarSeriesChanged':
              case 'CalendarSeriesEnded':
                return !own && event.data.fromDate <= date
              case 'CalendarOccurrenceChanged':
              case 'CalendarOccurrenceCancelled':
                if (event.data.originalDate !== date) return false
                own = true
                return true
              default:
                return false
            }
          })
        },
      }
    },
  },
}
