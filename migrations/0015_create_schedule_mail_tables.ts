import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * Schedule-change e-mails: each member's opt-out, the subscriber's memory of calendar events and of changes
 * inside their merge window, and the outbox of mails to send (one per change and member, by a unique key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schedule_mail_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('schedule_mail_calendar_events')
    .addColumn('calendar_event_id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'jsonb', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('schedule_mail_calendar_events_starts_idx')
    .on('schedule_mail_calendar_events')
    .column('starts_at')
    .execute()

  await db.schema
    .createTable('schedule_mail_pending')
    .addColumn('calendar_event_id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb', (c) => c.notNull())
    .addColumn('after', 'jsonb')
    .addColumn('from_version', 'integer', (c) => c.notNull())
    .addColumn('to_version', 'integer', (c) => c.notNull())
    .addColumn('first_changed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('schedule_mail_pending_due_idx').on('schedule_mail_pending').column('due_at').execute()

  await db.schema
    .createTable('schedule_mail_outbox')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('outcome', 'text')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute()
  // What is still to send, soonest first: the only rows a sender reads.
  await sql`create index schedule_mail_outbox_unsent_idx on schedule_mail_outbox (next_attempt_at)
    where outcome is null`.execute(db)
  await db.schema
    .createIndex('schedule_mail_outbox_finished_idx')
    .on('schedule_mail_outbox')
    .column('finished_at')
    .execute()

  for (const table of [
    'schedule_mail_preferences',
    'schedule_mail_calendar_events',
    'schedule_mail_pending',
    'schedule_mail_outbox',
  ]) {
    await grantReadTableToApp(db, table)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'schedule_mail_outbox',
    'schedule_mail_pending',
    'schedule_mail_calendar_events',
    'schedule_mail_preferences',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
