import type { CalendarEventDetails } from './calendar.events'
import type { CalendarOccurrenceDomainEvent, CalendarSeriesDomainEvent, SeriesDetails } from './calendar-series.events'
import { occurrenceId, seriesDates } from './calendar-series.rule'
import { endsAtOf, startsAtOf } from './calendar.time'

/** One occurrence as the calendar shows it: a calendar event with a stable id, its series and first date. */
export interface Occurrence extends CalendarEventDetails {
  readonly calendarEventId: string
  readonly seriesId: string
  readonly originalDate: string
  readonly cancelled: boolean
  /** True when it was changed or cancelled on its own: a series change leaves it as it is. */
  readonly exception: boolean
}

const occurrenceOf = (seriesId: string, date: string, details: SeriesDetails): Occurrence => ({
  ...details,
  date,
  startsAt: startsAtOf(date, details.time, details.timeZone) ?? '',
  endsAt: endsAtOf(date, details.time, details.endTime, details.timeZone) ?? '',
  calendarEventId: occurrenceId(seriesId, date),
  seriesId,
  originalDate: date,
  cancelled: false,
  exception: false,
})

/**
 * The occurrences of one series, from its own events and its occurrences' exceptions, in log order. What the
 * calendar projection writes as `calendar_events` rows and what the coach's "View as of" folds:
 * - scheduling lays out every date of the rule (at most a year);
 * - a series change restates the occurrences from its `fromDate` on by the new rule and details (those before
 *   stay as they were; a date the new rule no longer has is cancelled), except the ones with an exception;
 * - ending cancels the occurrences from its `fromDate` on, exceptions too;
 * - an exception replaces one occurrence's details, or cancels it.
 */
export const foldSeries = (
  events: readonly (CalendarSeriesDomainEvent | CalendarOccurrenceDomainEvent)[],
): Map<string, Occurrence> => {
  const occurrences = new Map<string, Occurrence>()
  for (const event of events) applySeriesEvent(occurrences, event)
  return occurrences
}

/**
 * One step of `foldSeries`, on the occurrences of the event's series as they stand (the projection passes the
 * rows it holds): changes `occurrences` in place and returns the ids it touched.
 */
export const applySeriesEvent = (
  occurrences: Map<string, Occurrence>,
  event: CalendarSeriesDomainEvent | CalendarOccurrenceDomainEvent,
): Set<string> => {
  const touched = new Set<string>()
  const set = (occurrence: Occurrence) => {
    occurrences.set(occurrence.calendarEventId, occurrence)
    touched.add(occurrence.calendarEventId)
  }
  {
    switch (event.type) {
      case 'CalendarSeriesScheduled':
        for (const date of seriesDates(event.data.rule)) {
          const occurrence = occurrenceOf(event.data.seriesId, date, event.data.details)
          set(occurrence)
        }
        break
      case 'CalendarSeriesChanged': {
        const { seriesId, fromDate, rule, details } = event.data
        const dates = new Set(seriesDates(rule).filter((date) => date >= fromDate))
        for (const occurrence of occurrences.values()) {
          if (occurrence.originalDate >= fromDate && !occurrence.exception && !dates.has(occurrence.originalDate)) {
            set({ ...occurrence, cancelled: true })
          }
        }
        for (const date of dates) {
          const id = occurrenceId(seriesId, date)
          const before = occurrences.get(id)
          if (before?.exception) continue
          set(occurrenceOf(seriesId, date, details))
        }
        break
      }
      case 'CalendarSeriesEnded':
        for (const occurrence of occurrences.values()) {
          if (occurrence.originalDate >= event.data.fromDate) {
            set({ ...occurrence, cancelled: true })
          }
        }
        break
      case 'CalendarOccurrenceChanged': {
        const { teamId: _team, changedAt: _at, ...occurrence } = event.data
        const before = occurrences.get(occurrence.calendarEventId)
        if (before && !before.cancelled) {
          set({ ...occurrence, cancelled: false, exception: true })
        }
        break
      }
      case 'CalendarOccurrenceCancelled': {
        const before = occurrences.get(event.data.calendarEventId)
        if (before) set({ ...before, cancelled: true, exception: true })
        break
      }
    }
  }
  return touched
}
