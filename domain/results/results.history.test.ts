import { describe, expect, it } from 'vitest'
import { fact, sentencesOf } from '../history/history.test-support'
import { names } from '../shared/current-names.fixture'
import { resultsHistory } from './results.history'
import { lionsResult as result } from './results.fixture'

const { say, assembled } = sentencesOf(resultsHistory, names)

describe('the results’ history', () => {
  it('tells the result and its correction, from what to what', () => {
    const recorded = fact('GameResultRecorded', result)
    expect(say(recorded)).toBe(
      'Casey Coach recorded the result 3–1 against Lions for “League vs Lions” on Sat, Nov 28 (Mia 2 and Leo).',
    )
    expect(say(fact('GameResultCorrected', { ...result, goalsFor: 2, scorers: [] }), recorded)).toBe(
      'Casey Coach corrected the result against Lions for “League vs Lions” on Sat, Nov 28 from 3–1 to 2–1.',
    )
  })

  it('says "a removed player" for a scorer who is gone', () => {
    expect(say(fact('GameResultRecorded', { ...result, scorers: [{ playerId: 'gone', goals: 1 }] }))).toBe(
      'Casey Coach recorded the result 3–1 against Lions for “League vs Lions” on Sat, Nov 28 (a removed player).',
    )
  })

  it('files a correction under its game result’s History', () => {
    expect(assembled.itemOf(fact('GameResultCorrected', result))).toEqual({ kind: 'game-result', id: 'game1' })
  })
})
