import type { ColumnType } from 'kysely'
import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    votings: VotingsTable
    vote_tallies: VoteTalliesTable
    ballots: BallotsTable
    voting_winners: VotingWinnersTable
  }
  interface ReadTables {
    votings: true
    vote_tallies: true
    ballots: true
    voting_winners: true
  }
}

/** Each voting of a team: its game, open or closed. */
export interface VotingsTable {
  id: string
  team_id: string
  /** The calendar game's id; null for a custom game. */
  calendar_event_id: string | null
  game_title: string
  /** Read back as 'YYYY-MM-DD'. */
  game_date: ColumnType<string, string, string>
  game_time: string
  is_active: boolean
  opened_by: string
  opened_at: Timestamp
  closed_at: Timestamp | null
  /** The votes in when it closed; null while open. */
  total_votes: number | null
}

/** The vote tallies: votes per player per voting, kept by commutative additions. */
export interface VoteTalliesTable {
  voting_id: string
  player_id: string
  team_id: string
  votes: number
}

/** Each voter's vote: whether they voted, and for whom (shown to them alone). */
export interface BallotsTable {
  voting_id: string
  voter_id: string
  team_id: string
  player_id: string
  reason: string
  cast_at: Timestamp
}

/** The winners fixed when a voting closed: one row each, several for a tie. */
export interface VotingWinnersTable {
  voting_id: string
  player_id: string
  team_id: string
  votes: number
}
