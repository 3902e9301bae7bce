import { defineFeature } from '../../platform/feature'
import { playingTimeRoutes } from './playing-time.routes'

/**
 * Playing time: a game's minutes played per child and the stat sheet its live match fills in, read from the lineups'
 * and the live matches' tables (no events and no tables of its own). The web keys its reads under the `match`
 * topic, which every whistle, goal and substitution names.
 */
export const playingTimeFeature = defineFeature<never>({
  name: 'playing-time',
  routes: playingTimeRoutes,
  erasure: {},
  liveTopics: {},
})
