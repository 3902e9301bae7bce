import type { TeamEvent } from '@teamspace/domain/team/team.events'
import { describe, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { projectionSpec } from '../../../test/projection-spec'
import { invitesProjection } from './invites.projection'

const t = useTestDatabase()
const spec = projectionSpec(t)
const at = '2026-09-01T10:00:00.000Z'
const later = '2026-09-02T10:00:00.000Z'

const invited: TeamEvent = {
  type: 'InviteCreated',
  data: {
    teamId: 't1',
    inviteId: 'i1',
    role: 'parent',
    relationship: 'parent',
    familyId: null,
    createdBy: 'u1',
    createdAt: at,
    expiresAt: '2026-09-15T10:00:00.000Z',
  },
}

describe('invites projection', () => {
  it('lists an invite with who created it', () =>
    spec(invitesProjection)
      .given(invited)
      .then({
        invites: [{ id: 'i1', role: 'parent', created_by: 'u1', revoked_at: null, uses: 0 }],
      }))

  it('marks a revoked invite', () =>
    spec(invitesProjection)
      .given(invited, { type: 'InviteRevoked', data: { teamId: 't1', inviteId: 'i1', revokedAt: later } })
      .then({ invites: [{ id: 'i1', revoked_at: new Date(later) }] }))

  it('counts the people who joined with a link, and no one who joined without', () =>
    spec(invitesProjection)
      .given(
        invited,
        {
          type: 'MemberJoined',
          data: { teamId: 't1', userId: 'u2', role: 'parent', familyId: 'u2', inviteId: 'i1', joinedAt: later },
        },
        {
          type: 'MemberJoined',
          data: { teamId: 't1', userId: 'u3', role: 'parent', familyId: 'u3', inviteId: 'i1', joinedAt: later },
        },
        {
          type: 'MemberJoined',
          data: { teamId: 't1', userId: 'u4', role: 'coach', familyId: 'u4', inviteId: null, joinedAt: later },
        },
      )
      .then({ invites: [{ id: 'i1', uses: 2 }] }))
})
