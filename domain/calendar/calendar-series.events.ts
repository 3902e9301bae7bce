import type { DomainEvent } from '../shared/events'
import type { CalendarEventDetails } from './calendar.events'
import type { SeriesRule } from './calendar-series.rule'

/**
 * What every occurrence of a series says unless it has an exception: a calendar event's details without a date
 * (each occurrence's date comes from the rule; its instants from its date, time and zone).
 */
export type SeriesDetails = Omit<CalendarEventDetails, 'date' | 'startsAt' | 'endsAt'>

/**
 * A coach put a repeating event on the calendar. Stream `calendarseries-<id>`: the rule and the series-wide
 * details, nothing of any one occurrence. `continuesSeriesId` names the series this one took over from ("this
 * and following"), or null.
 */
export type CalendarSeriesScheduled = DomainEvent<
  'CalendarSeriesScheduled',
  {
    teamId: string
    seriesId: string
    rule: SeriesRule
    details: SeriesDetails
    takesAttendance: boolean
    createdBy: string
    continuesSeriesId: string | null
    scheduledAt: string
  }
>

/**
 * Its creator changed the whole series ("all events"): the rule and details hold for the occurrences on or after
 * `fromDate` (today in the team's zone when changed); those before keep what they were. Occurrences with an
 * exception keep it.
 */
export type CalendarSeriesChanged = DomainEvent<
  'CalendarSeriesChanged',
  {
    teamId: string
    seriesId: string
    rule: SeriesRule
    details: SeriesDetails
    fromDate: string
    changedAt: string
  }
>

/** The series ends before `fromDate`: its occurrences on or after it are cancelled ("this and following"). */
export type CalendarSeriesEnded = DomainEvent<
  'CalendarSeriesEnded',
  { teamId: string; seriesId: string; fromDate: string; endedAt: string }
>

/**
 * One occurrence was changed on its own ("this event"): an exception, on the occurrence's own stream
 * `calendarevent-<occurrenceId>`. It states the occurrence's whole details and stays when the series changes.
 */
export type CalendarOccurrenceChanged = DomainEvent<
  'CalendarOccurrenceChanged',
  CalendarEventDetails & {
    teamId: string
    seriesId: string
    calendarEventId: string
    originalDate: string
    changedAt: string
  }
>

/** One occurrence was cancelled on its own: an exception on its own stream. */
export type CalendarOccurrenceCancelled = DomainEvent<
  'CalendarOccurrenceCancelled',
  { teamId: string; seriesId: string; calendarEventId: string; originalDate: string; cancelledAt: string }
>

export type CalendarSeriesDomainEvent = CalendarSeriesScheduled | CalendarSeriesChanged | CalendarSeriesEnded
export type CalendarOccurrenceDomainEvent = CalendarOccurrenceChanged | CalendarOccurrenceCancelled

export const calendarSeriesStreamId = (seriesId: string) => `calendarseries-${seriesId}`

/** When a series event happened, by the moment its data names. */
export const seriesEventAt = (data: (CalendarSeriesDomainEvent | CalendarOccurrenceDomainEvent)['data']) =>
  'scheduledAt' in data
    ? data.scheduledAt
    : 'changedAt' in data
      ? data.changedAt
      : 'endedAt' in data
        ? data.endedAt
        : data.cancelledAt
