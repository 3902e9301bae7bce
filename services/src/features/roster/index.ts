import type { RosterEvent } from '@teamspace/domain/roster/roster.events'
import { defineFeature } from '../../platform/feature'
import { rosterProjection } from './roster.projection'
import { rosterRoutes } from './roster.routes'

/** The team's players: numbers, positions, photos, and the erasable personal data of each child. */
export const rosterFeature = defineFeature<RosterEvent>({
  name: 'roster',
  routes: rosterRoutes,
  projections: [rosterProjection],
  // Availability and attendance list the active players; the calendar counts who has not answered; the
  // directory shows each member's children (an update may change the parent links).
  liveTopics: {
    // Player of the match suggests the recent games and offers the roster's players.
    PlayerAdded: ['players', 'availability', 'attendance', 'calendar', 'directory', 'votings'],
    PlayerUpdated: ['players', 'availability', 'attendance', 'directory', 'votings', 'calendar'],
    PlayerPhotoChanged: ['players', 'votings'],
    PlayerRemoved: ['players', 'stats', 'availability', 'attendance', 'calendar', 'directory', 'votings'],
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
