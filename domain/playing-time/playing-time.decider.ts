import type { Decider } from '../shared/decider'
import { ValidationError } from '../shared/errors'
import type { PlayingTimeCommand } from './playing-time.commands'
import type { PlayingTimeEvent } from './playing-time.events'
import { DEFAULT_FAIR_PLAY_THRESHOLD, FAIR_PLAY_THRESHOLDS, playingTimeMessages as m } from './playing-time.constants'

export interface FairPlayThresholdState {
  readonly percent: number
}

/** The team's fair-play threshold: one of the offered shares; choosing the same again records nothing. */
export const fairPlayThresholdDecider: Decider<FairPlayThresholdState, PlayingTimeCommand, PlayingTimeEvent> = {
  initialState: () => ({ percent: DEFAULT_FAIR_PLAY_THRESHOLD }),
  decide: ({ data, metadata }, state) => {
    if (!(FAIR_PLAY_THRESHOLDS as readonly number[]).includes(data.percent))
      throw new ValidationError(m.threshold, { fields: { percent: m.threshold } })
    if (data.percent === state.percent) return []
    return [
      {
        type: 'FairPlayThresholdChosen',
        data: { teamId: data.teamId, percent: data.percent, chosenAt: metadata.now.toISOString() },
      },
    ]
  },
  evolve: (_state, { data }) => ({ percent: data.percent }),
}
