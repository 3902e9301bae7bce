import { afterAll, describe, expect, it } from 'vitest'
import { switchLanguage } from '../../i18n/locale'
import { awardsSpread, formatTimeOfDay, gameWhen, placeLabel, resultSummary, shareOf } from './votes-view'

const entry = (playerName: string, votes: number) => ({ playerId: playerName, playerName, votes })

describe('the player of the match page’s words', () => {
  it('says when the game was', () => {
    expect(formatTimeOfDay('15:00')).toBe('3:00 PM')
    expect(formatTimeOfDay('00:05')).toBe('12:05 AM')
    expect(formatTimeOfDay('12:30')).toBe('12:30 PM')
    expect(gameWhen({ gameDate: '2026-09-05', gameTime: '15:00' })).toBe('Sep 5, 2026 · 3:00 PM')
  })

  it('states a winner, a tie as joint winners, and a voting nobody voted in', () => {
    expect(resultSummary([entry('Robin', 4)])).toBe('Robin is Player of the Match with 4 votes.')
    expect(resultSummary([entry('Robin', 2), entry('Sam', 2)])).toBe(
      "It's a tie: Robin and Sam are joint Players of the Match with 2 votes each.",
    )
    expect(resultSummary([])).toBe('No votes were cast.')
  })

  it('names shared places as joint', () => {
    expect(placeLabel(1, true)).toBe('Joint 1st')
    expect(placeLabel(3, false)).toBe('3rd')
  })

  it('works out a bar’s share of the votes', () => {
    expect(shareOf(1, 3)).toBe(33)
    expect(shareOf(0, 0)).toBe(0)
  })

  it('puts the players never recognised first, then the others by awards', () => {
    const player = (playerName: string, awards: number) => ({
      playerId: playerName,
      playerName,
      jerseyNumber: null,
      awards,
      votes: awards,
      lastAwardOn: null,
    })
    const { never, recognised } = awardsSpread({
      closedVotings: 3,
      players: [player('Alex', 1), player('Dee', 0), player('Sam', 2), player('Bo', 0)],
    })
    expect(never.map((p) => p.playerName)).toEqual(['Dee', 'Bo'])
    expect(recognised.map((p) => p.playerName)).toEqual(['Sam', 'Alex'])
  })
})

describe('the player of the match page’s words in German', () => {
  // The unit tests share their modules: the next file finds the app speaking English again.
  afterAll(() => switchLanguage('en'))

  it('writes the time on a 24-hour clock, names with "und" and a winner in German', async () => {
    await switchLanguage('de')
    expect(formatTimeOfDay('15:00')).toBe('15:00')
    expect(resultSummary([entry('Robin', 1)])).toBe('Robin ist Spieler des Spiels mit 1 Stimme.')
    expect(resultSummary([entry('Robin', 2), entry('Sam', 2), entry('Alex', 2)])).toBe(
      'Gleichstand: Robin, Sam und Alex sind gemeinsam Spieler des Spiels mit je 2 Stimmen.',
    )
    expect(placeLabel(2, true)).toBe('Geteilter 2. Platz')
  })
})
