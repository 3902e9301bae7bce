import type { RosterEvent } from '@teamspace/domain/roster/roster.events'
import { defineFeature } from '../../platform/feature'
import { rosterProjection } from './roster.projection'
import { rosterRoutes } from './roster.routes'
import { rosterHistory } from '@teamspace/domain/roster/roster.history'

/** The team's players: numbers, positions, photos, and the erasable personal data of each child. */
export const rosterFeature = defineFeature<RosterEvent>({
  name: 'roster',
  routes: rosterRoutes,
  projections: [rosterProjection],
  history: rosterHistory,
  // Availability and attendance list the active players; the calendar counts who has not answered; the
  // directory shows each member's children (an update may change the parent links).
  liveTopics: {
    PlayerAdded: ['players', 'availability', 'attendance', 'calendar', 'directory'],
    PlayerUpdated: ['players', 'availability', 'attendance', 'directory'],
    PlayerPhotoChanged: ['players'],
    PlayerRemoved: ['players', 'stats', 'availability', 'attendance', 'calendar', 'directory'],
  },
})

// What other features may read of the roster.
export {
  activePlayers,
  findPlayer,
  findPlayerName,
  parentIdsByPlayer,
  playerNameOf,
  rosterNames,
} from './roster.queries'
