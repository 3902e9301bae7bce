import type { InvitePreview, TeamInvite } from '@teamspace/domain/membership/invite.schemas'
import type { Relationship } from '@teamspace/domain/membership/relationships'
import { isCoachLike, type Role } from '@teamspace/domain/shared/roles'
import type { Member, Team } from '@teamspace/domain/team/team.schemas'
import type { Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { hashToken } from '../../platform/auth/tokens'

export const findTeam = async (db: Kysely<DB>, teamId: string): Promise<Team | null> => {
  const row = await db.selectFrom('teams').selectAll().where('id', '=', teamId).executeTakeFirst()
  if (!row) return null
  return {
    id: row.id,
    name: row.name,
    ageGroup: row.age_group as Team['ageGroup'],
    timeZone: row.time_zone,
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

/** Links that ended (revoked or expired) stay listed this long, so a coach can see what became of them. */
const ENDED_INVITES_SHOWN_MS = 30 * 24 * 60 * 60 * 1000

/** The team's invite links: every working one, and those that ended recently, working ones first. */
export const listInvites = async (db: Kysely<DB>, teamId: string, now: Date): Promise<TeamInvite[]> => {
  const shownSince = new Date(now.getTime() - ENDED_INVITES_SHOWN_MS)
  const rows = await db
    .selectFrom('invites')
    .selectAll()
    .where('team_id', '=', teamId)
    .where((eb) =>
      eb.or([
        eb.and([eb('revoked_at', 'is', null), eb('expires_at', '>', shownSince)]),
        eb('revoked_at', '>', shownSince),
      ]),
    )
    .orderBy('created_at', 'desc')
    .execute()
  const invites = rows.map((row): TeamInvite => ({
    id: row.id,
    role: row.role as Role,
    relationship: row.relationship as Relationship,
    createdByName: row.created_by_name,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    state: row.revoked_at ? 'revoked' : row.expires_at <= now ? 'expired' : 'active',
    uses: row.uses,
  }))
  return [...invites.filter((i) => i.state === 'active'), ...invites.filter((i) => i.state !== 'active')]
}

/** The code of a link its inviter may hand out again; null for a link made before codes were kept. */
export const findShareableCode = async (db: Kysely<DB>, inviteId: string) =>
  (await db.selectFrom('invite_codes').select('code').where('invite_id', '=', inviteId).executeTakeFirst())?.code ??
  null

/** The usable invite behind a code, with what the register screen may show about it; null when unusable. */
export const findUsableInvite = async (db: Kysely<DB>, code: string, now: Date) => {
  const row = await db
    .selectFrom('invite_codes')
    .innerJoin('invites', 'invites.id', 'invite_codes.invite_id')
    .innerJoin('teams', 'teams.id', 'invites.team_id')
    .select(['invites.id', 'invites.team_id', 'invites.role', 'invites.relationship', 'teams.name as team_name'])
    .where('invite_codes.code_hash', '=', hashToken(code))
    .where('invites.revoked_at', 'is', null)
    .where('invites.expires_at', '>', now)
    .executeTakeFirst()
  if (!row) return null
  const preview: InvitePreview = {
    teamName: row.team_name,
    role: row.role as Role,
    relationship: row.relationship as Relationship,
    grantsCoachRole: isCoachLike(row.role as Role),
  }
  return { inviteId: row.id, teamId: row.team_id, preview }
}
