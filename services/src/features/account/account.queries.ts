import type { Me } from '@teamspace/domain/account/account.schemas'
import type { Role } from '@teamspace/domain/shared/roles'
import type { Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'

/** The signed-in person as the browser sees them; null without a team (they are then treated as signed out). */
export const findMe = async (db: Kysely<DB>, accountId: string): Promise<Me | null> => {
  const row = await db
    .selectFrom('accounts')
    .innerJoin('team_members', 'team_members.user_id', 'accounts.id')
    .innerJoin('teams', 'teams.id', 'team_members.team_id')
    .leftJoin('profiles', 'profiles.user_id', 'accounts.id')
    .select([
      'accounts.id',
      'accounts.email',
      'accounts.password_hash',
      'accounts.google_sub',
      'team_members.role',
      'team_members.team_id',
      'teams.name as team_name',
      'profiles.name',
    ])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst()
  if (!row) return null
  return {
    id: row.id,
    email: row.email,
    name: row.name ?? '',
    role: row.role as Role,
    teamId: row.team_id,
    teamName: row.team_name,
    authProvider: row.password_hash === null && row.google_sub !== null ? 'google' : 'email',
  }
}

export const findAccountByEmail = (db: Kysely<DB>, email: string) =>
  db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst()
