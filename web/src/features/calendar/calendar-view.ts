import { TZDate, tz } from '@date-fns/tz'
import type { CalendarEventView, CalendarList } from '@teamspace/domain/calendar/calendar.schemas'
import { addDays, addMonths, format, isValid, parseISO, startOfMonth, startOfWeek } from 'date-fns'
import { firstDayOfWeek } from '@teamspace/domain/shared/languages'
import { formatInZone } from '../../lib/dates'
import { currentLocale, translate } from '../../i18n/locale'
import { calendarViewsMessages as m } from './calendar-views.messages'
import type { MonthKey } from './month-key'

export { isMonthKey, type MonthKey } from './month-key'

/** Spec §9: the list shows the latest 5 past events; the dashboard the next 3. */
export const PAST_SHOWN = 5
export const DASHBOARD_UPCOMING = 3
/** Spec §2: a day of the month view shows up to 2 events, then '+N more'. */
export const EVENTS_PER_DAY = 2
/** The month view always shows six weeks, so the grid keeps its height from month to month. */
const WEEKS_SHOWN = 6

// A calendar date (YYYY-MM-DD) names a day, not an instant: reckon with it in UTC, where no day is 23 or 25
// hours long, so the browser's own zone and its clock changes never move one.
const plainDay = tz('UTC')
const readDay = (isoDate: string) => parseISO(isoDate, { in: plainDay })
const writeDay = (day: Date) => format(day, 'yyyy-MM-dd')

/** The month a calendar date falls in. */
export const monthOf = (isoDate: string): MonthKey => format(readDay(isoDate), 'yyyy-MM')

/** The month `by` months after (or before, when negative) `month`. */
export const shiftMonth = (month: MonthKey, by: number): MonthKey =>
  format(addMonths(readDay(`${month}-01`), by), 'yyyy-MM')

/** 'March 2026' ('März 2026'), as the person's locale names a month. */
export const monthTitle = (month: MonthKey) =>
  formatInZone(`${month}-01T00:00:00Z`, 'UTC', { month: 'long', year: 'numeric' })

/** The day a week starts on where the person reads: 0 Sunday (the United States), 1 Monday (most of the world). */
const weekStartsOn = (): 0 | 1 | 2 | 3 | 4 | 5 | 6 => (firstDayOfWeek(currentLocale()) % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6

/**
 * The six weeks the month view shows, each day as YYYY-MM-DD, from the first day of the week where the person reads
 * (Sunday to Saturday in the United States, Monday to Sunday in Germany or Spain).
 */
export function monthWeeks(month: MonthKey): string[][] {
  const first = startOfWeek(startOfMonth(readDay(`${month}-01`)), { weekStartsOn: weekStartsOn() })
  return Array.from({ length: WEEKS_SHOWN }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => writeDay(addDays(first, week * 7 + day))),
  )
}

/** The dates the month view asks the server for: its first and last day shown. */
export function monthRange(month: MonthKey): { from: string; to: string } {
  const weeks = monthWeeks(month)
  return { from: weeks[0]![0]!, to: weeks[WEEKS_SHOWN - 1]![6]! }
}

/**
 * The weekday header, from the first day of the person's week: the short name shown and the full one read out, as
 * their locale writes them ('Sun'/'Sunday' first in the United States, 'Mo'/'Montag' first in Germany).
 */
export function weekdays(): { short: string; long: string }[] {
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const day = `2023-01-0${1 + ((weekStartsOn() + index) % 7)}T00:00:00Z`
    return {
      short: formatInZone(day, 'UTC', { weekday: 'short' }),
      long: formatInZone(day, 'UTC', { weekday: 'long' }),
    }
  })
}

/** A weekday (0 = Sunday) by its full name in the person's language: 'Sunday', 'Sonntag'; '?' for no weekday. */
export const weekdayName = (day: number): string =>
  day >= 0 && day <= 6 ? formatInZone(`2023-01-0${1 + day}T00:00:00Z`, 'UTC', { weekday: 'long' }) : '?'

/** The day of the month of a calendar date (8 for 2026-03-08). */
export const dayOfMonth = (isoDate: string) => readDay(isoDate).getDate()

