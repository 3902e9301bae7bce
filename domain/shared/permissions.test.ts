import { describe, expect, it } from 'vitest'
import { can } from './permissions'
import { coachLikeRoles, parentLikeRoles } from './roles'

describe('permissions', () => {
  it.each(coachLikeRoles)('lets %s run the team', (role) => {
    expect(can(role, 'team.settings')).toBe(true)
    expect(can(role, 'invite.staff')).toBe(true)
    expect(can(role, 'players.sensitive')).toBe(true)
    expect(can(role, 'invite.family')).toBe(false)
  })

  it.each(parentLikeRoles)('gives %s the read-only roster and family invites', (role) => {
    expect(can(role, 'team.read')).toBe(true)
    expect(can(role, 'invite.family')).toBe(true)
    expect(can(role, 'team.settings')).toBe(false)
    expect(can(role, 'players.manage')).toBe(false)
    expect(can(role, 'players.sensitive')).toBe(false)
    expect(can(role, 'photos.upload')).toBe(true)
  })
})
