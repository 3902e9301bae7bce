import { describe, expect, it } from 'vitest'
import { minutesOf, playingTimeShares, secondsPlayed, type MatchPlay } from './playing-time'

/** Two halves of 25 minutes, five a side: Ava, Ben, Cal, Dev and Eli start; Finn and Gus are on the bench. */
const halves = [25 * 60, 25 * 60]
const starters = ['ava', 'ben', 'cal', 'dev', 'eli']

const game: MatchPlay = {
  starters,
  periodSeconds: halves,
  substitutions: [
    { period: 1, second: 10 * 60, playerIn: 'finn', playerOut: 'ava' },
    // At half time: the second half's kick-off.
    { period: 2, second: 0, playerIn: 'ava', playerOut: 'ben' },
    { period: 2, second: 15 * 60 + 30, playerIn: 'gus', playerOut: 'finn' },
  ],
}

describe('seconds played in a game', () => {
  it('adds up each child’s time on the pitch from the lineup, three substitutions and the clock, exactly', () => {
    expect(Object.fromEntries(secondsPlayed(game))).toEqual({
      ava: 10 * 60 + 25 * 60,
      ben: 25 * 60,
      cal: 50 * 60,
      dev: 50 * 60,
      eli: 50 * 60,
      finn: 15 * 60 + 15 * 60 + 30,
      gus: 9 * 60 + 30,
    })
    // Five on the pitch the whole game: the minutes add up to five times the game.
    expect([...secondsPlayed(game).values()].reduce((sum, seconds) => sum + seconds, 0)).toBe(5 * 50 * 60)
  })

  it('takes substitutions in the order of the clock, whatever order the phone sent them in', () => {
    const shuffled = { ...game, substitutions: [...game.substitutions].reverse() }
    expect(secondsPlayed(shuffled)).toEqual(secondsPlayed(game))
  })

  it('leaves out a substitution that does not fit the pitch as it was, and never applies half of one', () => {
    const withMistakes: MatchPlay = {
      ...game,
      substitutions: [
        ...game.substitutions,
        // Ben went off at half time: he cannot go off again.
        { period: 2, second: 20 * 60, playerIn: 'ben', playerOut: 'ben' },
        { period: 2, second: 20 * 60, playerIn: 'finn', playerOut: 'ben' },
        // Cal is on the pitch: he cannot come on.
        { period: 2, second: 20 * 60, playerIn: 'cal', playerOut: 'dev' },
      ],
    }
    expect(secondsPlayed(withMistakes)).toEqual(secondsPlayed(game))
  })

  it('counts a period under way up to now, and holds a moment past a period’s end at its end', () => {
    const underWay: MatchPlay = {
      starters: ['ava'],
      periodSeconds: [25 * 60, 5 * 60],
      substitutions: [{ period: 1, second: 30 * 60, playerIn: 'ben', playerOut: 'ava' }],
    }
    expect(Object.fromEntries(secondsPlayed(underWay))).toEqual({ ava: 25 * 60, ben: 5 * 60 })
  })

  it('gives whole minutes as a match report does', () => {
    expect([minutesOf(45 * 60 + 30), minutesOf(45 * 60 + 29), minutesOf(0)]).toEqual([46, 45, 0])
  })
})

describe('fair playing time across a season', () => {
  const second: MatchPlay = { starters: ['cal', 'dev', 'eli', 'finn', 'gus'], periodSeconds: halves, substitutions: [] }
  const season = [
    { gameSeconds: 50 * 60, available: [...starters, 'finn', 'gus'], played: secondsPlayed(game) },
    // Ben's family answered Not going for the second game; Hal never answered Going.
    { gameSeconds: 50 * 60, available: ['ava', 'cal', 'dev', 'eli', 'finn', 'gus'], played: secondsPlayed(second) },
  ]

  it('gives each child’s share of the time they were available for, lowest first, flagging who is below the threshold', () => {
    const shares = playingTimeShares(['ava', 'ben', 'cal', 'dev', 'eli', 'finn', 'gus', 'hal'], season, 0.5)
    expect(shares.map(({ playerId, share, belowThreshold }) => [playerId, share, belowThreshold])).toEqual([
      ['ava', 35 / 100, true],
      ['ben', 1 / 2, false],
      ['gus', (9.5 + 50) / 100, false],
      ['finn', (30.5 + 50) / 100, false],
      ['cal', 1, false],
      ['dev', 1, false],
      ['eli', 1, false],
      ['hal', null, false],
    ])
    expect(shares[0]).toMatchObject({ playedSeconds: 35 * 60, availableSeconds: 100 * 60 })
  })
})
