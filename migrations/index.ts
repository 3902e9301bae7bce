import type { Migration } from 'kysely';
import * as createEventStore from './0001_create_event_store';
import * as createTeamsReadTable from './0002_create_teams_read_table';

/** Every migration, in order. A new one is added here as well as in its numbered file. */
export const migrations: Record<string, Migration> = {
  '0001_create_event_store': createEventStore,
  '0002_create_teams_read_table': createTeamsReadTable,
};
