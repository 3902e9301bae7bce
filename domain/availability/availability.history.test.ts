import { describe, expect, it } from 'vitest'
import { fact, sentencesOf } from '../history/history.test-support'
import { names } from '../shared/current-names.fixture'
import { availabilityHistory } from './availability.history'

describe('the availability’s history', () => {
  it('says who answered what for which child and calendar event', () => {
    expect(
      sentencesOf(availabilityHistory, names).say(
        fact('AvailabilityGiven', { teamId: 't', calendarEventId: 'game1', playerId: 'mia', answer: 'going' }, 'pat'),
      ),
    ).toBe('Pat Parent answered “Going” for Mia for “League vs Lions” on Sat, Nov 28.')
  })
})
