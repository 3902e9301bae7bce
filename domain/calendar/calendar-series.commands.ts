import type { Command } from '../shared/events'
import type { CalendarEventValues } from './calendar.schemas'
import type { SeriesRule } from './calendar-series.rule'

/** The event form's values, its first date being the rule's start; the team's zone read by the route. */
type SeriesValues = Omit<CalendarEventValues, 'date' | 'endTime'> & {
  endTime?: string
  teamId: string
  seriesId: string
  timeZone: string
  rule: SeriesRule
}

/** A coach puts a repeating event on the calendar ("Repeats"), under an id the route made. */
export type ScheduleCalendarSeries = Command<
  'ScheduleCalendarSeries',
  SeriesValues & { takesAttendance: boolean; continuesSeriesId?: string | null }
>

/** Its creator changes every occurrence from today on ("all events"), at the version they saw. */
export type ChangeCalendarSeries = Command<'ChangeCalendarSeries', SeriesValues & { version: number }>

/** Its creator ends it before `fromDate` ("this and following" cancelled, or the first half of a split). */
export type EndCalendarSeries = Command<
  'EndCalendarSeries',
  { teamId: string; seriesId: string; fromDate: string; version: number }
>

export type CalendarSeriesCommand = ScheduleCalendarSeries | ChangeCalendarSeries | EndCalendarSeries
