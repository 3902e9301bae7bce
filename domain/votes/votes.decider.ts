import { assertNever, type Decider } from '../shared/decider'
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/errors'
import type { CastVote, CloseVoting, OpenVoting, VoteCommand, VotingCommand, VotingStatus } from './votes.commands'
import type { VoteCast, VotingDomainEvent } from './votes.events'
import { winnersOf } from './votes.rules'
import { votingMessages } from './votes.schemas'

/** What a voting's stream knows: whether it exists and whether it is still open. */
export interface VotingState {
  readonly voting: { readonly open: boolean } | null
}

/**
 * A voting's status as a vote needs it, from the types of its stream's events (as the command path reads them):
 * null when there is no such voting, open from its opening until its close.
 */
export const votingStatusOf = (eventTypes: readonly string[]): VotingStatus | null =>
  eventTypes.includes('VotingOpened') ? { open: !eventTypes.includes('VotingClosed') } : null

const open = ({ data, metadata }: OpenVoting, state: VotingState): VotingDomainEvent[] => {
  // A game's voting id is the game's: a second one for the same game lands here.
  if (state.voting) throw new ConflictError(votingMessages.alreadyExists, { code: 'voting-exists' })
  if (!metadata.actor) throw new ForbiddenError()
  return [
    {
      type: 'VotingOpened',
      data: {
        teamId: data.teamId,
        votingId: data.votingId,
        calendarEventId: data.calendarEventId,
        title: data.title,
        date: data.date,
        time: data.time,
        openedBy: metadata.actor.userId,
        openedAt: metadata.now.toISOString(),
      },
    },
  ]
}

const close = ({ data, metadata }: CloseVoting, state: VotingState): VotingDomainEvent[] => {
  if (!state.voting) throw new NotFoundError(votingMessages.notFound)
  // Never reopened, never closed twice: the winner was fixed the first time.
  if (!state.voting.open) throw new ConflictError(votingMessages.closed, { code: 'voting-closed' })
  return [
    {
      type: 'VotingClosed',
      data: {
        teamId: data.teamId,
        votingId: data.votingId,
        closedAt: metadata.now.toISOString(),
        totalVotes: data.tally.reduce((sum, entry) => sum + entry.votes, 0),
        winners: winnersOf(data.tally).map(({ playerId, votes }) => ({ playerId, votes })),
      },
    },
  ]
}

/** One voting: opened by a coach, closed once by a coach with its winners fixed. */
export const votingDecider: Decider<VotingState, VotingCommand, VotingDomainEvent> = {
  initialState: () => ({ voting: null }),
  decide: (command, state) => {
    switch (command.type) {
      case 'OpenVoting':
        return open(command, state)
      case 'CloseVoting':
        return close(command, state)
      default:
        return assertNever(command)
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'VotingOpened':
        return { voting: { open: true } }
      case 'VotingClosed':
        return { voting: { open: false } }
      default:
        return assertNever(event)
    }
  },
}

/** One voter's vote in one voting: the player they chose, once they chose. */
export interface VoteState {
  readonly playerId: string | null
}

/**
 * A vote counts only in an open voting, once per voter ('You have already voted in this session.'), and never for
 * a player the voter is a parent (or family) of.
 */
const cast = ({ data, metadata }: CastVote, state: VoteState): VoteCast[] => {
  const voterId = metadata.actor?.userId
  if (voterId === undefined) throw new ForbiddenError()
  if (!data.voting) throw new NotFoundError(votingMessages.notFound)
  if (!data.voting.open) throw new ConflictError(votingMessages.closed, { code: 'voting-closed' })
  if (state.playerId !== null) throw new ConflictError(votingMessages.alreadyVoted, { code: 'already-voted' })
  if (data.parentIds.includes(voterId)) {
    throw new ForbiddenError(votingMessages.ownChild, {
      code: 'own-child',
      fields: { playerId: votingMessages.ownChild },
    })
  }
  return [
    {
      type: 'VoteCast',
      data: {
        teamId: data.teamId,
        votingId: data.votingId,
        voterId,
        playerId: data.playerId,
        reason: data.reason,
        castAt: metadata.now.toISOString(),
      },
    },
  ]
}

export const voteDecider: Decider<VoteState, VoteCommand, VoteCast> = {
  initialState: () => ({ playerId: null }),
  decide: (command, state) => {
    switch (command.type) {
      case 'CastVote':
        return cast(command, state)
      default:
        return assertNever(command.type)
    }
  },
  evolve: (_state, event) => {
    switch (event.type) {
      case 'VoteCast':
        return { playerId: event.data.playerId }
      default:
        return assertNever(event.type)
    }
  },
}
