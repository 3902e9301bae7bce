import type { ResultsDomainEvent } from '@teamspace/domain/results/results.events'
import { resultsHistory } from '@teamspace/domain/results/results.history'
import { defineFeature } from '../../platform/feature'
import { resultsAsOf } from './results.as-of'
import { resultsProjection } from './results.projection'
import { resultsRoutes } from './results.routes'

/**
 * Games' results (the score, our scorers by player id) and the team's seasons, whose records the calendar, the
 * dashboard and the stats page show.
 */
export const resultsFeature = defineFeature<ResultsDomainEvent>({
  name: 'results',
  routes: resultsRoutes,
  // Results and seasons carry ids only (scorers by player id, no names); a deleted player's goals stay in the
  // score and leave the scorers shown, since the names are looked up today.
  erasure: {},
  projections: [resultsProjection],
  history: resultsHistory,
  asOf: [resultsAsOf],
  liveTopics: {
    GameResultRecorded: ['results'],
    GameResultCorrected: ['results'],
    // A new season starts every season's numbers again: the players' totals, attendance and awards.
    SeasonStarted: ['results', 'players', 'stats', 'attendance', 'votes'],
    SeasonCorrected: ['results', 'players', 'stats', 'attendance', 'votes'],
    SeasonRemoved: ['results', 'players', 'stats', 'attendance', 'votes'],
  },
})

// What the season-aware pages and exports of other features read: a season's game dates by its id.
export { seasonFor } from './results.queries'
