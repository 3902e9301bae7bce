import type { Me } from '@teamspace/domain/account/account.schemas'
import { isLanguage } from '@teamspace/domain/shared/languages'
import type { Role } from '@teamspace/domain/shared/roles'
import type { Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'

/**
 * The signed-in person as the browser sees them, in `teamId` when they belong to it, else in their earliest team;
 * null without a team (they are then treated as signed out).
 */
export const findMe = async (db: Kysely<DB>, accountId: string, teamId?: string | null): Promise<Me | null> => {
  const rows = await db
    .selectFrom('accounts')
    .innerJoin('team_members', 'team_members.user_id', 'accounts.id')
    .innerJoin('teams', 'teams.id', 'team_members.team_id')
    .leftJoin('profiles', 'profiles.user_id', 'accounts.id')
    .select([
      'accounts.id',
      'accounts.email',
      'accounts.password_hash',
      'accounts.google_sub',
      'accounts.language',
      'team_members.role',
      'team_members.team_id',
      'teams.name as team_name',
      'teams.age_group',
      'profiles.name',
    ])
    .where('accounts.id', '=', accountId)
    .orderBy('team_members.joined_at')
    .orderBy('team_members.team_id')
    .execute()
  const [first] = rows
  if (!first) return null
  const teams = rows.map((row) => ({
    teamId: row.team_id,
    teamName: row.team_name,
    ageGroup: row.age_group,
    role: row.role as Role,
  }))
  const current = teams.find((team) => team.teamId === teamId) ?? teams[0]!
  return {
    id: first.id,
    email: first.email,
    name: first.name ?? '',
    role: current.role,
    teamId: current.teamId,
    teamName: current.teamName,
    authProvider: first.password_hash === null && first.google_sub !== null ? 'google' : 'email',
    language: isLanguage(first.language) ? first.language : null,
    teams,
  }
}

export const findAccountByEmail = (db: Kysely<DB>, email: string) =>
  db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst()
