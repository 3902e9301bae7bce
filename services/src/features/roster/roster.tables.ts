import type { ColumnType, Generated } from 'kysely'
import type { Json, Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    players: PlayersTable
    /** A child's erasable personal data, outside the log (ARCHITECTURE §3.7). */
    player_personal_data: PlayerPersonalDataTable
    /** Command-side guard: a jersey number is claimed by one player of a team at a time. */
    jersey_claims: JerseyClaimsTable
  }
  interface ReadTables {
    players: true
  }
}

export interface PlayersTable {
  id: string
  team_id: string
  /** The stream the player's events go to: their own, or their team's roster stream for older players. */
  stream_id: string
  jersey_number: number | null
  position: string
  photo_id: string | null
  is_active: Generated<boolean>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface PlayerPersonalDataTable {
  player_id: string
  team_id: string
  /** The player's name: personal data like the rest, deleted with the player (the log names them by id). */
  name: string
  date_of_birth: ColumnType<string | null, string | null, string | null>
  medical_info: string | null
  emergency_contacts: Json<{ name: string; relationship: string; phoneNumber: string; isPrimary: boolean }[]>
  parent_emails: string[]
}

export interface JerseyClaimsTable {
  team_id: string
  jersey_number: number
  player_id: string
}
