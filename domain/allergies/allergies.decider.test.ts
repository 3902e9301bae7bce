import { describe, it } from 'vitest'
import { ForbiddenError } from '../shared/errors'
import type { Actor } from '../shared/events'
import { specFor, testMetadata } from '../shared/testing'
import type { AllergyCommand } from './allergies.commands'
import { childAllergiesDecider } from './allergies.decider'
import type { AllergyEvent } from './allergies.events'

const spec = specFor(childAllergiesDecider)
const coach: Actor = { userId: 'user-coach', role: 'coach' }
const parent: Actor = { userId: 'user-parent', role: 'parent' }
const at = testMetadata().now.toISOString()

const save = (
  actor: Actor,
  values: { allergiesChanged?: boolean; shared?: boolean; parentOfChild?: boolean },
): AllergyCommand => ({
  type: 'SaveChildAllergies',
  data: {
    teamId: 't1',
    playerId: 'p1',
    allergiesChanged: values.allergiesChanged ?? false,
    shared: values.shared,
    parentOfChild: values.parentOfChild ?? false,
  },
  metadata: testMetadata({ actor }),
})
const recorded: AllergyEvent = {
  type: 'ChildAllergiesRecorded',
  data: { teamId: 't1', playerId: 'p1', recordedAt: at },
}
const sharing = (shared: boolean): AllergyEvent => ({
  type: 'ChildAllergySharingChosen',
  data: { teamId: 't1', playerId: 'p1', shared, chosenAt: at },
})

describe('a child’s allergies', () => {
  it('a coach records them; nothing is shared until the family chooses', () => {
    spec([])
      .when(save(coach, { allergiesChanged: true }))
      .then([recorded])
  })

  it('a parent of the child records them and shares them in one go', () => {
    spec([])
      .when(save(parent, { allergiesChanged: true, shared: true, parentOfChild: true }))
      .then([recorded, sharing(true)])
  })

  it('choosing what was already chosen, with the same allergies, changes nothing', () => {
    spec([sharing(true)])
      .when(save(parent, { shared: true, parentOfChild: true }))
      .then([])
  })

  it('the family may stop sharing', () => {
    spec([sharing(true)])
      .when(save(parent, { shared: false, parentOfChild: true }))
      .then([sharing(false)])
  })

  it('a coach may not share them for the family', () => {
    spec([])
      .when(save(coach, { shared: true }))
      .thenThrows(ForbiddenError)
  })

  it('a coach saving the list leaves the family’s choice alone', () => {
    spec([sharing(true)])
      .when(save(coach, { allergiesChanged: true, shared: true }))
      .then([recorded])
  })

  it('another parent may not change them', () => {
    spec([])
      .when(save(parent, { allergiesChanged: true }))
      .thenThrows(ForbiddenError)
  })
})
