import type { PlayingTimeEvent } from '@teamspace/domain/playing-time/playing-time.events'
import { playingTimeHistory } from '@teamspace/domain/playing-time/playing-time.history'
import { defineFeature } from '../../platform/feature'
import { playingTimeProjection } from './playing-time.projection'
import { playingTimeRoutes } from './playing-time.routes'

/**
 * Playing time: a game's minutes played per child, the stat sheet its live match fills in and the season's fair
 * playing time, read from the lineups' and the live matches' tables; its one write is the team's fair-play threshold
 * (`fair-play:<teamId>`). The web keys its reads under the `match` topic, which every whistle, goal and
 * substitution names, and so does the threshold.
 */
export const playingTimeFeature = defineFeature<PlayingTimeEvent>({
  name: 'playing-time',
  routes: playingTimeRoutes,
  // A team's threshold is nobody's personal data.
  erasure: {},
  projections: [playingTimeProjection],
  history: playingTimeHistory,
  liveTopics: {
    FairPlayThresholdChosen: ['match'],
  },
})
