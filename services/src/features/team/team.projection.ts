import type {
  MemberJoined,
  MemberRemoved,
  MemberRoleChanged,
  TeamCreated,
  TeamDetailsChanged,
  TeamLanguageChanged,
  TeamRenamed,
} from '@teamspace/domain/team/team.events'
import { sql } from 'kysely'
import { defineProjection, lastByKey, setBased, writesOnly } from '../../platform/projections/registry'
import './team.tables'

// Each handler takes a run of events of its type (one on the command path, many in a rebuild): creations go
// in one insert over the run (SQL, see setBased), overwrites collapse to the last one per row, counters add up
// per row.

export const teamProjection = defineProjection<TeamCreated | TeamRenamed | TeamDetailsChanged | TeamLanguageChanged>({
  name: 'teams',
  version: 3,
  tables: ['teams'],
  on: {
    TeamCreated: setBased((run) => [
      sql`
        insert into teams (id, name, age_group, time_zone, language, created_at, updated_at)
        select t."teamId", t.name, t."ageGroup", t."timeZone", t.language, t."createdAt", t."createdAt"
        from ${run.rows({
          teamId: 'text',
          name: 'text',
          ageGroup: 'text',
          timeZone: 'text',
          language: 'text',
          createdAt: 'timestamptz',
        })} as t`,
    ]),
    TeamRenamed: writesOnly(async (events, db) => {
      for (const { data } of lastByKey(events, (e) => e.data.teamId)) {
        await db
          .updateTable('teams')
          .set({ name: data.name, updated_at: data.renamedAt })
          .where('id', '=', data.teamId)
          .execute()
      }
    }),
    TeamDetailsChanged: writesOnly(async (events, db) => {
      for (const { data } of lastByKey(events, (e) => e.data.teamId)) {
        const { teamId, ageGroup, timeZone, changedAt } = data
        await db
          .updateTable('teams')
          .set({ age_group: ageGroup, time_zone: timeZone, updated_at: changedAt })
          .where('id', '=', teamId)
          .execute()
      }
    }),
    TeamLanguageChanged: writesOnly(async (events, db) => {
      for (const { data } of lastByKey(events, (e) => e.data.teamId)) {
        await db
          .updateTable('teams')
          .set({ language: data.language, updated_at: data.changedAt })
          .where('id', '=', data.teamId)
          .execute()
      }
    }),
  },
})

const memberKey = (e: { data: { teamId: string; userId: string } }) => `${e.data.teamId}\u0000${e.data.userId}`

export const teamMembersProjection = defineProjection<MemberJoined | MemberRoleChanged | MemberRemoved>({
  name: 'team_members',
  version: 1,
  tables: ['team_members'],
  on: {
    MemberJoined: setBased((run) => [
      sql`
        insert into team_members (team_id, user_id, role, family_id, joined_at)
        select m."teamId", m."userId", m.role, m."familyId", m."joinedAt"
        from ${run.rows({ teamId: 'text', userId: 'text', role: 'text', familyId: 'text', joinedAt: 'timestamptz' })} as m`,
    ]),
    MemberRoleChanged: writesOnly(async (events, db) => {
      for (const { data } of lastByKey(events, memberKey)) {
        await db
          .updateTable('team_members')
          .set({ role: data.role })
          .where('team_id', '=', data.teamId)
          .where('user_id', '=', data.userId)
          .execute()
      }
    }),
    MemberRemoved: writesOnly(async (events, db) => {
      for (const { data } of lastByKey(events, memberKey)) {
        await db
          .deleteFrom('team_members')
          .where('team_id', '=', data.teamId)
          .where('user_id', '=', data.userId)
          .execute()
      }
    }),
  },
})
