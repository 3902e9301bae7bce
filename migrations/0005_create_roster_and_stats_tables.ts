import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

export async function up(db: Kysely<unknown>): Promise<void> {
  // Read table: the roster with each player's running totals.
  await db.schema
    .createTable('players')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('jersey_number', 'integer')
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('photo_id', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('games_played', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('goals', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('assists', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('yellow_cards', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('red_cards', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minutes_played', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('saves', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clean_sheets', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('players_team_id_idx').on('players').column('team_id').execute()

  // Read table: one row per recorded game of a player.
  await db.schema
    .createTable('stat_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('player_name', 'text', (c) => c.notNull())
    .addColumn('game_id', 'text')
    .addColumn('game_date', 'date', (c) => c.notNull())
    .addColumn('opponent', 'text', (c) => c.notNull())
    .addColumn('minutes_played', 'integer', (c) => c.notNull())
    .addColumn('goals', 'integer', (c) => c.notNull())
    .addColumn('assists', 'integer', (c) => c.notNull())
    .addColumn('yellow_cards', 'integer', (c) => c.notNull())
    .addColumn('red_cards', 'integer', (c) => c.notNull())
    .addColumn('saves', 'integer', (c) => c.notNull())
    .addColumn('key_plays', sql`text[]`, (c) => c.notNull())
    .addColumn('recorded_by', 'text')
    .addColumn('recorded_by_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('stat_lines_player_id_idx').on('stat_lines').columns(['player_id', 'game_date']).execute()

  // Not a read table: a child's personal data, outside the log so that deleting the player erases it (§2.7).
  await db.schema
    .createTable('player_personal_data')
    .addColumn('player_id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'date')
    .addColumn('medical_info', 'text')
    .addColumn('emergency_contacts', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('parent_emails', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .execute()
  await db.schema.createIndex('player_personal_data_team_id_idx').on('player_personal_data').column('team_id').execute()

  for (const table of ['players', 'stat_lines', 'player_personal_data']) await grantReadTableToApp(db, table)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['player_personal_data', 'stat_lines', 'players']) await db.schema.dropTable(table).execute()
}
