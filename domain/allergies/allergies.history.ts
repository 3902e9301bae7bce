import { defineHistory } from '../history/history.plugin'
import { sayer } from '../history/history.wording'
import type { AllergyEvent } from './allergies.events'
import { allergiesHistoryMessages, allergiesHistoryTranslations } from './allergies.history.messages'

const say = sayer(allergiesHistoryMessages, allergiesHistoryTranslations)

/**
 * Children's allergies in the coaches' activity feed: who recorded them, and each family's choice to share them.
 * The allergens themselves are never told (they are not in the log).
 */
export const allergiesHistory = defineHistory<AllergyEvent>({
  label: (language) => say({ language })('label'),
  subjects: [],
  sentences: {
    ChildAllergiesRecorded: (d, c) => say(c)('recorded', { actor: c.actor, player: c.names.player(d.playerId) }),
    ChildAllergySharingChosen: (d, c) =>
      say(c)(d.shared ? 'shared' : 'unshared', { actor: c.actor, player: c.names.player(d.playerId) }),
  },
})
