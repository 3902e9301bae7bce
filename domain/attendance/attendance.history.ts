import { forCalendarEvent } from '../calendar/calendar.history'
import { defineHistory } from '../history/history.plugin'
import { list, sayer } from '../history/history.wording'
import type { AttendanceDomainEvent } from './attendance.events'
import { attendanceHistoryMessages, attendanceHistoryTranslations } from './attendance.history.messages'

const say = sayer(attendanceHistoryMessages, attendanceHistoryTranslations)

/** Attendance in the activity feed: how many came, never who (each player's record is the attendance page's). */
export const attendanceHistory = defineHistory<AttendanceDomainEvent>({
  label: (language) => say({ language })('label'),
  sentences: {
    AttendanceTaken: (d, c) => {
      const counts = (['present', 'late', 'absent', 'excused'] as const)
        .map((status) => [status, d.records.filter((r) => r.status === status).length] as const)
        .filter(([, n]) => n > 0)
        .map(([status, n]) => say(c)('count', { status, n }))
      return say(c)('taken', {
        actor: c.actor,
        event: forCalendarEvent(c.names, d.calendarEventId, 'for', c.language),
        counts: counts.length ? say(c)('counts', { counts: list(counts, c.language) }) : '',
      })
    },
  },
})
