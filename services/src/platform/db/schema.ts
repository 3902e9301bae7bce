import type { ColumnType, Generated } from 'kysely'

/** Every table, typed once. Read tables are a pure function of `events`; the CLI rebuilds them from it. */
export interface DB {
  events: EventsTable
  streams: StreamsTable
  processed_commands: ProcessedCommandsTable
  subscription_checkpoints: SubscriptionCheckpointsTable
  projection_state: ProjectionStateTable
  teams: TeamsTable
  team_members: TeamMembersTable
  invites: InvitesTable
  accounts: AccountsTable
  sessions: SessionsTable
  password_reset_tokens: PasswordResetTokensTable
  invite_codes: InviteCodesTable
  pending_federated_signups: PendingFederatedSignupsTable
  profiles: ProfilesTable
  players: PlayersTable
  stat_lines: StatLinesTable
  player_personal_data: PlayerPersonalDataTable
}

/** Tables that projections own: a pure function of the log, rebuilt and verified by the CLI. */
export type ReadTable = 'teams' | 'team_members' | 'invites' | 'players' | 'stat_lines'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type Json<T = unknown> = ColumnType<T, string, string>

export interface EventsTable {
  position: Generated<number>
  /** xid8 of the writing transaction, as a decimal string. */
  tx_id: Generated<string>
  stream_id: string
  stream_version: number
  type: string
  schema_version: number
  team_id: string | null
  data: Json<Record<string, unknown>>
  metadata: Json<Record<string, unknown>>
  recorded_at: Generated<Date>
}

export interface StreamsTable {
  stream_id: string
  stream_type: string
  team_id: string | null
  version: number
}

export interface ProcessedCommandsTable {
  command_id: string
  stream_id: string
  result: Json<unknown>
  recorded_at: Generated<Date>
}

export interface SubscriptionCheckpointsTable {
  name: string
  tx_id: string
  position: number
  updated_at: Timestamp
}

export interface ProjectionStateTable {
  name: string
  version: number
  rebuilt_at: Timestamp
}

export interface TeamsTable {
  id: string
  name: string
  age_group: string
  time_zone: string
  created_at: Timestamp
  updated_at: Timestamp
}

export interface TeamMembersTable {
  team_id: string
  user_id: string
  role: string
  family_id: string
  joined_at: Timestamp
}

export interface InvitesTable {
  id: string
  team_id: string
  role: string
  relationship: string
  family_id: string | null
  created_by: string
  created_by_name: string
  created_at: Timestamp
  expires_at: Timestamp
  revoked_at: Timestamp | null
  /** How many people joined with it. */
  uses: Generated<number>
}

// ---- Mutable tables outside the log: secrets and erasable personal data (ARCHITECTURE §2.7) ----

export interface AccountsTable {
  id: string
  email: string
  password_hash: string | null
  google_sub: string | null
  created_at: Generated<Date>
}

export interface SessionsTable {
  id: string
  account_id: string
  expires_at: Timestamp
  created_at: Generated<Date>
}

export interface PasswordResetTokensTable {
  token_hash: string
  account_id: string
  expires_at: Timestamp
  used_at: Timestamp | null
}

export interface InviteCodesTable {
  code_hash: string
  invite_id: string
  team_id: string
  /** The code itself, so its inviter gets the same link again while it works; null once revoked. */
  code: string | null
}

export interface PendingFederatedSignupsTable {
  id: string
  google_sub: string
  email: string
  name: string
  expires_at: Timestamp
}

export interface ProfilesTable {
  user_id: string
  name: string
  phone_number: string | null
  address: string | null
  emergency_contact: string | null
  emergency_phone: string | null
  show_phone: Generated<boolean>
  show_email: Generated<boolean>
  show_address: Generated<boolean>
  updated_at: Generated<Date>
}

export interface PlayersTable {
  id: string
  team_id: string
  name: string
  jersey_number: number | null
  position: string
  photo_id: string | null
  is_active: Generated<boolean>
  created_at: Timestamp
  updated_at: Timestamp
  games_played: Generated<number>
  goals: Generated<number>
  assists: Generated<number>
  yellow_cards: Generated<number>
  red_cards: Generated<number>
  minutes_played: Generated<number>
  saves: Generated<number>
  clean_sheets: Generated<number>
}

export interface StatLinesTable {
  id: string
  team_id: string
  player_id: string
  player_name: string
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
  recorded_by_name: string | null
  created_at: Timestamp
}

export interface PlayerPersonalDataTable {
  player_id: string
  team_id: string
  date_of_birth: ColumnType<string | null, string | null, string | null>
  medical_info: string | null
  emergency_contacts: Json<{ name: string; relationship: string; phoneNumber: string; isPrimary: boolean }[]>
  parent_emails: string[]
}
