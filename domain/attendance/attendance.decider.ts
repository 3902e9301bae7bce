import { assertNever, type Decider } from '../shared/decider'
import { ValidationError } from '../shared/errors'
import type { AttendanceCommand, TakeAttendance } from './attendance.commands'
import type { AttendanceDomainEvent } from './attendance.events'
import { completeAttendanceSet } from './attendance.rules'
import { attendanceMessages } from './attendance.schemas'

/** One calendar event's attendance: how many times it was saved. Each save replaces the whole set. */
export interface AttendanceState {
  readonly saves: number
}

const take = ({ data, metadata }: TakeAttendance): AttendanceDomainEvent[] => {
  if (!data.takesAttendance)
    throw new ValidationError(attendanceMessages.notTakingAttendance, { code: 'no-attendance' })
  return [
    {
      type: 'AttendanceTaken',
      data: {
        teamId: data.teamId,
        calendarEventId: data.calendarEventId,
        records: completeAttendanceSet(data.activePlayerIds, data.records),
        takenAt: metadata.now.toISOString(),
      },
    },
  ]
}

export const attendanceDecider: Decider<AttendanceState, AttendanceCommand, AttendanceDomainEvent> = {
  initialState: () => ({ saves: 0 }),
  decide: (command) => {
    switch (command.type) {
      case 'TakeAttendance':
        return take(command)
      default:
        return assertNever(command.type)
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'AttendanceTaken':
        return { saves: state.saves + 1 }
      default:
        return assertNever(event.type)
    }
  },
}
