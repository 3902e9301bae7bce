import { attendanceStatuses } from '@teamspace/domain/attendance/attendance.constants'
import type { AttendanceOverview, AttendanceStatus } from '@teamspace/domain/attendance/attendance.schemas'
import { translate } from '../../i18n/locale'
import { formatCalendarDate } from '../../shared/calendar/event-dates'
import { eventTypeLabel } from '../calendar'
import { attendancePageMessages as m } from './attendance.messages'

type OverviewEvent = AttendanceOverview['events'][number]

/**
 * The event the page opens on: the latest one that has started (the practice just finished), else the soonest
 * still to come. `events` come latest first.
 */
export function defaultEventId(events: readonly OverviewEvent[], now: Date): string | null {
  const started = events.find((event) => new Date(event.startsAt).getTime() <= now.getTime())
  return (started ?? events.at(-1))?.calendarEventId ?? null
}

/** An event in the selector: 'Mar 8, 2026 · Game: Spring Cup (taken)'. */
export function eventOptionLabel(event: OverviewEvent): string {
  const values = { date: formatCalendarDate(event.date), type: eventTypeLabel(event.type), title: event.title }
  return translate(event.taken ? m.eventOptionTaken : m.eventOption, values)
}

/** How many players have each status, in the buttons' order. */
export function statusCounts(statuses: readonly AttendanceStatus[]): Record<AttendanceStatus, number> {
  const counts = Object.fromEntries(attendanceStatuses.map((status) => [status, 0])) as Record<AttendanceStatus, number>
  for (const status of statuses) counts[status] += 1
  return counts
}

/** A player's share of present, as the side list shows it (spec §9: rounded); none before any record. */
export const percentageLabel = (percentage: number | null) =>
  percentage === null ? translate(m.noRecords) : translate(m.percentage, { percentage })
