import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * Stats gets its own read tables: the players' running totals move from `players` (the roster's) to
 * `player_totals` (the stats projection's), and a stat line remembers its stream (where corrections and voids
 * are appended) and when it was last corrected. Both projections are rebuilt from the log at the next start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('player_totals')
    .addColumn('player_id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('games_played', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('goals', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('assists', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('yellow_cards', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('red_cards', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minutes_played', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('saves', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clean_sheets', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('player_totals_team_id_idx').on('player_totals').column('team_id').execute()
  await grantReadTableToApp(db, 'player_totals')

  await db.schema
    .alterTable('stat_lines')
    .addColumn('stream_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('corrected_at', 'timestamptz')
    .execute()
  await sql`alter table stat_lines alter column stream_id drop default`.execute(db)

  for (const column of [
    'games_played',
    'goals',
    'assists',
    'yellow_cards',
    'red_cards',
    'minutes_played',
    'saves',
    'clean_sheets',
  ]) {
    await db.schema.alterTable('players').dropColumn(column).execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('player_totals').execute()
  await db.schema.alterTable('stat_lines').dropColumn('stream_id').dropColumn('corrected_at').execute()
}
