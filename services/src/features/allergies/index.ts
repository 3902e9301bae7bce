import { allergiesHistory } from '@teamspace/domain/allergies/allergies.history'
import type { AllergyEvent } from '@teamspace/domain/allergies/allergies.events'
import { defineFeature } from '../../platform/feature'
import { allergiesRoutes } from './allergies.routes'

/**
 * Children's allergies, kept with their medical data (coaches and the child's parents see them), and each family's
 * choice to share them with the team without the child's name: what families bringing food are shown.
 */
export const allergiesFeature = defineFeature<AllergyEvent>({
  name: 'allergies',
  routes: allergiesRoutes,
  // A removed child's allergies and their family's choice go with them.
  erasure: {
    player: async (trx, { playerId }) => {
      await trx.deleteFrom('child_allergies').where('player_id', '=', playerId).execute()
    },
  },
  history: allergiesHistory,
  liveTopics: {
    // The dialog, and the volunteers page's food needs, which show the team's shared allergens.
    ChildAllergiesRecorded: ['allergies', 'volunteers'],
    ChildAllergySharingChosen: ['allergies', 'volunteers'],
  },
})

// What the volunteers feature shows on food needs: the kinds of allergy in the team, no child named.
export { teamAllergens } from './allergies.queries'
