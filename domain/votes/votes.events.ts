import type { DomainEvent } from '../shared/events'

declare module '../shared/live-topics' {
  interface LiveTopics {
    /** Player of the match, named as the feature: the votings, their vote counts, tallies and results. */
    votes: true
  }
}

/** The game a voting is about: a calendar game, or one the coach described (a custom game). */
export interface VotingGame {
  /** The calendar game's id; null for a custom game. */
  readonly calendarEventId: string | null
  readonly title: string
  /** YYYY-MM-DD, as the calendar shows the game (or as the coach entered it). */
  readonly date: string
  /** HH:mm. */
  readonly time: string
}

/** A player and the votes they received. */
export interface PlayerVotes {
  readonly playerId: string
  readonly playerName: string
  readonly votes: number
}

/** A winner as the log records it: by id, never by name (a child's name is erasable personal data). */
export interface Winner {
  readonly playerId: string
  readonly votes: number
}

/**
 * A coach opened a Player of the Match voting. Stream `voting-<votingId>`, where a calendar game's voting has the
 * id `game-<calendarEventId>`: one voting per game is the stream's own invariant.
 */
export type VotingOpened = DomainEvent<
  'VotingOpened',
  VotingGame & { teamId: string; votingId: string; openedBy: string; openedAt: string }
>

/**
 * A member voted (schema version 1 carried the player's name as `playerName`; the upcaster drops it on read). Stream `vote-<votingId>-<voterId>`: one voter's vote in one voting, so voters never collide
 * and a voter votes once. Appended only while the voting's stream is still open at the version the vote read.
 */
export type VoteCast = DomainEvent<
  'VoteCast',
  {
    teamId: string
    votingId: string
    voterId: string
    playerId: string
    /** Optional, short; '' when none. */
    reason: string
    castAt: string
  }
>

/**
 * A coach closed the voting: the tally as it stood, read while no vote could be added, fixed the winners (every
 * player with the most votes: a tie is a joint win; none when nobody voted).
 */
export type VotingClosed = DomainEvent<
  'VotingClosed',
  { teamId: string; votingId: string; closedAt: string; totalVotes: number; winners: Winner[] }
>

export type VotingDomainEvent = VotingOpened | VotingClosed
export type VotesDomainEvent = VotingDomainEvent | VoteCast

/** The voting id of a calendar game's voting: derived from the game, so there is one per game. */
export const gameVotingId = (calendarEventId: string) => `game-${calendarEventId}`

export const votingStreamId = (votingId: string) => `voting-${votingId}`

export const voteStreamId = (votingId: string, voterId: string) => `vote-${votingId}-${voterId}`
