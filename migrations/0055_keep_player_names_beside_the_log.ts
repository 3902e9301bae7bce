import { sql, type Kysely } from 'kysely'

/**
 * A player's name becomes erasable personal data: it lives in `player_personal_data`, which removing the player
 * deletes, and no read table copies it any more (the queries join it by id). Players added before the personal
 * data table had a row get one now. Events already in the log keep the bytes they were stored with; readers
 * drop the name from them (the schema version 1 upcasters), and docs/operations.md ("Scrubbing old names from the
 * log") says how a maintainer scrubs those old payloads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('player_personal_data').addColumn('name', 'text').execute()
  await sql`
    insert into player_personal_data (player_id, team_id)
    select p.id, p.team_id from players p
    where not exists (select 1 from player_personal_data d where d.player_id = p.id)`.execute(db)
  await sql`update player_personal_data d set name = p.name from players p where p.id = d.player_id`.execute(db)
  // A personal-data row whose player is gone has nothing left to name.
  await sql`delete from player_personal_data where name is null`.execute(db)
  await db.schema
    .alterTable('player_personal_data')
    .alterColumn('name', (c) => c.setNotNull())
    .execute()
  await db.schema.alterTable('players').dropColumn('name').execute()
  await db.schema.alterTable('stat_lines').dropColumn('player_name').execute()
  for (const table of ['vote_tallies', 'ballots', 'voting_winners'])
    await db.schema.alterTable(table).dropColumn('player_name').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['players', 'vote_tallies', 'ballots', 'voting_winners', 'stat_lines'])
    await db.schema
      .alterTable(table)
      .addColumn(table === 'players' ? 'name' : 'player_name', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
  await db.schema.alterTable('player_personal_data').dropColumn('name').execute()
}
