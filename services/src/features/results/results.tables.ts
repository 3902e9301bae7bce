import type { Scorer } from '@teamspace/domain/results/results.events'
import type { ColumnType } from 'kysely'
import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    game_results: GameResultsTable
    seasons: SeasonsTable
  }
  interface ReadTables {
    game_results: true
    seasons: true
  }
}

/** Each game's result as last entered; the game's title, opponent and time are the calendar's. */
export interface GameResultsTable {
  calendar_event_id: string
  team_id: string
  goals_for: number
  goals_against: number
  /** Our scorers by player id, as JSON written in and read back parsed. */
  scorers: ColumnType<Scorer[], string, string>
  recorded_by: string | null
  recorded_at: Timestamp
  corrected_at: Timestamp | null
}

/** A season a coach started; the implicit first season has no row. */
export interface SeasonsTable {
  id: string
  team_id: string
  name: string
  /** Calendar dates, read back as 'YYYY-MM-DD'. */
  starts_on: ColumnType<string, string, string>
  ends_on: ColumnType<string, string, string>
  started_by: string | null
  started_at: Timestamp
}
