import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    lineups: LineupsTable
    lineup_players: LineupPlayersTable
  }
  interface ReadTables {
    lineups: true
    lineup_players: true
  }
}

/** A game's lineup as last saved; the game's title and time are the calendar's. */
export interface LineupsTable {
  calendar_event_id: string
  team_id: string
  format: string
  /** From when families see it; null for a draft. */
  publish_at: Timestamp | null
  saved_by: string | null
  saved_at: Timestamp
}

/** A player named in a game's lineup: on a place of the formation, or on the bench (`slot_id` null). */
export interface LineupPlayersTable {
  calendar_event_id: string
  player_id: string
  team_id: string
  slot_id: string | null
  /** The order the coach gave: starters first, then the bench. */
  position: number
}
