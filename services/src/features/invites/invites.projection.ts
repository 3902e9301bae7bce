import type { InviteCreated, InviteRevoked, MemberJoined } from '@teamspace/domain/team/team.events'
import { chunks, defineProjection, lastByKey } from '../../platform/projections/registry'
import './invites.tables'

/** The team's invite links, with who made them, their state and how many people joined with each. */
export const invitesProjection = defineProjection<InviteCreated | InviteRevoked | MemberJoined>({
  name: 'invites',
  version: 3,
  tables: ['invites'],
  on: {
    InviteCreated: async (events, db) => {
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
    },
    InviteRevoked: async (events, db) => {
      for (const { data } of lastByKey(events, (e) => e.data.inviteId)) {
        await db.updateTable('invites').set({ revoked_at: data.revokedAt }).where('id', '=', data.inviteId).execute()
      }
    },
    // How many people joined with each link.
    MemberJoined: async (events, db) => {
      const joins = new Map<string, number>()
      for (const { data } of events) {
        if (data.inviteId !== null) joins.set(data.inviteId, (joins.get(data.inviteId) ?? 0) + 1)
      }
      for (const [inviteId, count] of joins) {
        await db
          .updateTable('invites')
          .set((eb) => ({ uses: eb('uses', '+', count) }))
          .where('id', '=', inviteId)
          .execute()
      }
    },
  },
})
