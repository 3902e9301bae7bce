import type { Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * Player of the match: each voting (open or closed, with its winners once closed), the vote tallies (votes per
 * player per voting), and each voter's vote (whether they voted, and for whom, shown to them alone).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('votings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('calendar_event_id', 'text')
    .addColumn('game_title', 'text', (c) => c.notNull())
    .addColumn('game_date', 'date', (c) => c.notNull())
    .addColumn('game_time', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull())
    .addColumn('opened_by', 'text', (c) => c.notNull())
    .addColumn('opened_by_name', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closed_at', 'timestamptz')
    .addColumn('total_votes', 'integer')
    .execute()
  await db.schema.createIndex('votings_team_id_idx').on('votings').column('team_id').execute()
  await db.schema.createIndex('votings_calendar_event_id_idx').on('votings').column('calendar_event_id').execute()

  await db.schema
    .createTable('vote_tallies')
    .addColumn('voting_id', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('player_name', 'text', (c) => c.notNull())
    .addColumn('votes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('vote_tallies_pkey', ['voting_id', 'player_id'])
    .execute()
  await db.schema.createIndex('vote_tallies_team_id_idx').on('vote_tallies').column('team_id').execute()

  await db.schema
    .createTable('ballots')
    .addColumn('voting_id', 'text', (c) => c.notNull())
    .addColumn('voter_id', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('player_name', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('cast_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('ballots_pkey', ['voting_id', 'voter_id'])
    .execute()

  await db.schema
    .createTable('voting_winners')
    .addColumn('voting_id', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('player_name', 'text', (c) => c.notNull())
    .addColumn('votes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('voting_winners_pkey', ['voting_id', 'player_id'])
    .execute()
  await db.schema.createIndex('voting_winners_team_id_idx').on('voting_winners').column('team_id').execute()

  for (const table of ['votings', 'vote_tallies', 'ballots', 'voting_winners']) await grantReadTableToApp(db, table)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['voting_winners', 'ballots', 'vote_tallies', 'votings'])
    await db.schema.dropTable(table).execute()
}
