import type { Command } from '../shared/events'

/**
 * A coach or one of the child's parents saves the child's allergies; one of the parents may also choose whether
 * they are shared. `allergiesChanged` says whether the list differs from the one kept (the route compares: the
 * list is not in the log). `parentOfChild` is what the read tables know of the caller and this child.
 */
export type SaveChildAllergies = Command<
  'SaveChildAllergies',
  {
    teamId: string
    playerId: string
    allergiesChanged: boolean
    /** The parents' choice; undefined leaves it as it is. */
    shared: boolean | undefined
    parentOfChild: boolean
  }
>

export type AllergyCommand = SaveChildAllergies
