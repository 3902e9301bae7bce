import type { InviteCreated, InviteRevoked, MemberJoined } from '@teamspace/domain/team/team.events'
import { defineProjection } from '../../platform/projections/registry'
import './invites.tables'

/** The team's invite links, with who made them, their state and how many people joined with each. */
export const invitesProjection = defineProjection<InviteCreated | InviteRevoked | MemberJoined>({
  name: 'invites',
  version: 2,
  tables: ['invites'],
  on: {
    InviteCreated: async ({ data, metadata }, db) => {
      const { teamId, inviteId, role, relationship, familyId, createdBy, createdAt, expiresAt } = data
      await db
        .insertInto('invites')
        .values({
          id: inviteId,
          team_id: teamId,
          role,
          relationship,
          family_id: familyId,
          created_by: createdBy,
          created_by_name: metadata.actor?.name ?? '',
          created_at: createdAt,
          expires_at: expiresAt,
          revoked_at: null,
        })
        .execute()
    },
    InviteRevoked: async ({ data }, db) => {
      await db.updateTable('invites').set({ revoked_at: data.revokedAt }).where('id', '=', data.inviteId).execute()
    },
    // How many people joined with each link.
    MemberJoined: async ({ data }, db) => {
      if (data.inviteId === null) return
      await db
        .updateTable('invites')
        .set((eb) => ({ uses: eb('uses', '+', 1) }))
        .where('id', '=', data.inviteId)
        .execute()
    },
  },
})
