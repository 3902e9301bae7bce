import type { Folded } from '../history/history.as-of'
import type { CalendarDomainEvent, CalendarEventDetails } from './calendar.events'

/** The events the calendar's fold reads. */
export const calendarDomainEventTypes = [
  'CalendarEventScheduled',
  'CalendarEventChanged',
  'CalendarEventCancelled',
] as const satisfies readonly CalendarDomainEvent['type'][]

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
export const foldCalendar = (events: readonly Folded<CalendarDomainEvent>[]): CalendarEventThen[] => {
  const calendar = new Map<string, CalendarEventThen>()
  for (const event of events) {
    switch (event.type) {
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
  return [...calendar.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id))
}
