import { forCalendarEvent } from '../calendar/calendar.history'
import { defineHistory } from '../history/history.plugin'
import { list } from '../history/history.wording'
import type { AttendanceDomainEvent } from './attendance.events'

/** Attendance in the activity feed: how many came, never who (each player's record is the attendance page's). */
export const attendanceHistory = defineHistory<AttendanceDomainEvent>({
  label: 'Attendance',
  sentences: {
    AttendanceTaken: (d, c) => {
      const counts = (['present', 'late', 'absent', 'excused'] as const)
        .map((status) => [status, d.records.filter((r) => r.status === status).length] as const)
        .filter(([, n]) => n > 0)
        .map(([status, n]) => `${n} ${status}`)
      return `${c.actor} took attendance${forCalendarEvent(c.names, d.calendarEventId)}${counts.length ? `: ${list(counts)}` : ''}.`
    },
  },
})
