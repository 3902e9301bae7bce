import { sql, type Kysely } from 'kysely'

/**
 * An account may belong to several teams; each session remembers the one it is in (the team a request that names
 * none is about, and where signing in lands). A plain column, not a key: teams and memberships live in read tables
 * that a rebuild replaces, and a session whose team is gone falls back to the account's earliest membership.
 * Existing sessions keep the one team their member had.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column team_id text`.execute(db)
  await sql`
    update sessions set team_id = (
      select team_id from team_members
      where team_members.user_id = sessions.account_id
      order by joined_at, team_id
      limit 1
    )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions drop column team_id`.execute(db)
}
