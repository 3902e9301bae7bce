import { playerNameUpcasters } from '@teamspace/domain/roster/player-name.upcasters'
import type { StatsEvent } from '@teamspace/domain/stats/stats.events'
import { defineFeature } from '../../platform/feature'
import { playerLinesAsOf, playersAsOf } from './stats.as-of'
import { statsProjection } from './stats.projection'
import { statsRoutes } from './stats.routes'
import { statsHistory } from './stats.history'

/** Per-game stat lines, their corrections and voids, and each player's totals. */
export const statsFeature = defineFeature<StatsEvent>({
  name: 'stats',
  routes: statsRoutes,
  // A deleted player's stat lines leave the stats tables with PlayerRemoved, in the projection, as in a rebuild.
  erasure: {},
  upcasters: { StatLineRecorded: playerNameUpcasters.StatLineRecorded },
  projections: [statsProjection],
  history: statsHistory,
  // The roster as it was, with each player's totals then, and a player's lines then.
  asOf: [playersAsOf, playerLinesAsOf],
  liveTopics: {
    // Player of the match offers the roster's players, which carry their totals.
    StatLineRecorded: ['players', 'stats', 'votes'],
    StatLineCorrected: ['players', 'stats', 'votes'],
    StatLineVoided: ['players', 'stats', 'votes'],
  },
})

// What the coaches' exports read of the stats.
export { listTeamLines } from './stats.queries'
