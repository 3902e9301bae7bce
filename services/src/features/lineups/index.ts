import { lineupsHistory } from '@teamspace/domain/lineups/lineups.history'
import type { LineupsEvent } from '@teamspace/domain/lineups/lineups.events'
import { defineFeature } from '../../platform/feature'
import { lineupAsOf } from './lineups.as-of'
import { lineupsProjection } from './lineups.projection'
import { lineupsRoutes } from './lineups.routes'

/**
 * Games' lineups: the coach picks starters and bench from the players whose families answered Going, places the
 * starters on the format's formation and publishes it, now or at a later time; families see it on the game's page
 * and the dashboard. Events name players and places by id only.
 */
export const lineupsFeature = defineFeature<LineupsEvent>({
  name: 'lineups',
  routes: lineupsRoutes,
  erasure: {
    // A deleted child leaves every lineup they were named in (their place there is left empty).
    player: async (trx, { playerId }) => {
      await trx.deleteFrom('lineup_players').where('player_id', '=', playerId).execute()
    },
  },
  projections: [lineupsProjection],
  history: lineupsHistory,
  // A game's lineup as it stood at the end of a past day.
  asOf: [lineupAsOf],
  liveTopics: {
    LineupSaved: ['lineups'],
    LineupPublished: ['lineups'],
    LineupUnpublished: ['lineups'],
  },
})
