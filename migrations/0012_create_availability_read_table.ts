import type { Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/** Each child's last answer for each game or practice: going, not going or maybe, with a short note. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('availability_answers')
    .addColumn('calendar_event_id', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('given_by', 'text')
    .addColumn('given_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('availability_answers_pkey', ['calendar_event_id', 'player_id'])
    .execute()
  await db.schema
    .createIndex('availability_answers_player_id_idx')
    .on('availability_answers')
    .column('player_id')
    .execute()
  await grantReadTableToApp(db, 'availability_answers')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('availability_answers').execute()
}
