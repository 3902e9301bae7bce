import { readerLanguage } from '@teamspace/domain/i18n/speak'
import type { InvitePreview, TeamInvite } from '@teamspace/domain/invites/invites.schemas'
import type { Relationship } from '@teamspace/domain/invites/relationships'
import { isCoachLike, type Role } from '@teamspace/domain/shared/roles'
import { sql, type Kysely } from 'kysely'
import { hashToken } from '../../platform/auth/tokens'
import type { DB } from '../../platform/db/schema'
import { memberNameOf } from '../profile'
import './invites.tables'

/** Links that ended (revoked or expired) stay listed this long, so a coach can see what became of them. */
const ENDED_INVITES_SHOWN_MS = 30 * 24 * 60 * 60 * 1000

/** The team's invite links: every working one, and those that ended recently, working ones first. */
export const listInvites = async (db: Kysely<DB>, teamId: string, now: Date): Promise<TeamInvite[]> => {
  const shownSince = new Date(now.getTime() - ENDED_INVITES_SHOWN_MS)
  const rows = await db
    .selectFrom('invites')
    .selectAll()
    .select(memberNameOf(sql.ref('invites.created_by')).as('created_by_name'))
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
    .select([
      'invites.id',
      'invites.team_id',
      'invites.role',
      'invites.relationship',
      'teams.name as team_name',
      'teams.language as team_language',
    ])
    .where('invite_codes.code_hash', '=', hashToken(code))
    .where('invites.revoked_at', 'is', null)
    .where('invites.expires_at', '>', now)
    .executeTakeFirst()
  if (!row) return null
  const preview: InvitePreview = {
    teamName: row.team_name,
    teamLanguage: readerLanguage(row.team_language),
    role: row.role as Role,
    relationship: row.relationship as Relationship,
    grantsCoachRole: isCoachLike(row.role as Role),
  }
  return { inviteId: row.id, teamId: row.team_id, preview }
}
