import type { ColumnType } from 'kysely'
import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    gameday_settings: GameDaySettingsTable
    matches: MatchesTable
    match_timeline: MatchTimelineTable
  }
  interface ReadTables {
    gameday_settings: true
    matches: true
    match_timeline: true
  }
}

/** A team's game-day setting; a team without a row plays the default. */
export interface GameDaySettingsTable {
  team_id: string
  format: string
  period_minutes: number
  chosen_at: Timestamp
}

/** A game's live match: its whistles (ISO times from the coach's phone, as JSON) and the score as it stands. */
export interface MatchesTable {
  calendar_event_id: string
  team_id: string
  format: string
  period_minutes: number
  kick_offs: ColumnType<string[], string, string>
  ends: ColumnType<string[], string, string>
  full_time: boolean
  goals_for: number
  goals_against: number
}

/**
 * One line of a match's timeline: a whistle, a goal standing (an undone goal's row is deleted) or a substitution.
 * A goal's scorer and assist, a substitution's players on and off, by id: erasing a player clears them.
 */
export interface MatchTimelineTable {
  id: string
  calendar_event_id: string
  team_id: string
  kind: 'kick-off' | 'half-time' | 'full-time' | 'goal' | 'substitution'
  at: Timestamp
  goal_kind: 'ours' | 'own-goal' | 'theirs' | null
  player_id: string | null
  other_id: string | null
}
