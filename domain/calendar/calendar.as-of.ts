import type { Folded } from '../history/history.as-of'
import type { CalendarDomainEvent, CalendarEventDetails } from './calendar.events'
import type { CalendarOccurrenceDomainEvent, CalendarSeriesDomainEvent } from './calendar-series.events'
import { applySeriesEvent, type Occurrence } from './calendar-series.occurrences'

export type CalendarFoldEvent = CalendarDomainEvent | CalendarSeriesDomainEvent | CalendarOccurrenceDomainEvent

/** The events the calendar's fold reads: single events, series and their occurrences' exceptions. */
export const calendarDomainEventTypes = [
  'CalendarEventScheduled',
  'CalendarEventChanged',
  'CalendarEventCancelled',
  'CalendarSeriesScheduled',
  'CalendarSeriesChanged',
  'CalendarSeriesEnded',
  'CalendarOccurrenceChanged',
  'CalendarOccurrenceCancelled',
] as const satisfies readonly CalendarFoldEvent['type'][]

export interface CalendarEventThen extends CalendarEventDetails {
  readonly id: string
  readonly takesAttendance: boolean
  readonly createdBy: string
  readonly createdAt: string
  readonly updatedAt: string
  readonly version: number
}

/**
 * The calendar events that were on the calendar (not cancelled), each as last changed, in order of their start
 * (the calendar projection's rows).
 */
export const foldCalendar = (events: readonly Folded<CalendarFoldEvent>[]): CalendarEventThen[] => {
  const calendar = new Map<string, CalendarEventThen>()
  // Each series' occurrences as `foldSeries` makes them, with what the calendar rows say beside them.
  const series = new Map<
    string,
    { createdBy: string; takesAttendance: boolean; occurrences: Map<string, Occurrence> }
  >()
  const occurrenceRows = new Map<string, { createdAt: string; updatedAt: string; version: number }>()
  for (const event of events) {
    switch (event.type) {
      case 'CalendarSeriesScheduled':
      case 'CalendarSeriesChanged':
      case 'CalendarSeriesEnded':
      case 'CalendarOccurrenceChanged':
      case 'CalendarOccurrenceCancelled': {
        const { seriesId } = event.data
        if (event.type === 'CalendarSeriesScheduled') {
          series.set(seriesId, {
            createdBy: event.data.createdBy,
            takesAttendance: event.data.takesAttendance,
            occurrences: new Map(),
          })
        }
        const known = series.get(seriesId)
        if (!known) break
        const onOwnStream = event.type === 'CalendarOccurrenceChanged' || event.type === 'CalendarOccurrenceCancelled'
        for (const id of applySeriesEvent(known.occurrences, event)) {
          const before = occurrenceRows.get(id)
          occurrenceRows.set(id, {
            createdAt: before?.createdAt ?? event.recordedAt,
            updatedAt: event.recordedAt,
            version: onOwnStream ? event.streamVersion : (before?.version ?? 0),
          })
        }
        break
      }
      case 'CalendarEventScheduled': {
        const { teamId: _team, calendarEventId, takesAttendance, createdBy, scheduledAt: _at, ...details } = event.data
        calendar.set(calendarEventId, {
          ...details,
          id: calendarEventId,
          takesAttendance,
          createdBy,
          createdAt: event.recordedAt,
          updatedAt: event.recordedAt,
          version: event.streamVersion,
        })
        break
      }
      case 'CalendarEventChanged': {
        const before = calendar.get(event.data.calendarEventId)
        const { teamId: _team, calendarEventId: _id, changedAt: _at, ...details } = event.data
        if (before)
          calendar.set(before.id, { ...before, ...details, updatedAt: event.recordedAt, version: event.streamVersion })
        break
      }
      case 'CalendarEventCancelled':
        calendar.delete(event.data.calendarEventId)
        break
    }
  }
  for (const { createdBy, takesAttendance, occurrences } of series.values()) {
    for (const occurrence of occurrences.values()) {
      if (occurrence.cancelled) continue
      const {
        calendarEventId,
        seriesId: _series,
        originalDate: _date,
        cancelled: _cancelled,
        exception: _exception,
        ...details
      } = occurrence
      calendar.set(calendarEventId, {
        ...details,
        id: calendarEventId,
        takesAttendance,
        createdBy,
        ...occurrenceRows.get(calendarEventId)!,
      })
    }
  }
  return [...calendar.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id))
}
