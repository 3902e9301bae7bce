import { availabilityDecider } from '@teamspace/domain/availability/availability.decider'
import { availabilityStreamId } from '@teamspace/domain/availability/availability.events'
import { commandStream } from '../../platform/commands/command-stream'

/** One child's answer for one calendar event: families answering at once never share a stream. */
export const availabilityStream = commandStream({
  type: 'availability',
  decider: availabilityDecider,
  streamOf: (command) => availabilityStreamId(command.data.calendarEventId, command.data.playerId),
})
