import type { CalendarEventDetails } from '../calendar/calendar.events'
import type { SeriesRule } from '../calendar/calendar-series.rule'
import { calendarEventSummary } from '../calendar-feed/calendar-event-summary'
import { formatInZone, formatList, speak, weekdayName } from '../i18n/speak'
import type { Language } from '../shared/languages'
import { scheduleChangeMessages, scheduleChangeTranslations } from './schedule-change.messages'

/**
 * Schedule-change e-mails (beyond the spec; docs/features.md): when an upcoming calendar event of the next
 * 14 days moves (date or time) or changes place, or is cancelled, the team is told once what changed.
 */

/** Only changes to calendar events starting within this many days are mailed. */
export const NOTICE_DAYS = 14
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * What the one message of a change of a whole repeating event covers: its weekdays (none known: only its start),
 * from the first of its events the change reaches. Kept as parts, so each reader gets it in their language.
 */
export interface SeriesCover {
  readonly rule: Pick<SeriesRule, 'weekdays' | 'interval'> | null
  /** The start of the first event the change reaches, and its zone. */
  readonly from: string
  readonly timeZone: string
}

/**
 * What a schedule-change e-mail needs of a calendar event. `series` is set on the one message a change of a whole
 * repeating event sends: what it covers (a string: a change queued before the cover was kept as its parts).
 */
export type ScheduleSnapshot = Pick<
  CalendarEventDetails,
  'title' | 'type' | 'opponent' | 'startsAt' | 'timeZone' | 'location'
> & { readonly series?: SeriesCover | string }

export const snapshotOf = (details: CalendarEventDetails): ScheduleSnapshot => ({
  title: details.title,
  type: details.type,
  opponent: details.opponent,
  startsAt: details.startsAt,
  timeZone: details.timeZone,
  location: details.location,
})

export type ScheduleChange =
  | { readonly kind: 'cancelled'; readonly event: ScheduleSnapshot }
  | {
      readonly kind: 'changed'
      readonly before: ScheduleSnapshot
      readonly after: ScheduleSnapshot
      /** The start moved: another date, another time, or the same clock time in another zone. */
      readonly moved: boolean
      readonly relocated: boolean
    }

/**
 * What changed between the event as it was and as it is (`null`: cancelled), as far as families care: its
 * start and its place. `null` when neither did, e.g. only the description changed, or an edit was undone.
 */
export const scheduleChangeOf = (before: ScheduleSnapshot, after: ScheduleSnapshot | null): ScheduleChange | null => {
  if (after === null) return { kind: 'cancelled', event: before }
  const moved = Date.parse(before.startsAt) !== Date.parse(after.startsAt)
  const relocated = before.location.trim() !== after.location.trim()
  return moved || relocated ? { kind: 'changed', before, after, moved, relocated } : null
}

/** True when the event starts between `at` and `at` + 14 days: upcoming, and soon enough to matter. */
export const startsWithinNotice = (startsAt: string, at: Date) => {
  const start = Date.parse(startsAt)
  return start >= at.getTime() && start <= at.getTime() + NOTICE_DAYS * DAY_MS
}

/**
 * Whether a change made at `at` concerns the next 14 days: the event started there, or now does. (An event
 * moved from next month to next week is news; one moved from next week to next month is too.)
 */
export const concernsNoticePeriod = (before: ScheduleSnapshot, after: ScheduleSnapshot | null, at: Date) =>
  startsWithinNotice(before.startsAt, at) || (after !== null && startsWithinNotice(after.startsAt, at))

/** Already started: too late to tell anyone (a mail queued before a long outage is dropped instead). */
export const hasStarted = (change: ScheduleChange, now: Date) => {
  const starts = change.kind === 'cancelled' ? [change.event.startsAt] : [change.before.startsAt, change.after.startsAt]
  return starts.every((startsAt) => Date.parse(startsAt) < now.getTime())
}

