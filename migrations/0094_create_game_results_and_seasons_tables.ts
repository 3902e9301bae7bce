import type { Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * Games' results and the team's seasons, the results projection's tables: one row per game with a result (the
 * score as last entered) and one per season a coach started (the implicit first season has none).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_results')
    .addColumn('calendar_event_id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('goals_for', 'integer', (c) => c.notNull())
    .addColumn('goals_against', 'integer', (c) => c.notNull())
    .addColumn('scorers', 'jsonb', (c) => c.notNull())
    .addColumn('recorded_by', 'text')
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
    .addColumn('corrected_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('game_results_team_idx').on('game_results').column('team_id').execute()
  await db.schema
    .createTable('seasons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'date', (c) => c.notNull())
    .addColumn('ends_on', 'date', (c) => c.notNull())
    .addColumn('started_by', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('seasons_team_idx').on('seasons').columns(['team_id', 'starts_on']).execute()
  await grantReadTableToApp(db, 'game_results')
  await grantReadTableToApp(db, 'seasons')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seasons').execute()
  await db.schema.dropTable('game_results').execute()
}
