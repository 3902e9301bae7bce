import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

const tables = [
  'reminder_settings',
  'reminder_event_state',
  'reminder_calendar_changes',
  'schedule_change_acknowledgements',
  'reminder_mail_preferences',
  'reminder_mail_outbox',
]

/**
 * Availability reminders and "Got it" for schedule changes: the projections' tables (each team's lead time,
 * what was sent per event, each event's last change of time or place, who confirmed it), each member's opt-out
 * of reminder mails, and their outbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reminder_settings')
    .addColumn('team_id', 'text', (c) => c.primaryKey())
    .addColumn('lead_hours', 'integer', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('reminder_event_state')
    .addColumn('calendar_event_id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('automatic_sent_at', 'timestamptz')
    .addColumn('last_manual_at', 'timestamptz')
    .execute()

  await db.schema
    .createTable('reminder_calendar_changes')
    .addColumn('calendar_event_id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('opponent', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('change_version', 'integer')
    .addColumn('previous_starts_at', 'timestamptz')
    .addColumn('previous_location', 'text')
    .addColumn('moved', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('relocated', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute()
  // The job looks for the games and practices starting soon.
  await db.schema
    .createIndex('reminder_calendar_changes_starts_idx')
    .on('reminder_calendar_changes')
    .column('starts_at')
    .execute()

  await db.schema
    .createTable('schedule_change_acknowledgements')
    .addColumn('calendar_event_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('change_version', 'integer', (c) => c.notNull())
    .addColumn('acknowledged_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('schedule_change_acknowledgements_pk', ['calendar_event_id', 'user_id'])
    .execute()

  await db.schema
    .createTable('reminder_mail_preferences')
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('reminder_mail_preferences_pk', ['team_id', 'user_id'])
    .execute()

  await db.schema
    .createTable('reminder_mail_outbox')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('player_ids', sql`text[]`, (c) => c.notNull())
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
  await sql`create index reminder_mail_outbox_unsent_idx on reminder_mail_outbox (next_attempt_at)
    where outcome is null`.execute(db)
  await db.schema
    .createIndex('reminder_mail_outbox_finished_idx')
    .on('reminder_mail_outbox')
    .column('finished_at')
    .execute()

  for (const table of tables) await grantReadTableToApp(db, table)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...tables].reverse()) await db.schema.dropTable(table).execute()
}
