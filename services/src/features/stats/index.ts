import type { StatsEvent } from '@teamspace/domain/stats/stats.events'
import { defineFeature } from '../../platform/feature'
import { statsProjection } from './stats.projection'
import { statsRoutes } from './stats.routes'
import { statsHistory } from './stats.history'

/** Per-game stat lines, their corrections and voids, and each player's totals. */
export const statsFeature = defineFeature<StatsEvent>({
  name: 'stats',
  routes: statsRoutes,
  projections: [statsProjection],
  history: statsHistory,
  liveTopics: {
    StatLineRecorded: ['players', 'stats'],
    StatLineCorrected: ['players', 'stats'],
    StatLineVoided: ['players', 'stats'],
  },
})
