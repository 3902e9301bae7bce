import type { TeamEvent } from '@teamspace/domain/team/team.events'
import { describe, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { projectionSpec } from '../../../test/projection-spec'
import { teamMembersProjection, teamProjection } from './team.projection'

const t = useTestDatabase()
const spec = projectionSpec(t)
const at = '2026-09-01T10:00:00.000Z'
const later = '2026-09-02T10:00:00.000Z'

const created: TeamEvent = {
  type: 'TeamCreated',
  data: { teamId: 't1', name: 'Riverside', ageGroup: 'U10', timeZone: 'Europe/London', language: 'en', createdAt: at },
}
const joined = (userId: string, role: 'coach' | 'parent', familyId = `family-${userId}`): TeamEvent => ({
  type: 'MemberJoined',
  data: { teamId: 't1', userId, role, familyId, inviteId: null, joinedAt: at },
})

describe('team projection', () => {
  it('lists a created team', () =>
    spec(teamProjection)
      .given(created)
      .then({ teams: [{ id: 't1', name: 'Riverside', age_group: 'U10', time_zone: 'Europe/London', language: 'en' }] }))

  it('follows a rename and new details', () =>
    spec(teamProjection)
      .given(
        created,
        { type: 'TeamRenamed', data: { teamId: 't1', name: 'Riverside Rovers', renamedAt: later } },
        { type: 'TeamDetailsChanged', data: { teamId: 't1', ageGroup: 'U12', timeZone: 'UTC', changedAt: later } },
      )
      .then({
        teams: [{ name: 'Riverside Rovers', age_group: 'U12', time_zone: 'UTC', updated_at: new Date(later) }],
      }))

  it('follows a change of its language', () =>
    spec(teamProjection)
      .given(created, { type: 'TeamLanguageChanged', data: { teamId: 't1', language: 'de', changedAt: later } })
      .then({ teams: [{ language: 'de', updated_at: new Date(later) }] }))
})

describe('team members projection', () => {
  it('lists who joined, with their role and family', () =>
    spec(teamMembersProjection)
      .given(joined('u1', 'coach'), joined('u2', 'parent', 'family-x'))
      .then({
        team_members: [
          { user_id: 'u1', role: 'coach', family_id: 'family-u1' },
          { user_id: 'u2', role: 'parent', family_id: 'family-x' },
        ],
      }))

  it('follows a role change and a removal', () =>
    spec(teamMembersProjection)
      .given(
        joined('u1', 'coach'),
        joined('u2', 'parent'),
        { type: 'MemberRoleChanged', data: { teamId: 't1', userId: 'u2', role: 'assistant_coach', changedAt: later } },
        { type: 'MemberRemoved', data: { teamId: 't1', userId: 'u1', removedAt: later } },
      )
      .then({ team_members: [{ user_id: 'u2', role: 'assistant_coach' }] }))
})