/** The day an instant falls on in the team's time zone (YYYY-MM-DD). */
export const localDateOf = (startsAt: string, timeZone: string) => writeDay(new TZDate(startsAt, timeZone))

/**
 * The events of each day (in the team's time zone; or, across the person's teams, each in its own team's), each
 * day's in order of start.
 */
export function eventsByDay<E extends Pick<CalendarEventView, 'startsAt'>>(
  events: readonly E[],
  timeZone: string | ((event: E) => string),
): Map<string, E[]> {
  const days = new Map<string, E[]>()
  for (const event of [...events].sort(byStart)) {
    const day = localDateOf(event.startsAt, typeof timeZone === 'string' ? timeZone : timeZone(event))
    days.set(day, [...(days.get(day) ?? []), event])
  }
  return days
}

const byStart = (a: Pick<CalendarEventView, 'startsAt'>, b: Pick<CalendarEventView, 'startsAt'>) =>
  a.startsAt.localeCompare(b.startsAt)

/** What a day cell shows: its first events, and how many more it holds ('+N more'). */
export function dayPreview<E>(events: readonly E[], limit = EVENTS_PER_DAY): { shown: E[]; more: number } {
  return { shown: events.slice(0, limit), more: Math.max(0, events.length - limit) }
}

export const moreLabel = (more: number) => translate(m.more, { count: more })

export interface ListSections {
  /** Still to start, soonest first. */
  upcoming: CalendarEventView[]
  /** Started already, latest first: at most `PAST_SHOWN`. */
  past: CalendarEventView[]
  /** Past events not shown (the list's note). */
  morePast: number
}

/**
 * The list view's two sections. The server split them when it answered; an event that has started since then
 * (the page stayed open) moves to Past here, so it is never offered as upcoming.
 */
export function listSections(list: Pick<CalendarList, 'upcoming' | 'past' | 'pastTotal'>, now: Date): ListSections {
  const startedSince = list.upcoming.filter((event) => hasStarted(event, now))
  const upcoming = list.upcoming.filter((event) => !hasStarted(event, now))
  const allPast = [...startedSince.reverse(), ...list.past]
  const past = allPast.slice(0, PAST_SHOWN)
  const total = Math.max(list.pastTotal + startedSince.length, allPast.length)
  return { upcoming, past, morePast: total - past.length }
}

export const hasStarted = (event: Pick<CalendarEventView, 'startsAt'>, now: Date) =>
  new Date(event.startsAt).getTime() <= now.getTime()

/** The note under the past events: how many more there are, or nothing when all are shown. */
export function morePastNote(more: number): string | null {
  if (more <= 0) return null
  return translate(m.morePast, { count: more })
}

/** The next events still to come (the dashboard's Upcoming Events). */
export const nextEvents = (upcoming: readonly CalendarEventView[], now: Date, count = DASHBOARD_UPCOMING) =>
  upcoming.filter((event) => !hasStarted(event, now)).slice(0, count)

// ---- Words: dates as the person's locale writes them ('Mar 8, 2026' in the United States) ----

// The dates other features show too (volunteers, votes, attendance) are formatted below the features.
export {
  formatCalendarDate,
  formatEventDate,
  formatEventDateTime,
  formatEventTime,
  formatEventTimeRange,
} from '../../shared/calendar/event-dates'

/** 'Sunday, March 8, 2026' ('Sonntag, 8. März 2026'): a day as it is read out; 'Unknown' when it cannot be read. */
export const spokenDay = (isoDate: string): string =>
  formatInZone(`${isoDate}T00:00:00Z`, 'UTC', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })

/** The short parts of a day for an event's date badge, in the team's zone: 'Mar' ('MAR' on the badge) and '8'. */
export function dateBadge(startsAt: string, timeZone: string): { month: string; day: string } {
  if (!isValid(new TZDate(startsAt, timeZone))) return { month: '', day: '?' }
  return {
    month: formatInZone(startsAt, timeZone, { month: 'short' }),
    day: formatInZone(startsAt, timeZone, { day: 'numeric' }),
  }
}
