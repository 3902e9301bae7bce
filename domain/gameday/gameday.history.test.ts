import { describe, expect, it } from 'vitest'
import { fact, sentencesOf } from '../history/history.test-support'
import { names } from '../shared/current-names.fixture'
import { gamedayHistory } from './gameday.history'

const of = { teamId: 't', calendarEventId: 'game1', at: '2026-11-28T10:12:00.000Z' }

describe('game day in the history', () => {
  const say = sentencesOf(gamedayHistory, names).say

  it('tells each whistle, goal and substitution with today’s names, a removed player as such', () => {
    expect(say(fact('MatchKickedOff', { ...of, period: 1, format: '7v7', periodMinutes: 25 }))).toBe(
      'Casey Coach kicked off the match for “League vs Lions” on Sat, Nov 28.',
    )
    expect(say(fact('GoalScored', { ...of, goalId: 'g', kind: 'ours', scorerId: 'mia', assistId: 'leo' }))).toBe(
      'Casey Coach recorded a goal by Mia (assist: Leo) for “League vs Lions” on Sat, Nov 28.',
    )
    expect(say(fact('GoalScored', { ...of, goalId: 'g', kind: 'theirs', scorerId: null, assistId: null }))).toBe(
      'Casey Coach recorded a goal for the opponent for “League vs Lions” on Sat, Nov 28.',
    )
    expect(say(fact('SubstitutionMade', { ...of, substitutionId: 's', playerIn: 'leo', playerOut: 'gone' }))).toBe(
      'Casey Coach brought on Leo for a removed player for “League vs Lions” on Sat, Nov 28.',
    )
    expect(say(fact('MatchPeriodEnded', { ...of, period: 2, fullTime: true }))).toBe(
      'Casey Coach called full time for “League vs Lions” on Sat, Nov 28.',
    )
  })

  it('speaks German and Spanish', () => {
    const goal = fact('GoalScored', { ...of, goalId: 'g', kind: 'ours', scorerId: 'mia', assistId: null })
    expect(sentencesOf(gamedayHistory, names, 'de').say(goal)).toMatch(
      /^Casey Coach hat ein Tor von Mia .* eingetragen\.$/,
    )
    expect(sentencesOf(gamedayHistory, names, 'es').say(goal)).toMatch(/^Casey Coach registró un gol de Mia/)
  })
})
