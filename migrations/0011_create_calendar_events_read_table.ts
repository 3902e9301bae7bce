import type { Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * The team's calendar: one row per calendar event as last changed, its local date and time in the team's zone
 * beside the instant they name. A deleted one keeps its row, marked cancelled, and leaves every list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('local_date', 'date', (c) => c.notNull())
    .addColumn('local_time', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('opponent', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('takes_attendance', 'boolean', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('cancelled_at', 'timestamptz')
    .execute()
  await db.schema
    .createIndex('calendar_events_team_id_starts_at_idx')
    .on('calendar_events')
    .columns(['team_id', 'starts_at'])
    .execute()
  await grantReadTableToApp(db, 'calendar_events')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_events').execute()
}
