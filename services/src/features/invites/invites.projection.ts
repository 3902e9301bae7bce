import type { InviteCreated, InviteRevoked, MemberJoined } from '@teamspace/domain/team/team.events'
import { sql } from 'kysely'
import { chunks, defineProjection, lastByKey, setBased, writesOnly } from '../../platform/projections/registry'
import './invites.tables'

/** The team's invite links, with who made them, their state and how many people joined with each. */
export const invitesProjection = defineProjection<InviteCreated | InviteRevoked | MemberJoined>({
  name: 'invites',
  version: 3,
  tables: ['invites'],
  on: {
    InviteCreated: writesOnly(async (events, db) => {
      for (const slice of chunks(events)) {
        await db
          .insertInto('invites')
          .values(
            slice.map(({ data }) => ({
              id: data.inviteId,
              team_id: data.teamId,
              role: data.role,
              relationship: data.relationship,
              family_id: data.familyId,
              created_by: data.createdBy,
              created_at: data.createdAt,
              expires_at: data.expiresAt,
              revoked_at: null,
            })),
          )
          .execute()
      }
    }),
    InviteRevoked: writesOnly(async (events, db) => {
      for (const { data } of lastByKey(events, (e) => e.data.inviteId)) {
        await db.updateTable('invites').set({ revoked_at: data.revokedAt }).where('id', '=', data.inviteId).execute()
      }
    }),
    // How many people joined with each link.
    MemberJoined: setBased((run) => [
      sql`
        update invites as i set uses = i.uses + j.uses
        from (
          select m."inviteId", count(*)::int as uses
          from ${run.rows({ inviteId: 'text' })} as m
          where m."inviteId" is not null
          group by m."inviteId") as j
        where i.id = j."inviteId"`,
    ]),
  },
})
