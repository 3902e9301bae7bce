import { describe, expect, it } from 'vitest'
import { secondsPlayed } from '../gameday/playing-time'
import { matchPlayOf, onPitchAfter, statSheetLines } from './stat-sheet'

const kickOff = Date.parse('2026-11-28T10:00:00Z')
const at = (minutes: number, seconds = 0) => new Date(kickOff + minutes * 60_000 + seconds * 1000).toISOString()

/** Two halves of 25 minutes with a five-minute break: 10:00–10:25, 10:30–10:55. */
const whistles = { kickOffs: [at(0), at(30)], ends: [at(25), at(55)], fullTime: true }
const starters = ['gk', 'a', 'b']

describe('a game played, from the lineup, the substitutions and the clock', () => {
  it('gives each child their exact seconds, a substitution in the break counted from the second half', () => {
    const play = matchPlayOf(
      whistles,
      starters,
      [
        // Recorded out of order (one kept without signal): placed by the moment of the tap.
        { at: at(40), playerIn: 'a', playerOut: 'c' },
        { at: at(10, 30), playerIn: 'c', playerOut: 'a' },
        { at: at(27), playerIn: 'd', playerOut: 'b' },
      ],
      Date.parse(at(90)),
    )
    expect(play.periodSeconds).toEqual([1500, 1500])
    expect(Object.fromEntries(secondsPlayed(play))).toEqual({
      gk: 3000,
      // 0–10:30, then from 10 minutes into the second half to the end.
      a: 630 + 900,
      // In the break: off from the second half's kick-off.
      b: 1500,
      c: 3000 - 630 - 900,
      d: 1500,
    })
  })

  it('counts a half under way up to now', () => {
    const play = matchPlayOf({ kickOffs: [at(0)], ends: [], fullTime: false }, starters, [], Date.parse(at(12)))
    expect(secondsPlayed(play).get('a')).toBe(720)
  })
})

describe('the stat sheet the live match fills in', () => {
  it('has minutes, goals for us and assists per child; the bench who never came on has no line', () => {
    const seconds = new Map([
      ['gk', 3000],
      ['a', 1530],
      ['b', 29],
      ['bench', 0],
    ])
    const lines = statSheetLines(seconds, [
      { kind: 'ours', scorerId: 'a', assistId: 'b' },
      { kind: 'ours', scorerId: 'a', assistId: null },
      { kind: 'own-goal', scorerId: null, assistId: null },
      { kind: 'theirs', scorerId: null, assistId: null },
    ])
    expect(lines).toEqual([
      { playerId: 'gk', minutesPlayed: 50, goals: 0, assists: 0 },
      { playerId: 'a', minutesPlayed: 26, goals: 2, assists: 0 },
      // Under half a minute on the pitch is a game played, at 0 minutes.
      { playerId: 'b', minutesPlayed: 0, goals: 0, assists: 1 },
    ])
  })

  it('gives a line to a scorer the lineup did not name, and keeps minutes within the sheet ceiling', () => {
    const lines = statSheetLines(new Map([['long', 200 * 60]]), [{ kind: 'ours', scorerId: 'x', assistId: null }])
    expect(lines).toEqual([
      { playerId: 'long', minutesPlayed: 120, goals: 0, assists: 0 },
      { playerId: 'x', minutesPlayed: 0, goals: 1, assists: 0 },
    ])
  })
})

describe('who is on the pitch', () => {
  it('follows the substitutions in clock order, leaving out one that does not fit', () => {
    const play = matchPlayOf(
      whistles,
      starters,
      [
        { at: at(40), playerIn: 'a', playerOut: 'c' },
        { at: at(10), playerIn: 'c', playerOut: 'a' },
        // Leo is not on the pitch: nothing changes.
        { at: at(12), playerIn: 'd', playerOut: 'leo' },
      ],
      Date.parse(at(90)),
    )
    expect([...onPitchAfter(play)].sort()).toEqual(['a', 'b', 'gk'])
  })
})
