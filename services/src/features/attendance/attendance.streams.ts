import { attendanceDecider } from '@teamspace/domain/attendance/attendance.decider'
import { attendanceStreamId } from '@teamspace/domain/attendance/attendance.events'
import { commandStream } from '../../platform/commands/command-stream'

/** One stream per calendar event's attendance: each save replaces the whole set. */
export const attendanceStream = commandStream({
  type: 'attendance',
  decider: attendanceDecider,
  streamOf: (command) => attendanceStreamId(command.data.calendarEventId),
})
