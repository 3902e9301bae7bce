import type { PlayingTimeEvent } from '@teamspace/domain/playing-time/playing-time.events'
import { describe, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { projectionSpec } from '../../../test/projection-spec'
import { playingTimeProjection } from './playing-time.projection'

const t = useTestDatabase()
const spec = projectionSpec(t)(playingTimeProjection)

const chosen = (teamId: string, percent: number) =>
  ({
    type: 'FairPlayThresholdChosen',
    data: { teamId, percent, chosenAt: new Date(Date.UTC(2026, 8, 5, 10, percent)).toISOString() },
  }) satisfies PlayingTimeEvent

describe('playing-time projection', () => {
  it('keeps each team’s last threshold', () =>
    spec.given(chosen('t1', 66), chosen('t2', 25), chosen('t1', 33)).then({
      fair_play_thresholds: [
        { team_id: 't1', percent: 33 },
        { team_id: 't2', percent: 25 },
      ],
    }))
})
