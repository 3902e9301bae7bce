import { readerLanguage } from '@teamspace/domain/i18n/speak'
import type { Role } from '@teamspace/domain/shared/roles'
import type { Member, Team } from '@teamspace/domain/team/team.schemas'
import type { Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import './team.tables'

export const findTeam = async (db: Kysely<DB>, teamId: string): Promise<Team | null> => {
  const row = await db.selectFrom('teams').selectAll().where('id', '=', teamId).executeTakeFirst()
  if (!row) return null
  return {
    id: row.id,
    name: row.name,
    ageGroup: row.age_group as Team['ageGroup'],
    timeZone: row.time_zone,
    language: readerLanguage(row.language),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }
}

export type TeamMember = Member

/** The team's members; e-mail addresses only for callers who may run the team. */
export const listMembers = async (db: Kysely<DB>, teamId: string, withEmail: boolean): Promise<TeamMember[]> => {
  const rows = await db
    .selectFrom('team_members')
    .innerJoin('accounts', 'accounts.id', 'team_members.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'team_members.user_id')
    .select([
      'team_members.user_id',
      'team_members.role',
      'team_members.family_id',
      'team_members.joined_at',
      'accounts.email',
      'profiles.name',
    ])
    .where('team_members.team_id', '=', teamId)
    .orderBy('profiles.name')
    .execute()
  return rows.map((row) => ({
    userId: row.user_id,
    name: row.name ?? '',
    email: withEmail ? row.email : null,
    role: row.role as Role,
    familyId: row.family_id,
    joinedAt: row.joined_at.toISOString(),
  }))
}
