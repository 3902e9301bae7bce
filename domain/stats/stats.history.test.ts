import { describe, expect, it } from 'vitest'
import { fact, sentencesOf } from '../history/history.test-support'
import { names } from '../shared/current-names.fixture'
import { statsHistory } from './stats.history'
import { statLine } from './stats.fixture'

const { say, assembled } = sentencesOf(statsHistory, names)
const line = { teamId: 't', statLineId: 's1', playerId: 'mia', ...statLine() }

describe('the stats’ history', () => {
  it('names the changed stats', () => {
    const recorded = fact('StatLineRecorded', line)
    expect(say(recorded)).toBe('Casey Coach recorded Mia’s stats for the game against Lions on Sat, Nov 21 (1 goal).')
    expect(say(fact('StatLineCorrected', { ...line, goals: 2, assists: 1 }), recorded)).toBe(
      'Casey Coach corrected Mia’s stats for the game against Lions on Sat, Nov 21: goals from 1 to 2 and assists from 0 to 1.',
    )
  })

  it('says "a removed player" once the player is gone', () => {
    expect(say(fact('StatLineVoided', { teamId: 't', statLineId: 's1', playerId: 'gone' }))).toBe(
      'Casey Coach voided a removed player’s stats.',
    )
  })

  it('files a correction under its stat line’s History', () => {
    expect(assembled.itemOf(fact('StatLineCorrected', line))).toEqual({ kind: 'stat-line', id: 's1' })
  })
})
