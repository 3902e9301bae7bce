import type { Command } from '../shared/events'
import type { AttendanceStatus } from './attendance.schemas'

/**
 * A coach saves attendance for one calendar event. The route adds what the read tables know: whether the event
 * takes attendance, and the team's active players, in roster order.
 */
export type TakeAttendance = Command<
  'TakeAttendance',
  {
    teamId: string
    calendarEventId: string
    takesAttendance: boolean
    activePlayerIds: readonly string[]
    /** As sent: any players, in any order; an unknown status was already read as present. */
    records: readonly { playerId: string; status: AttendanceStatus }[]
  }
>

export type AttendanceCommand = TakeAttendance
