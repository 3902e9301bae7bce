import type { CalendarSeriesScheduled, SeriesDetails } from './calendar-series.events'
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
