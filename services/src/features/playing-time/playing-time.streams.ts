import { fairPlayThresholdDecider } from '@teamspace/domain/playing-time/playing-time.decider'
import { fairPlayStreamId } from '@teamspace/domain/playing-time/playing-time.events'
import { commandStream } from '../../platform/commands/command-stream'

/** The team's one fair-play threshold (`fair-play:<teamId>`). */
export const fairPlayStream = commandStream({
  type: 'fair-play',
  decider: fairPlayThresholdDecider,
  streamOf: (command) => fairPlayStreamId(command.data.teamId),
})
