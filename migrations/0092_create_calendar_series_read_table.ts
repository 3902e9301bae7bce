import type { Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * Repeating calendar events: each series' rule and series-wide details as last changed (`calendar_series`), and
 * on each calendar event row the series it is an occurrence of, the local date it was first planned on and
 * whether it has an exception of its own. Occurrences are ordinary `calendar_events` rows under stable ids.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_series')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('rule', 'jsonb', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull())
    .addColumn('takes_attendance', 'boolean', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('ended_from', 'date')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await grantReadTableToApp(db, 'calendar_series')
  await db.schema
    .alterTable('calendar_events')
    .addColumn('series_id', 'text')
    .addColumn('original_date', 'date')
    .addColumn('exception', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute()
  await db.schema.createIndex('calendar_events_series_id_idx').on('calendar_events').column('series_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('calendar_events_series_id_idx').execute()
  await db.schema
    .alterTable('calendar_events')
    .dropColumn('series_id')
    .dropColumn('original_date')
    .dropColumn('exception')
    .execute()
  await db.schema.dropTable('calendar_series').execute()
}
