import { defineFeature } from '../../platform/feature'
import { historyRoutes } from './history.routes'

/**
 * The coaches' history: the team's activity in plain sentences, each item's timeline and the "as of" views,
 * all read from the log on purpose (ARCHITECTURE: reads never touch the log except these). It appends nothing.
 */
export const historyFeature = defineFeature<never>({
  name: 'history',
  routes: historyRoutes,
  erasure: {},
  liveTopics: {},
})
