import type { GameDayEvent } from '@teamspace/domain/gameday/gameday.events'
import { gamedayHistory } from '@teamspace/domain/gameday/gameday.history'
import { matchPushKind } from '@teamspace/domain/gameday/gameday.push'
import { defineFeature } from '../../platform/feature'
import { matchAsOf } from './gameday.as-of'
import { gamedayProjection } from './gameday.projection'
import { matchPushSubscriber } from './gameday.push'
import { gamedayRoutes } from './gameday.routes'

/**
 * Game day: the team's format and length of a half, and each game's live match (whistles, goals, substitutions,
 * recorded from the sideline through the outbox) that every member follows live; a push for goals and the final
 * score.
 */
export const gamedayFeature = defineFeature<GameDayEvent>({
  name: 'gameday',
  routes: gamedayRoutes,
  // The log names players by id only; the timeline's rows lose a deleted player in its projection (PlayerRemoved), in
  // the transaction that removes them, and so does a rebuild.
  erasure: {},
  projections: [gamedayProjection],
  history: gamedayHistory,
  asOf: [matchAsOf],
  subscribers: [matchPushSubscriber],
  pushKinds: [matchPushKind],
  liveTopics: {
    GameDaySettingChosen: ['gameday'],
    MatchKickedOff: ['match'],
    MatchPeriodEnded: ['match'],
    GoalScored: ['match'],
    GoalUndone: ['match'],
    SubstitutionMade: ['match'],
  },
})

// What other features may read of game day: the team's format and length of a half (a new lineup's format).
export { gameDaySettingOf } from './gameday.queries'
