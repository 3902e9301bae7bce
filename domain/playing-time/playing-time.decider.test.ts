import { describe, it } from 'vitest'
import { ValidationError } from '../shared/errors'
import { specFor, testMetadata } from '../shared/testing'
import type { PlayingTimeCommand } from './playing-time.commands'
import { fairPlayThresholdDecider } from './playing-time.decider'

const metadata = testMetadata()
const spec = specFor(fairPlayThresholdDecider)
const choose = (percent: number): PlayingTimeCommand => ({
  type: 'ChooseFairPlayThreshold',
  data: { teamId: 't1', percent },
  metadata,
})
const chosen = (percent: number) => ({
  type: 'FairPlayThresholdChosen' as const,
  data: { teamId: 't1', percent, chosenAt: metadata.now.toISOString() },
})

describe('the team’s fair-play threshold', () => {
  it('records a new threshold, and nothing for the one that stands (50 % until chosen)', () => {
    spec([])
      .when(choose(66))
      .then([chosen(66)])
    spec([]).when(choose(50)).then([])
    spec([chosen(66)])
      .when(choose(66))
      .then([])
    spec([chosen(66)])
      .when(choose(50))
      .then([chosen(50)])
  })

  it('refuses a share it does not offer', () => {
    spec([]).when(choose(49)).thenThrows(ValidationError, 'Choose 25, 33, 50, 66 or 75 %.')
    spec([]).when(choose(Number.NaN)).thenThrows(ValidationError)
  })
})
