import { childAllergiesDecider } from '@teamspace/domain/allergies/allergies.decider'
import { childAllergiesStreamId } from '@teamspace/domain/allergies/allergies.events'
import { commandStream } from '../../platform/commands/command-stream'

/**
 * One stream per child: their family's choice to share is decided on it alone, and two families saving their own
 * children's allergies never collide.
 */
export const childAllergiesStream = commandStream({
  type: 'childallergies',
  decider: childAllergiesDecider,
  streamOf: (command) => childAllergiesStreamId(command.data.playerId),
})
