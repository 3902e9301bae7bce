import type { Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * Volunteer sign-ups: each need as last changed (its time and title are worked out from its calendar event when
 * read, so a moved event moves its needs), and who holds each of its slots.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('volunteer_needs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('calendar_event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('slots_needed', 'integer', (c) => c.notNull())
    .addColumn('offset_minutes', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    // The stream's version at the need's last change (not its bookings): the calendar feed's SEQUENCE grows with it.
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('volunteer_needs_team_calendar_event_idx')
    .on('volunteer_needs')
    .columns(['team_id', 'calendar_event_id'])
    .execute()
  await db.schema
    .createIndex('volunteer_needs_calendar_event_idx')
    .on('volunteer_needs')
    .column('calendar_event_id')
    .execute()

  await db.schema
    .createTable('volunteer_sign_ups')
    .addColumn('need_id', 'text', (c) => c.notNull())
    .addColumn('volunteer_id', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('volunteer_name', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('signed_up_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('volunteer_sign_ups_pkey', ['need_id', 'volunteer_id'])
    .execute()
  // A member's own sign-ups: "My sign-ups" and their calendar feed.
  await db.schema
    .createIndex('volunteer_sign_ups_volunteer_idx')
    .on('volunteer_sign_ups')
    .columns(['team_id', 'volunteer_id'])
    .execute()

  for (const table of ['volunteer_needs', 'volunteer_sign_ups']) await grantReadTableToApp(db, table)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['volunteer_sign_ups', 'volunteer_needs']) await db.schema.dropTable(table).execute()
}
