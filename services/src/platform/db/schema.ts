import type { ColumnType, Generated } from 'kysely';

/** Every table, typed once. Read tables are a pure function of `events`; the CLI rebuilds them from it. */
export interface DB {
  events: EventsTable;
  streams: StreamsTable;
  processed_commands: ProcessedCommandsTable;
  subscription_checkpoints: SubscriptionCheckpointsTable;
  projection_state: ProjectionStateTable;
  teams: TeamsTable;
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T = unknown> = ColumnType<T, string, string>;

export interface EventsTable {
  position: Generated<number>;
  /** xid8 of the writing transaction, as a decimal string. */
  tx_id: Generated<string>;
  stream_id: string;
  stream_version: number;
  type: string;
  schema_version: number;
  team_id: string | null;
  data: Json<Record<string, unknown>>;
  metadata: Json<Record<string, unknown>>;
  recorded_at: Generated<Date>;
}

export interface StreamsTable {
  stream_id: string;
  stream_type: string;
  team_id: string | null;
  version: number;
}

export interface ProcessedCommandsTable {
  command_id: string;
  stream_id: string;
  result: Json<unknown>;
  recorded_at: Generated<Date>;
}

export interface SubscriptionCheckpointsTable {
  name: string;
  tx_id: string;
  position: number;
  updated_at: Timestamp;
}

export interface ProjectionStateTable {
  name: string;
  version: number;
  rebuilt_at: Timestamp;
}

export interface TeamsTable {
  id: string;
  name: string;
  age_group: string;
  time_zone: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}
