import type { DomainEvent } from '../shared/events'
import type { AttendanceStatus } from './attendance.schemas'

declare module '../shared/live-topics' {
  interface LiveTopics {
    /** Attendance records, the tiles and each player's percentage. */
    attendance: true
  }
}

/**
 * A coach saved attendance for one calendar event: the whole set, one status per active player, replacing any
 * earlier set (spec §4 "Saving deletes all existing records for that event and writes a fresh set"). Stream
 * `attendance-<calendarEventId>`. Names are not copied in: they come from the roster when read.
 */
export type AttendanceTaken = DomainEvent<
  'AttendanceTaken',
  {
    teamId: string
    calendarEventId: string
    records: readonly { playerId: string; status: AttendanceStatus }[]
    takenAt: string
  }
>

export type AttendanceDomainEvent = AttendanceTaken

export const attendanceStreamId = (calendarEventId: string) => `attendance-${calendarEventId}`
