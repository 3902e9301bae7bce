import { voteDecider, votingDecider } from '@teamspace/domain/votes/votes.decider'
import { votingStreamId } from '@teamspace/domain/votes/votes.events'
import { commandStream } from '../../platform/commands/command-stream'

/**
 * One stream per voting: a calendar game's voting id is derived from the game, so "one voting per game" is this
 * stream's own invariant (of any number of coaches starting it at once, one opens it). Custom games get a fresh
 * id. The close appends here too.
 */
export const votingStream = commandStream({
  type: 'voting',
  decider: votingDecider,
  streamOf: (command) => votingStreamId(command.data.votingId),
  creates: (command) => command.type === 'OpenVoting',
})

/**
 * One stream per voter per voting: voters never collide, and a voter's second vote finds the first. The route
 * names the stream (the voter is the caller) and makes the append depend on the voting's stream.
 */
export const voteStream = commandStream({
  type: 'vote',
  decider: voteDecider,
  streamOf: () => null,
})
