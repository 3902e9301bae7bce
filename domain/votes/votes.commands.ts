import type { Command } from '../shared/events'
import type { PlayerVotes, VotingGame } from './votes.events'

/** A coach opens a voting for a game: a calendar game (its id derived from the game's) or a custom one. */
export type OpenVoting = Command<'OpenVoting', VotingGame & { teamId: string; votingId: string }>

/**
 * A coach closes a voting. `tally` is read by the command path after it holds the voting's stream, so no vote
 * can be added between reading it and closing.
 */
export type CloseVoting = Command<'CloseVoting', { teamId: string; votingId: string; tally: readonly PlayerVotes[] }>

export type VotingCommand = OpenVoting | CloseVoting

/** Whether the voting a vote is for is open, as its own stream says (null: there is no such voting). */
export interface VotingStatus {
  readonly open: boolean
}

/**
 * A member votes for a player. The route adds what the read tables know of the player (their parents) and the
 * command path adds the voting's status from the voting's stream, read at the version the append checks.
 */
export type CastVote = Command<
  'CastVote',
  {
    teamId: string
    votingId: string
    playerId: string
    reason: string
    /** The members linked to the player (their parents and those parents' families). */
    parentIds: readonly string[]
    voting: VotingStatus | null
  }
>

export type VoteCommand = CastVote
