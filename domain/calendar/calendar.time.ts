import { tz } from '@date-fns/tz'
import { addDays, format, isValid, parse } from 'date-fns'

/**
 * Calendar time, worked out by date-fns with the time-zone rules of the day in question: a calendar event is a
 * local date and time in the team's zone, and the instant they name follows from them (so 10:00 the day after
 * the clocks change is still 10:00 on the wall clock).
 */

const LOCAL = 'yyyy-MM-dd HH:mm'
const DATE = 'yyyy-MM-dd'

/** The instant (ISO 8601, UTC) that `date` (YYYY-MM-DD) at `time` (HH:mm) names in `timeZone`; null if none. */
export const startsAtOf = (date: string, time: string, timeZone: string): string | null => {
  const local = parse(`${date} ${time}`, LOCAL, new Date(0), { in: tz(timeZone) })
  return isValid(local) ? new Date(local.getTime()).toISOString() : null
}

/** The date (YYYY-MM-DD) that `instant` falls on in `timeZone`. */
export const localDateOf = (instant: Date | string, timeZone: string) =>
  format(new Date(instant), DATE, { in: tz(timeZone) })

/** Today (YYYY-MM-DD) in `timeZone`, at `now`. */
export const todayIn = (timeZone: string, now: Date) => localDateOf(now, timeZone)

/** The date `days` days after (or before, when negative) `date` (YYYY-MM-DD). */
export const shiftDate = (date: string, days: number) =>
  format(addDays(parse(date, DATE, new Date(0), { in: tz('UTC') }), days), DATE, { in: tz('UTC') })

/** True when an event starting at `startsAt` is still to come at `now`. */
export const isUpcoming = (startsAt: string, now: Date) => new Date(startsAt).getTime() > now.getTime()
