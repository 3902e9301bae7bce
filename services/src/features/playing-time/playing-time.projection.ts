import type { PlayingTimeEvent } from '@teamspace/domain/playing-time/playing-time.events'
import { defineProjection, lastByKey, writesOnly } from '../../platform/projections/registry'
import './playing-time.tables'

/** Each team's fair-play threshold, as last chosen. */
export const playingTimeProjection = defineProjection<PlayingTimeEvent>({
  name: 'playing-time',
  version: 1,
  tables: ['fair_play_thresholds'],
  on: {
    FairPlayThresholdChosen: writesOnly(async (events, db) => {
      for (const { data } of lastByKey(events, (e) => e.data.teamId)) {
        const row = { percent: data.percent, chosen_at: data.chosenAt }
        await db
          .insertInto('fair_play_thresholds')
          .values({ team_id: data.teamId, ...row })
          .onConflict((c) => c.column('team_id').doUpdateSet(row))
          .execute()
      }
    }),
  },
})
