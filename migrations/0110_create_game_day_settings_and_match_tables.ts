import type { Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * Game day's read tables: each team's setting (format, length of a half), each game's live match (its whistles on
 * the coach's phone's clock and the score) and the match's timeline (whistles, goals, substitutions; players by id,
 * which erasing a player clears).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gameday_settings')
    .addColumn('team_id', 'text', (c) => c.primaryKey())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('period_minutes', 'integer', (c) => c.notNull())
    .addColumn('chosen_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('matches')
    .addColumn('calendar_event_id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('period_minutes', 'integer', (c) => c.notNull())
    .addColumn('kick_offs', 'jsonb', (c) => c.notNull())
    .addColumn('ends', 'jsonb', (c) => c.notNull())
    .addColumn('full_time', 'boolean', (c) => c.notNull())
    .addColumn('goals_for', 'integer', (c) => c.notNull())
    .addColumn('goals_against', 'integer', (c) => c.notNull())
    .execute()
  // The dashboard asks for a team's matches under way.
  await db.schema.createIndex('matches_team_idx').on('matches').columns(['team_id', 'full_time']).execute()
  await db.schema
    .createTable('match_timeline')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('calendar_event_id', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('goal_kind', 'text')
    .addColumn('player_id', 'text')
    .addColumn('other_id', 'text')
    .execute()
  await db.schema
    .createIndex('match_timeline_game_idx')
    .on('match_timeline')
    .columns(['calendar_event_id', 'at'])
    .execute()
  await db.schema.createIndex('match_timeline_player_idx').on('match_timeline').column('player_id').execute()
  await db.schema.createIndex('match_timeline_other_idx').on('match_timeline').column('other_id').execute()
  await grantReadTableToApp(db, 'gameday_settings')
  await grantReadTableToApp(db, 'matches')
  await grantReadTableToApp(db, 'match_timeline')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('match_timeline').execute()
  await db.schema.dropTable('matches').execute()
  await db.schema.dropTable('gameday_settings').execute()
}
