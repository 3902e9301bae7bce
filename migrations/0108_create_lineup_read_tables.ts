import type { Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * Games' lineups, the lineups projection's tables: one row per game with a lineup (its format, and from when
 * families see it), and one per player named in it, on a place of the formation or on the bench. The players are
 * rows of their own so that deleting a child deletes their place in every lineup with one statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lineups')
    .addColumn('calendar_event_id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('publish_at', 'timestamptz')
    .addColumn('saved_by', 'text')
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('lineups_team_idx').on('lineups').column('team_id').execute()
  await db.schema
    .createTable('lineup_players')
    .addColumn('calendar_event_id', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text', (c) => c.notNull())
    // The place in the formation; null on the bench.
    .addColumn('slot_id', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('lineup_players_pkey', ['calendar_event_id', 'player_id'])
    .execute()
  await db.schema.createIndex('lineup_players_player_idx').on('lineup_players').column('player_id').execute()
  await grantReadTableToApp(db, 'lineups')
  await grantReadTableToApp(db, 'lineup_players')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lineup_players').execute()
  await db.schema.dropTable('lineups').execute()
}
