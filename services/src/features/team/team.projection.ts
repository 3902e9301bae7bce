import type { TeamEvent } from '@teamspace/domain/team/team.events'
import type { Projection } from '../../platform/projections/registry'

export const teamProjection: Projection = {
  name: 'teams',
  version: 2,
  tables: ['teams'],
  handles: ['TeamCreated', 'TeamRenamed', 'TeamDetailsChanged'],
  apply: async (recorded, db) => {
    const event = recorded as unknown as TeamEvent
    switch (event.type) {
      case 'TeamCreated': {
        const { teamId, name, ageGroup, timeZone, createdAt } = event.data
        await db
          .insertInto('teams')
          .values({
            id: teamId,
            name,
            age_group: ageGroup,
            time_zone: timeZone,
            created_at: createdAt,
            updated_at: createdAt,
          })
          .execute()
        return
      }
      case 'TeamRenamed':
        await db
          .updateTable('teams')
          .set({ name: event.data.name, updated_at: event.data.renamedAt })
          .where('id', '=', event.data.teamId)
          .execute()
        return
      case 'TeamDetailsChanged': {
        const { teamId, ageGroup, timeZone, changedAt } = event.data
        await db
          .updateTable('teams')
          .set({ age_group: ageGroup, time_zone: timeZone, updated_at: changedAt })
          .where('id', '=', teamId)
          .execute()
        return
      }
    }
  },
}

export const teamMembersProjection: Projection = {
  name: 'team_members',
  version: 1,
  tables: ['team_members'],
  handles: ['MemberJoined', 'MemberRoleChanged', 'MemberRemoved'],
  apply: async (recorded, db) => {
    const event = recorded as unknown as TeamEvent
    switch (event.type) {
      case 'MemberJoined': {
        const { teamId, userId, role, familyId, joinedAt } = event.data
        await db
          .insertInto('team_members')
          .values({ team_id: teamId, user_id: userId, role, family_id: familyId, joined_at: joinedAt })
          .execute()
        return
      }
      case 'MemberRoleChanged':
        await db
          .updateTable('team_members')
          .set({ role: event.data.role })
          .where('team_id', '=', event.data.teamId)
          .where('user_id', '=', event.data.userId)
          .execute()
        return
      case 'MemberRemoved':
        await db
          .deleteFrom('team_members')
          .where('team_id', '=', event.data.teamId)
          .where('user_id', '=', event.data.userId)
          .execute()
        return
    }
  },
}

export const invitesProjection: Projection = {
  name: 'invites',
  version: 2,
  tables: ['invites'],
  handles: ['InviteCreated', 'InviteRevoked', 'MemberJoined'],
  apply: async (recorded, db) => {
    const event = recorded as unknown as TeamEvent
    switch (event.type) {
      case 'InviteCreated': {
        const { teamId, inviteId, role, relationship, familyId, createdBy, createdAt, expiresAt } = event.data
        await db
          .insertInto('invites')
          .values({
            id: inviteId,
            team_id: teamId,
            role,
            relationship,
            family_id: familyId,
            created_by: createdBy,
            created_by_name: recorded.metadata.actor?.name ?? '',
            created_at: createdAt,
            expires_at: expiresAt,
            revoked_at: null,
          })
          .execute()
        return
      }
      case 'InviteRevoked':
        await db
          .updateTable('invites')
          .set({ revoked_at: event.data.revokedAt })
          .where('id', '=', event.data.inviteId)
          .execute()
        return
      case 'MemberJoined':
        if (event.data.inviteId === null) return
        await db
          .updateTable('invites')
          .set((eb) => ({ uses: eb('uses', '+', 1) }))
          .where('id', '=', event.data.inviteId)
          .execute()
        return
    }
  },
}
