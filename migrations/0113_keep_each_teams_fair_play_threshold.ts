import type { Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/** Playing time's read table: each team's fair-play threshold (a team without a row flags below 50 %). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fair_play_thresholds')
    .addColumn('team_id', 'text', (c) => c.primaryKey())
    .addColumn('percent', 'integer', (c) => c.notNull())
    .addColumn('chosen_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await grantReadTableToApp(db, 'fair_play_thresholds')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fair_play_thresholds').execute()
}
