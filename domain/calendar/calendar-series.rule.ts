import { tz } from '@date-fns/tz'
import { differenceInCalendarDays, getDay, parse } from 'date-fns'
import { shiftDate } from './calendar.time'

/**
 * How a series repeats: weekly on chosen weekdays, every `interval` weeks, from `startDate` until `until` (a
 * local date, inclusive) or for `count` occurrences, never more than a year ahead of its start. Dates are local
 * dates in the team's zone; each occurrence's instant is worked out from its own date, so 10:00 stays 10:00
 * across a change of the clocks.
 */
export interface SeriesRule {
  /** 0 = Sunday … 6 = Saturday, ascending, no repeats. */
  readonly weekdays: readonly number[]
  /** Every `interval` weeks: 1 weekly, 2 fortnightly. */
  readonly interval: number
  /** YYYY-MM-DD: the first day the series may fall on. */
  readonly startDate: string
  /** YYYY-MM-DD, inclusive; null when `count` ends the series. */
  readonly until: string | null
  /** How many occurrences; null when `until` ends the series. */
  readonly count: number | null
}

/** A series never reaches further than this many days past its start. */
export const SERIES_MAX_DAYS = 365
export const SERIES_MAX_INTERVAL = 8

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

const DATE = 'yyyy-MM-dd'
const dayOf = (date: string) => parse(date, DATE, new Date(0), { in: tz('UTC') })

/** The weekday (0 = Sunday) of a local date. */
export const weekdayOf = (date: string) => getDay(dayOf(date))

/** Days from `a` to `b` (YYYY-MM-DD). */
export const daysBetween = (a: string, b: string) => differenceInCalendarDays(dayOf(b), dayOf(a))

/** The last day a rule may reach: its `until`, capped at a year after its start. */
export const lastPossibleDate = (rule: SeriesRule) => {
  const cap = shiftDate(rule.startDate, SERIES_MAX_DAYS)
  return rule.until !== null && rule.until < cap ? rule.until : cap
}

/**
 * The local dates the rule falls on, ascending: weeks counted from the Sunday of the start's week, so "every 2
 * weeks on Tuesday and Thursday" keeps both days in the same weeks.
 */
export const seriesDates = (rule: SeriesRule): string[] => {
  // Whole UTC days: a local date's weekday and the days between dates know nothing of zones.
  const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000
  const dateOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10)
  const first = dayNumber(rule.startDate)
  const last = dayNumber(lastPossibleDate(rule))
  const weekStart = first - weekdayOf(rule.startDate)
  const dates: string[] = []
  for (let day = first; day <= last; day += 1) {
    if (rule.count !== null && dates.length >= rule.count) break
    const week = Math.floor((day - weekStart) / 7)
    if (week % rule.interval === 0 && rule.weekdays.includes((day + 4) % 7)) dates.push(dateOf(day))
  }
  return dates
}

/**
 * An occurrence's id: the series' id and the local date it was first planned on. It never changes when the
 * occurrence is moved or the series is changed, so availability, attendance and volunteer needs keyed by
 * `calendarEventId` follow it unchanged.
 */
export const occurrenceId = (seriesId: string, originalDate: string) =>
  `${seriesId}-${originalDate.replaceAll('-', '')}`

/** "every Tuesday and Thursday", "every 2 weeks on Monday": how history and the pages name a rule. */
export const describeRule = (rule: Pick<SeriesRule, 'weekdays' | 'interval'>) => {
  const days = rule.weekdays.map((day) => weekdayNames[day] ?? '?')
  const named = days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days.at(-1)}` : (days[0] ?? '')
  return rule.interval === 1 ? `every ${named}` : `every ${rule.interval} weeks on ${named}`
}

/** The "Repeats" section's messages and the server's refusals of a series. */
export const seriesMessages = {
  weekdaysRequired: 'Choose at least one weekday',
  intervalInvalid: 'Repeat every 1 to 8 weeks',
  endRequired: 'Choose an end date or a number of events',
  untilBeforeStart: 'The end date must not be before the first event',
  countInvalid: 'Repeat 1 to 366 times',
  noOccurrence: 'These choices give no event: check the weekdays and the end',
  fromInvalid: 'Choose an upcoming event of the series',
  notRepeating: 'This event does not repeat: only this event can be changed',
  repeatRequired: 'Say how the events repeat',
  seriesVersionRequired: 'Open the event again to change its series',
} as const
