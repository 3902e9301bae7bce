import type {
  MemberJoined,
  MemberRemoved,
  MemberRoleChanged,
  TeamCreated,
  TeamDetailsChanged,
  TeamRenamed,
} from '@teamspace/domain/team/team.events'
import { chunks, defineProjection, lastByKey } from '../../platform/projections/registry'
import './team.tables'

// Each handler takes a run of events of its type (one on the command path, many in a rebuild): creations go
// in multi-row inserts, overwrites collapse to the last one per row, counters add up per row.

export const teamProjection = defineProjection<TeamCreated | TeamRenamed | TeamDetailsChanged>({
  name: 'teams',
  version: 2,
  tables: ['teams'],
  on: {
    TeamCreated: async (events, db) => {
      for (const slice of chunks(events)) {
        await db
          .insertInto('teams')
          .values(
            slice.map(({ data }) => ({
              id: data.teamId,
              name: data.name,
              age_group: data.ageGroup,
              time_zone: data.timeZone,
              created_at: data.createdAt,
              updated_at: data.createdAt,
            })),
          )
          .execute()
      }
    },
    TeamRenamed: async (events, db) => {
      for (const { data } of lastByKey(events, (e) => e.data.teamId)) {
        await db
          .updateTable('teams')
          .set({ name: data.name, updated_at: data.renamedAt })
          .where('id', '=', data.teamId)
          .execute()
      }
    },
    TeamDetailsChanged: async (events, db) => {
      for (const { data } of lastByKey(events, (e) => e.data.teamId)) {
        const { teamId, ageGroup, timeZone, changedAt } = data
        await db
          .updateTable('teams')
          .set({ age_group: ageGroup, time_zone: timeZone, updated_at: changedAt })
          .where('id', '=', teamId)
          .execute()
      }
    },
  },
})

const memberKey = (e: { data: { teamId: string; userId: string } }) => `${e.data.teamId}\u0000${e.data.userId}`

export const teamMembersProjection = defineProjection<MemberJoined | MemberRoleChanged | MemberRemoved>({
  name: 'team_members',
  version: 1,
  tables: ['team_members'],
  on: {
    MemberJoined: async (events, db) => {
      for (const slice of chunks(events)) {
        await db
          .insertInto('team_members')
          .values(
            slice.map(({ data }) => ({
              team_id: data.teamId,
              user_id: data.userId,
              role: data.role,
              family_id: data.familyId,
              joined_at: data.joinedAt,
            })),
          )
          .execute()
      }
    },
    MemberRoleChanged: async (events, db) => {
      for (const { data } of lastByKey(events, memberKey)) {
        await db
          .updateTable('team_members')
          .set({ role: data.role })
          .where('team_id', '=', data.teamId)
          .where('user_id', '=', data.userId)
          .execute()
      }
    },
    MemberRemoved: async (events, db) => {
      for (const { data } of lastByKey(events, memberKey)) {
        await db
          .deleteFrom('team_members')
          .where('team_id', '=', data.teamId)
          .where('user_id', '=', data.userId)
          .execute()
      }
    },
  },
})
