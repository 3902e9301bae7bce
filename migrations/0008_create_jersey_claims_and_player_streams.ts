import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * Each player now has a stream of their own, so adding or changing different players never collides. A
 * player's read row remembers the stream their events go to (older players live on their team's roster
 * stream). The one rule that spans players, a jersey number used once per team, is guarded by a claim row
 * written in the command's transaction: its primary key refuses a second claim however many arrive at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('players')
    .addColumn('stream_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await sql`update players set stream_id = 'roster-' || team_id`.execute(db)
  await sql`alter table players alter column stream_id drop default`.execute(db)

  await db.schema
    .createTable('jersey_claims')
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('jersey_number', 'integer', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull().unique())
    .addPrimaryKeyConstraint('jersey_claims_pkey', ['team_id', 'jersey_number'])
    .execute()
  await sql`
    insert into jersey_claims (team_id, jersey_number, player_id)
    select team_id, jersey_number, id from players where jersey_number is not null`.execute(db)
  await grantReadTableToApp(db, 'jersey_claims')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jersey_claims').execute()
  await db.schema.alterTable('players').dropColumn('stream_id').execute()
}
