import type {
  MemberJoined,
  MemberRemoved,
  MemberRoleChanged,
  TeamCreated,
  TeamDetailsChanged,
  TeamRenamed,
} from '@teamspace/domain/team/team.events'
import { defineProjection } from '../../platform/projections/registry'
import './team.tables'

export const teamProjection = defineProjection<TeamCreated | TeamRenamed | TeamDetailsChanged>({
  name: 'teams',
  version: 2,
  tables: ['teams'],
  on: {
    TeamCreated: async ({ data }, db) => {
      const { teamId, name, ageGroup, timeZone, createdAt } = data
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
    },
    TeamRenamed: async ({ data }, db) => {
      await db
        .updateTable('teams')
        .set({ name: data.name, updated_at: data.renamedAt })
        .where('id', '=', data.teamId)
        .execute()
    },
    TeamDetailsChanged: async ({ data }, db) => {
      const { teamId, ageGroup, timeZone, changedAt } = data
      await db
        .updateTable('teams')
        .set({ age_group: ageGroup, time_zone: timeZone, updated_at: changedAt })
        .where('id', '=', teamId)
        .execute()
    },
  },
})

export const teamMembersProjection = defineProjection<MemberJoined | MemberRoleChanged | MemberRemoved>({
  name: 'team_members',
  version: 1,
  tables: ['team_members'],
  on: {
    MemberJoined: async ({ data }, db) => {
      const { teamId, userId, role, familyId, joinedAt } = data
      await db
        .insertInto('team_members')
        .values({ team_id: teamId, user_id: userId, role, family_id: familyId, joined_at: joinedAt })
        .execute()
    },
    MemberRoleChanged: async ({ data }, db) => {
      await db
        .updateTable('team_members')
        .set({ role: data.role })
        .where('team_id', '=', data.teamId)
        .where('user_id', '=', data.userId)
        .execute()
    },
    MemberRemoved: async ({ data }, db) => {
      await db
        .deleteFrom('team_members')
        .where('team_id', '=', data.teamId)
        .where('user_id', '=', data.userId)
        .execute()
    },
  },
})
