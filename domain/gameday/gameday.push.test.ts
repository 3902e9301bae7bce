import { describe, expect, it } from 'vitest'
import { matchPush } from './gameday.push'

const context = {
  teamId: 't1',
  teamName: 'Lions U10',
  calendarEventId: 'g1',
  opponent: 'Rovers',
  goalsFor: 2,
  goalsAgainst: 1,
}

describe('a live match’s notifications', () => {
  it('tell the score, never the scorer, and open the game', () => {
    expect(matchPush({ ...context, what: 'goal' })).toEqual({
      title: 'Lions U10: Goal!',
      body: 'The score is 2–1 against Rovers.',
      url: '/t/t1/calendar?event=g1',
      tag: 'match-g1',
    })
    expect(matchPush({ ...context, what: 'full-time' }, 'de')).toMatchObject({
      title: 'Lions U10: Abpfiff',
      body: 'Endstand 2–1 gegen Rovers.',
    })
    expect(matchPush({ ...context, opponent: '', what: 'their-goal' }, 'es').body).toBe('El marcador es 2–1.')
  })
})
