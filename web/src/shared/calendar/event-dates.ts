import { TZDate } from '@date-fns/tz'
import { format, isValid } from 'date-fns'
import { formatCalendarDay } from '../../lib/dates'

const unknown = 'Unknown'

function inZone(startsAt: string, timeZone: string, pattern: string): string {
  const instant = new TZDate(startsAt, timeZone)
  return isValid(instant) ? format(instant, pattern) : unknown
}

/** 'Mar 8, 2026': the day an event falls on, in the team's time zone. */
export const formatEventDate = (startsAt: string, timeZone: string) => inZone(startsAt, timeZone, 'MMM d, yyyy')

/** '10:00 AM' in the team's time zone. */
export const formatEventTime = (startsAt: string, timeZone: string) => inZone(startsAt, timeZone, 'h:mm a')

/** '5:30 PM–6:45 PM': when an event starts and ends, in the team's time zone. */
export const formatEventTimeRange = (startsAt: string, endsAt: string, timeZone: string) =>
  `${formatEventTime(startsAt, timeZone)}–${formatEventTime(endsAt, timeZone)}`

/** 'Mar 8, 2026, 10:00 AM' in the team's time zone. */
export const formatEventDateTime = (startsAt: string, timeZone: string) =>
  inZone(startsAt, timeZone, 'MMM d, yyyy, h:mm a')

/** 'Mar 8, 2026' for a calendar date (YYYY-MM-DD). */
export const formatCalendarDate = formatCalendarDay
