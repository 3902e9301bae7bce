import type { CalendarEventDetails } from '../calendar/calendar.events'
import { calendarEventSummary } from '../calendar-feed/calendar-event-summary'

/**
 * Schedule-change e-mails (beyond the spec; ARCHITECTURE §7): when an upcoming calendar event of the next
 * 14 days moves (date or time) or changes place, or is cancelled, the team is told once what changed.
 */

/** Only changes to calendar events starting within this many days are mailed. */
export const NOTICE_DAYS = 14
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * What a schedule-change e-mail needs of a calendar event. `series` is set on the one message a change of a whole
 * repeating event sends: what it covers ("every Tuesday and Thursday from Mar 30, 2027 on").
 */
export type ScheduleSnapshot = Pick<
  CalendarEventDetails,
  'title' | 'type' | 'opponent' | 'startsAt' | 'timeZone' | 'location'
> & { readonly series?: string }

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

/** A date and time in the event's own zone, in the spec's en-US format, with the zone: "Mar 13, 2027, 10:00 AM EST". */
export const formatEventTime = (startsAt: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(startsAt))

/** Just the date, for a subject line: "Mar 13, 2027". */
export const formatEventDate = (startsAt: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(startsAt),
  )

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

const when = (event: ScheduleSnapshot) => formatEventTime(event.startsAt, event.timeZone)

/** The e-mail that tells one member what changed: old → new for the time and the place. */
export const scheduleChangeMail = (change: ScheduleChange, context: ScheduleMailContext): ScheduleMail => {
  const event = change.kind === 'cancelled' ? change.event : change.after
  const name = calendarEventSummary(event)
  const series = change.kind === 'cancelled' ? change.event.series : (change.before.series ?? change.after.series)
  const lines: string[] = []
  let subject: string
  if (change.kind === 'cancelled') {
    subject = `Cancelled: ${name} on ${formatEventDate(event.startsAt, event.timeZone)}`
    lines.push(`${name} has been cancelled.`, '', `It was to be on ${when(event)} at ${event.location}.`)
  } else {
    const { before, after } = change
    subject = `Schedule change: ${name} on ${formatEventDate(after.startsAt, after.timeZone)}`
    lines.push(`${name} has changed.`, '')
    if (change.moved) lines.push(`When: ${when(before)} → ${when(after)}`)
    else lines.push(`When: ${when(after)} (unchanged)`)
    if (change.relocated) lines.push(`Where: ${before.location} → ${after.location}`)
    else lines.push(`Where: ${after.location} (unchanged)`)
  }
  // One message for a whole repeating event: the first of its events the change reaches, and what else it covers.
  if (series) lines.push('', `This is for the repeating ${name}, ${series}.`)
  lines.push(
    '',
    `See the team calendar: ${context.calendarUrl}`,
    '',
    '-- ',
    `You get this e-mail as a member of ${context.teamName} on Team Space. To stop schedule-change e-mails, turn them off in your profile: ${context.profileUrl}`,
  )
  return { subject: `${context.teamName}: ${subject}`, text: lines.join('\n') }
}
