import { calendarDecider } from '@teamspace/domain/calendar/calendar.decider'
import { calendarEventStreamId } from '@teamspace/domain/calendar/calendar.events'
import { commandStream } from '../../platform/commands/run-command'

/** One stream per calendar event: its creator's changes are decided against its own history only. */
export const calendarEventStream = commandStream({
  type: 'calendarevent',
  decider: calendarDecider,
  streamOf: (command) => calendarEventStreamId(command.data.calendarEventId),
  // The route makes the id of a new calendar event: its stream cannot exist yet.
  creates: (command) => command.type === 'ScheduleCalendarEvent',
})
