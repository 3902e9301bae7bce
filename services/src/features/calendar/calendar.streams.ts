import { calendarDecider } from '@teamspace/domain/calendar/calendar.decider'
import { calendarEventStreamId } from '@teamspace/domain/calendar/calendar.events'
import { calendarOccurrenceDecider } from '@teamspace/domain/calendar/calendar-occurrence.decider'
import { calendarSeriesDecider } from '@teamspace/domain/calendar/calendar-series.decider'
import { calendarSeriesStreamId } from '@teamspace/domain/calendar/calendar-series.events'
import { commandStream } from '../../platform/commands/command-stream'

/** One stream per calendar event: its creator's changes are decided against its own history only. */
export const calendarEventStream = commandStream({
  type: 'calendarevent',
  decider: calendarDecider,
  streamOf: (command) => calendarEventStreamId(command.data.calendarEventId),
  // The route makes the id of a new calendar event: its stream cannot exist yet.
  creates: (command) => command.type === 'ScheduleCalendarEvent',
})

/** One stream per repeating event: its rule and series-wide details, nothing of any one occurrence. */
export const calendarSeriesStream = commandStream({
  type: 'calendarseries',
  decider: calendarSeriesDecider,
  streamOf: (command) => calendarSeriesStreamId(command.data.seriesId),
  creates: (command) => command.type === 'ScheduleCalendarSeries',
})

/**
 * One occurrence's exceptions ("this event"), under the occurrence's stable id: the stream exists only once it
 * has one, so moving one Thursday never collides with an answer for, or a change of, another.
 */
export const calendarOccurrenceStream = commandStream({
  type: 'calendarevent',
  decider: calendarOccurrenceDecider,
  streamOf: (command) => calendarEventStreamId(command.data.calendarEventId),
})