/**
 * A date and time in the event's own zone, as the reader's language writes it, with the zone: "Mar 13, 2027,
 * 10:00 AM EST" (the spec's en-US format), "13. März 2027, 18:30 MEZ", "13 mar 2027, 18:30 CET".
 */
export const formatEventTime = (startsAt: string, timeZone: string, language: Language = 'en') =>
  formatInZone(language, timeZone, startsAt, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })

/** Just the date, for a subject line: "Mar 13, 2027", "13. März 2027". */
export const formatEventDate = (startsAt: string, timeZone: string, language: Language = 'en') =>
  formatInZone(language, timeZone, startsAt, { month: 'short', day: 'numeric', year: 'numeric' })

/**
 * What the one message of a change of a whole repeating event covers, in the reader's language: "every Tuesday
 * and Thursday from Mar 30, 2027 on". A string is the English words of a change queued before the words were
 * kept as their parts.
 */
export const seriesWords = (series: SeriesCover | string, language: Language) => {
  if (typeof series === 'string') return series
  const say = speak(language, scheduleChangeMessages, scheduleChangeTranslations)
  const date = formatEventDate(series.from, series.timeZone, language)
  if (!series.rule) return say('seriesFromOnly', { date })
  const days = formatList(
    language,
    series.rule.weekdays.map((day) => weekdayName(language, day)),
  )
  return say('seriesFrom', { days: say('weekdays', { interval: series.rule.interval, days }), date })
}

export interface ScheduleMailContext {
  readonly teamName: string
  /** The team calendar's address, and the profile page's (where the e-mails are turned off). */
  readonly calendarUrl: string
  readonly profileUrl: string
}

export interface ScheduleMail {
  readonly subject: string
  readonly text: string
}

/** The subject of the e-mail, which the notification of the same change shows as its title. */
export const scheduleChangeSubject = (change: ScheduleChange, teamName: string, language: Language = 'en') => {
  const say = speak(language, scheduleChangeMessages, scheduleChangeTranslations)
  const event = change.kind === 'cancelled' ? change.event : change.after
  const values = {
    event: calendarEventSummary(event, language),
    date: formatEventDate(event.startsAt, event.timeZone, language),
  }
  const subject = change.kind === 'cancelled' ? say('cancelledSubject', values) : say('changedSubject', values)
  return `${teamName}: ${subject}`
}

/** The e-mail that tells one member, in their language, what changed: old → new for the time and the place. */
export const scheduleChangeMail = (
  change: ScheduleChange,
  context: ScheduleMailContext,
  language: Language = 'en',
): ScheduleMail => {
  const say = speak(language, scheduleChangeMessages, scheduleChangeTranslations)
  const when = (event: ScheduleSnapshot) => formatEventTime(event.startsAt, event.timeZone, language)
  const event = change.kind === 'cancelled' ? change.event : change.after
  const name = calendarEventSummary(event, language)
  const series = change.kind === 'cancelled' ? change.event.series : (change.before.series ?? change.after.series)
  const lines: string[] = []
  if (change.kind === 'cancelled') {
    lines.push(say('cancelled', { event: name }), '', say('wasToBe', { when: when(event), place: event.location }))
  } else {
    const { before, after } = change
    lines.push(say('changed', { event: name }), '')
    if (change.moved) lines.push(say('whenMoved', { before: when(before), after: when(after) }))
    else lines.push(say('whenUnchanged', { when: when(after) }))
    if (change.relocated) lines.push(say('whereMoved', { before: before.location, after: after.location }))
    else lines.push(say('whereUnchanged', { place: after.location }))
  }
  // One message for a whole repeating event: the first of its events the change reaches, and what else it covers.
  if (series) lines.push('', say('repeating', { event: name, series: seriesWords(series, language) }))
  lines.push(
    '',
    say('calendarLink', { url: context.calendarUrl }),
    '',
    '-- ',
    say('footer', { team: context.teamName, url: context.profileUrl }),
  )
  return { subject: scheduleChangeSubject(change, context.teamName, language), text: lines.join('\n') }
}
