import { sql, type Kysely } from 'kysely'

/**
 * The coaches' activity feed pages a team's events newest first by position (keyset: `position < before`):
 * this index answers each page by walking the team's entries backwards, however long the log grows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index events_team_id_history_idx on events (team_id, position)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index events_team_id_history_idx`.execute(db)
}
