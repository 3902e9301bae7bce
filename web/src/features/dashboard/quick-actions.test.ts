import { coachLikeRoles, parentLikeRoles } from '@teamspace/domain/shared/roles'
import { describe, expect, it } from 'vitest'
import { quickActionsFor } from './quick-actions'

const shown = (role: Parameters<typeof quickActionsFor>[0]) =>
  quickActionsFor(role).map(({ to, label }) => `${to} ${label.defaultMessage}`)

describe('quickActionsFor', () => {
  it.each(coachLikeRoles)('offers a %s the coach’s work', (role) => {
    expect(shown(role)).toEqual([
      '/t/$teamId/players Manage Players',
      '/t/$teamId/stats Track Stats',
      '/t/$teamId/news Post News',
      '/t/$teamId/calendar Schedule Events',
    ])
  })

  it.each(parentLikeRoles)('offers a %s the team to follow', (role) => {
    expect(shown(role)).toEqual([
      '/t/$teamId/players View Players',
      '/t/$teamId/stats View Stats',
      '/t/$teamId/gallery Photo Gallery',
      '/t/$teamId/calendar Team Calendar',
    ])
  })

  it('says in a few words what each action is for', () => {
    for (const role of [...coachLikeRoles, ...parentLikeRoles]) {
      for (const action of quickActionsFor(role)) expect(action.description.defaultMessage.length).toBeGreaterThan(10)
    }
  })
})
