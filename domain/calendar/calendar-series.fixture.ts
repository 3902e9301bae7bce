import type { CalendarOccurrenceChanged, CalendarSeriesScheduled, SeriesDetails } from './calendar-series.events'
import type { SeriesRule } from './calendar-series.rule'

/** Every Tuesday and Thursday for 8 weeks from 8 September 2026: across Berlin's change of the clocks on 25 October. */
export const tuesdaysAndThursdays: SeriesRule = {
  weekdays: [2, 4],
  interval: 1,
  startDate: '2026-09-08',
  until: null,
  count: 16,
}

/** A practice from 17:30 to 18:45, Berlin time, on North Field. */
export const practiceDetails: SeriesDetails = {
  title: 'Practice',
  type: 'practice',
  time: '17:30',
  endTime: '18:45',
  timeZone: 'Europe/Berlin',
  location: 'North Field',
  opponent: '',
  address: '',
  arriveMinutesEarly: 0,
  description: '',
}

/**
 * Team t1's series s1: that practice on those days, scheduled by user-coach at the decider tests' clock
 * (2026-09-01T10:00Z), taking attendance; `data` changes any of it.
 */
export const seriesScheduled = (data: Partial<CalendarSeriesScheduled['data']> = {}): CalendarSeriesScheduled => ({
  type: 'CalendarSeriesScheduled',
  data: {
    teamId: 't1',
    seriesId: 's1',
    rule: tuesdaysAndThursdays,
    details: practiceDetails,
    takesAttendance: true,
    createdBy: 'user-coach',
    continuesSeriesId: null,
    scheduledAt: '2026-09-01T10:00:00.000Z',
    ...data,
  },
})

/**
 * Series s1's Thursday of 17 September (occurrence s1-20260917) moved to Friday the 18th, its details otherwise the
 * series': 17:30 to 18:45 Berlin time is 15:30 to 16:45 UTC. Changed at the decider tests' clock unless `changedAt`
 * says otherwise.
 */
export const thursdayMovedToFriday = (changedAt = '2026-09-01T10:00:00.000Z'): CalendarOccurrenceChanged => ({
  type: 'CalendarOccurrenceChanged',
  data: {
    teamId: 't1',
    seriesId: 's1',
    calendarEventId: 's1-20260917',
    originalDate: '2026-09-17',
    ...practiceDetails,
    date: '2026-09-18',
    startsAt: '2026-09-18T15:30:00.000Z',
    endsAt: '2026-09-18T16:45:00.000Z',
    changedAt,
  },
})
