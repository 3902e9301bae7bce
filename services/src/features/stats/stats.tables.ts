import type { ColumnType, Generated } from 'kysely'
import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    stat_lines: StatLinesTable
    player_totals: PlayerTotalsTable
  }
  interface ReadTables {
    stat_lines: true
    player_totals: true
  }
}

/** The lines that count: recorded, as last corrected; a voided line is gone. */
export interface StatLinesTable {
  id: string
  team_id: string
  /** The stream the line was recorded on: where a correction or a void is appended. */
  stream_id: string
  player_id: string
  game_id: string | null
  /** A calendar date, read back as 'YYYY-MM-DD'. */
  game_date: ColumnType<string, string, string>
  opponent: string
  minutes_played: number
  goals: number
  assists: number
  yellow_cards: number
  red_cards: number
  saves: number
  key_plays: string[]
  recorded_by: string | null
  created_at: Timestamp
  corrected_at: Timestamp | null
}

/** Each player's running totals (spec §3 `stats`), kept by commutative additions. */
export interface PlayerTotalsTable {
  player_id: string
  team_id: string
  games_played: Generated<number>
  goals: Generated<number>
  assists: Generated<number>
  yellow_cards: Generated<number>
  red_cards: Generated<number>
  minutes_played: Generated<number>
  saves: Generated<number>
  clean_sheets: Generated<number>
}
