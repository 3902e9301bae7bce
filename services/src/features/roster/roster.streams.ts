import { rosterDecider } from '@teamspace/domain/roster/roster.decider'
import { playerStreamId } from '@teamspace/domain/roster/roster.events'
import { commandStream } from '../../platform/commands/command-stream'

/**
 * A player's own stream: adding or changing two different players never collides. Changes go to the stream
 * the player was added on, which the route looks up (players added before had their team's roster stream).
 */
export const playerStream = commandStream({
  type: 'player',
  decider: rosterDecider,
  streamOf: (command) => (command.type === 'AddPlayer' ? playerStreamId(command.data.playerId) : null),
  // A new player's id is made by the route: their stream cannot exist yet.
  creates: (command) => command.type === 'AddPlayer',
})
