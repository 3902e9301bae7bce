import type { Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * Attendance: the set last saved for each calendar event (one status per player), when it was saved, and each
 * player's running present / total, moved by the difference whenever a set is replaced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attendance_sheets')
    .addColumn('calendar_event_id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('taken_at', 'timestamptz', (c) => c.notNull())
    .addColumn('taken_by', 'text')
    .addColumn('taken_by_name', 'text')
    .execute()
  await db.schema.createIndex('attendance_sheets_team_id_idx').on('attendance_sheets').column('team_id').execute()

  await db.schema
    .createTable('attendance_records')
    .addColumn('calendar_event_id', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('attendance_records_pkey', ['calendar_event_id', 'player_id'])
    .execute()
  await db.schema.createIndex('attendance_records_player_id_idx').on('attendance_records').column('player_id').execute()
  await db.schema.createIndex('attendance_records_team_id_idx').on('attendance_records').column('team_id').execute()

  await db.schema
    .createTable('attendance_totals')
    .addColumn('player_id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('present', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('attendance_totals_team_id_idx').on('attendance_totals').column('team_id').execute()

  for (const table of ['attendance_sheets', 'attendance_records', 'attendance_totals'])
    await grantReadTableToApp(db, table)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['attendance_totals', 'attendance_records', 'attendance_sheets'])
    await db.schema.dropTable(table).execute()
}
