import { coachLikeRoles, parentLikeRoles } from '@teamspace/domain/shared/roles'
import { describe, expect, it } from 'vitest'
import { quickActionsFor } from './quick-actions'

const shown = (role: Parameters<typeof quickActionsFor>[0]) =>
  quickActionsFor(role).map(({ to, label }) => `${to} ${label}`)

describe('quickActionsFor', () => {
  it.each(coachLikeRoles)('offers a %s the coach’s work', (role) => {
    expect(shown(role)).toEqual([
      '/players Manage Players',
      '/stats Track Stats',
      '/news Post News',
      '/calendar Schedule Events',
    ])
  })

  it.each(parentLikeRoles)('offers a %s the team to follow', (role) => {
    expect(shown(role)).toEqual([
      '/players View Players',
      '/stats View Stats',
      '/gallery Photo Gallery',
      '/calendar Team Calendar',
    ])
  })

  it('says in a few words what each action is for', () => {
    for (const role of [...coachLikeRoles, ...parentLikeRoles]) {
      for (const action of quickActionsFor(role)) expect(action.description.length).toBeGreaterThan(10)
    }
  })
})
