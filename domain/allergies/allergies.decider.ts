import { assertNever, type Decider } from '../shared/decider'
import { ForbiddenError } from '../shared/errors'
import { isCoachLike } from '../shared/roles'
import { allergyMessages } from './allergies.constants'
import type { AllergyCommand, SaveChildAllergies } from './allergies.commands'
import type { AllergyEvent } from './allergies.events'

/** What one child's allergy stream knows: whether their parents share the allergies with the team. */
export interface ChildAllergiesState {
  readonly shared: boolean
}

const save = ({ data, metadata }: SaveChildAllergies, state: ChildAllergiesState): AllergyEvent[] => {
  const actor = metadata.actor
  if (!actor || (!data.parentOfChild && !isCoachLike(actor.role))) {
    throw new ForbiddenError(allergyMessages.notYours, { code: 'not-yours' })
  }
  const sharingChanges = data.shared !== undefined && data.shared !== state.shared
  // Sharing is the family's choice: a coach records allergies but never shares them for the child.
  if (sharingChanges && !data.parentOfChild) {
    throw new ForbiddenError(allergyMessages.onlyParentsShare, { code: 'only-parents-share' })
  }
  const at = metadata.now.toISOString()
  const events: AllergyEvent[] = []
  if (data.allergiesChanged) {
    events.push({
      type: 'ChildAllergiesRecorded',
      data: { teamId: data.teamId, playerId: data.playerId, recordedAt: at },
    })
  }
  if (sharingChanges) {
    events.push({
      type: 'ChildAllergySharingChosen',
      data: { teamId: data.teamId, playerId: data.playerId, shared: data.shared === true, chosenAt: at },
    })
  }
  return events
}

/** One child's allergies: who may record them, and the parents' choice to share them. Nothing is shared at first. */
export const childAllergiesDecider: Decider<ChildAllergiesState, AllergyCommand, AllergyEvent> = {
  initialState: () => ({ shared: false }),
  // One command so far: saving the child's allergies with the family's choice.
  decide: (command, state) => save(command, state),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ChildAllergiesRecorded':
        return state
      case 'ChildAllergySharingChosen':
        return { shared: event.data.shared }
      default:
        return assertNever(event)
    }
  },
}
