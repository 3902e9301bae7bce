import { tz } from '@date-fns/tz'
import { addDays, format, isValid, parse } from 'date-fns'
import { defaultDurationMinutes, type CalendarEventType } from './calendar.constants'

/**
 * Calendar time, worked out by date-fns with the time-zone rules of the day in question: a calendar event is a
 * local date and time in the team's zone, and the instant they name follows from them (so 10:00 the day after
 * the clocks change is still 10:00 on the wall clock).
 */

const LOCAL = 'yyyy-MM-dd HH:mm'
const DATE = 'yyyy-MM-dd'

/**
 * The instant (ISO 8601, UTC) that `date` (YYYY-MM-DD) at `time` (HH:mm) names in `timeZone`; null if the zone is
 * unknown. A time the clocks skip (02:30 the night they go forward) is read as calendars read it: shifted forward
 * by the gap, 02:30 in Berlin on 28 March 2027 being 03:30 summer time.
 */
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

/** Minutes since midnight of `time` (HH:mm). */
const minutesOf = (time: string) => {
  const [hh, mm] = time.split(':').map(Number) as [number, number]
  return hh * 60 + mm
}

/** `time` (HH:mm) plus `minutes`, on a 24-hour clock (past midnight it wraps). */
export const addMinutesToTime = (time: string, minutes: number) => {
  const total = (((minutesOf(time) + minutes) % 1440) + 1440) % 1440
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}

/** The end an event of `type` starting at `time` gets unless the coach chose one. */
export const defaultEndTime = (type: CalendarEventType, time: string) =>
  addMinutesToTime(time, defaultDurationMinutes[type])

/**
 * The instant an event ends: `endTime` on its date, or on the next day when it is not after the start (a game
 * at 23:00 ends at 00:30), in `timeZone` by the rules of that day; null if the zone is unknown.
 *
 * An event that starts in the hour the clocks skip starts when the clocks have gone forward (see `startsAtOf`)
 * and still ends at its end time. Only when that leaves nothing of it (02:30–03:30, both 03:30 summer time) does
 * it keep the length it was given instead, 03:30–04:30: an event is never saved with no length at all.
 */
export const endsAtOf = (date: string, time: string, endTime: string, timeZone: string): string | null => {
  const startsAt = startsAtOf(date, time, timeZone)
  const endsAt = startsAtOf(endTime > time ? date : shiftDate(date, 1), endTime, timeZone)
  if (startsAt === null || endsAt === null || endsAt > startsAt) return endsAt
  const length = (((minutesOf(endTime) - minutesOf(time)) % 1440) + 1440) % 1440 || 1440
  return new Date(Date.parse(startsAt) + length * 60_000).toISOString()
}

/** "17:30–18:45": how the pages write an event's time. */
export const timeRange = (time: string, endTime: string) => `${time}–${endTime}`

/** When players meet before a game: `arriveMinutesEarly` before `time`, HH:mm ('' when there is no such time). */
export const meetTimeOf = (time: string, arriveMinutesEarly: number) =>
  arriveMinutesEarly > 0 ? addMinutesToTime(time, -arriveMinutesEarly) : ''
