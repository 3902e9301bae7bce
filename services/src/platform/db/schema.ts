import type { ColumnType, Generated } from 'kysely'

/**
 * The platform's tables, typed once: the log and its bookkeeping, and the auth tables beside it. Features add
 * theirs (see `ReadTables`).
 */
export interface DB {
  events: EventsTable
  streams: StreamsTable
  processed_commands: ProcessedCommandsTable
  subscription_checkpoints: SubscriptionCheckpointsTable
  projection_state: ProjectionStateTable
  accounts: AccountsTable
  sessions: SessionsTable
  password_reset_tokens: PasswordResetTokensTable
  pending_federated_signups: PendingFederatedSignupsTable
  rate_limit_counters: RateLimitCountersTable
}

/**
 * Tables that projections own: a pure function of the log, rebuilt and verified by the CLI. Each feature adds
 * its tables to `DB` and its read tables here, in its own `<feature>.tables.ts`:
 *
 *   declare module '../../platform/db/schema' {
 *     interface DB { stat_lines: StatLinesTable }
 *     interface ReadTables { stat_lines: true }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature's declaration
export interface ReadTables {}
export type ReadTable = keyof ReadTables & keyof DB

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
export type Json<T = unknown> = ColumnType<T, string, string>

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
  /** The hash of the request the command id was first recorded for (migration 0102); null before it. */
  request_hash: string | null
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

// ---- Mutable tables outside the log: secrets and erasable personal data (ARCHITECTURE §3.7) ----

export interface AccountsTable {
  id: string
  email: string
  password_hash: string | null
  google_sub: string | null
  created_at: Generated<Date>
  /** The language the person reads the app, mails and pushes in (migration 0106); null: not known, English. */
  language: string | null
}

export interface SessionsTable {
  id: string
  account_id: string
  expires_at: Timestamp
  created_at: Generated<Date>
  /** The team the session is in (migration 0085): where a request that names no team goes. */
  team_id: string | null
}

export interface PasswordResetTokensTable {
  token_hash: string
  account_id: string
  expires_at: Timestamp
  used_at: Timestamp | null
}

export interface PendingFederatedSignupsTable {
  id: string
  google_sub: string
  email: string
  name: string
  expires_at: Timestamp
}

/** Shared rate-limit counters (see SharedLimits): one row per key, its window ending at `expires_at`. */
export interface RateLimitCountersTable {
  key: string
  count: number
  expires_at: Timestamp
}
