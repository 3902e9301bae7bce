import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * The calendar feed: its read table (each calendar event as subscribed calendars see it, kept by the
 * calendar-feed projection) and the members' feed links, stored as SHA-256 hashes beside the log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_feed_entries')
    .addColumn('calendar_event_id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('opponent', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_modified', 'timestamptz', (c) => c.notNull())
    .addColumn('cancelled_at', 'timestamptz')
    .execute()
  await db.schema
    .createIndex('calendar_feed_entries_team_starts_idx')
    .on('calendar_feed_entries')
    .columns(['team_id', 'starts_at'])
    .execute()
  await grantReadTableToApp(db, 'calendar_feed_entries')

  await db.schema
    .createTable('calendar_feed_tokens')
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('calendar_feed_tokens_pkey', ['team_id', 'user_id'])
    .execute()
  await grantReadTableToApp(db, 'calendar_feed_tokens')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_feed_tokens').execute()
  await db.schema.dropTable('calendar_feed_entries').execute()
}
