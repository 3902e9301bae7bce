import type { UpcasterSteps } from '../shared/upcasting'
import { calendarEventTypes, type CalendarEventType } from './calendar.constants'
import { defaultEndTime, endsAtOf } from './calendar.time'

/**
 * Schema version 1 of a calendar event's details had a start only (calendars were given one hour). From
 * version 2 they say when the event ends; a version 1 event is lifted, on every read, to its type's usual
 * length (game 90 minutes, practice 75, team event 2 hours) from its local start in its own zone.
 */
const withDefaultEnd = (data: Record<string, unknown>): Record<string, unknown> => {
  if (typeof data['endTime'] === 'string' && typeof data['endsAt'] === 'string') return data
  const type: CalendarEventType = calendarEventTypes.includes(data['type'] as CalendarEventType)
    ? (data['type'] as CalendarEventType)
    : 'event'
  const date = String(data['date'])
  const time = String(data['time'])
  const endTime = defaultEndTime(type, time)
  const endsAt = endsAtOf(date, time, endTime, String(data['timeZone'])) ?? String(data['startsAt'])
  return { ...data, endTime, endsAt }
}

/**
 * Schema version 2 had no street address and no arrival time: such an event has neither ('' and 0), as the coach
 * had not given them.
 */
const withoutAddressOrArrival = (data: Record<string, unknown>): Record<string, unknown> => ({
  ...data,
  address: typeof data['address'] === 'string' ? data['address'] : '',
  arriveMinutesEarly: typeof data['arriveMinutesEarly'] === 'number' ? data['arriveMinutesEarly'] : 0,
})

export const calendarUpcasters = {
  CalendarEventScheduled: { 1: withDefaultEnd, 2: withoutAddressOrArrival },
  CalendarEventChanged: { 1: withDefaultEnd, 2: withoutAddressOrArrival },
} satisfies Record<string, UpcasterSteps>
