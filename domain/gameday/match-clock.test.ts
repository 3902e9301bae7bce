import { describe, expect, it } from 'vitest'
import { clockAt, clockText, periodSecondsAt, type MatchTimeline } from './match-clock'
import { secondsPlayed } from './playing-time'

const minute = 60_000
const kickOff = Date.UTC(2026, 11, 12, 10, 0, 0)
/** A first half with 40 seconds of stoppage time, a ten-minute break, and a second half under way. */
const underWay: MatchTimeline = {
  kickOffs: [kickOff, kickOff + 35 * minute],
  ends: [kickOff + 25 * minute + 40_000],
  fullTime: false,
}

describe('the match clock, from the moments the coach’s phone recorded', () => {
  it('gives each period’s length, the one under way up to now', () => {
    expect(periodSecondsAt(underWay, kickOff + 50 * minute)).toEqual([25 * 60 + 40, 15 * 60])
  })

  it('places a moment in its period, a moment in the break at the next kick-off, and none before kick-off', () => {
    expect(clockAt(underWay, kickOff + 10 * minute)).toEqual({ period: 1, second: 10 * 60 })
    expect(clockAt(underWay, kickOff + 25 * minute + 30_000)).toEqual({ period: 1, second: 25 * 60 + 30 })
    expect(clockAt(underWay, kickOff + 30 * minute)).toEqual({ period: 2, second: 0 })
    expect(clockAt(underWay, kickOff + 47 * minute + 30_000)).toEqual({ period: 2, second: 12 * 60 + 30 })
    expect(clockAt(underWay, kickOff - 1_000)).toBeNull()
    // Half time, before the second half has kicked off.
    const atHalfTime = { ...underWay, kickOffs: underWay.kickOffs.slice(0, 1) }
    expect(clockAt(atHalfTime, kickOff + 30 * minute)).toEqual({ period: 2, second: 0 })
  })

  it('holds a moment after the final whistle at the end of the last period', () => {
    const over = { ...underWay, ends: [...underWay.ends, kickOff + 60 * minute + 15_000], fullTime: true }
    expect(clockAt(over, kickOff + 70 * minute)).toEqual({ period: 2, second: 25 * 60 + 15 })
    expect(periodSecondsAt(over, kickOff + 90 * minute)).toEqual([25 * 60 + 40, 25 * 60 + 15])
  })

  it('puts a substitution made without signal at the minute it was made, however late it arrives', () => {
    const madeAt = kickOff + 47 * minute + 30_000
    const over: MatchTimeline = { ...underWay, ends: [...underWay.ends, kickOff + 60 * minute], fullTime: true }
    const substitution = { ...clockAt(over, madeAt)!, playerIn: 'cal', playerOut: 'ben' }
    const played = secondsPlayed({
      starters: ['ava', 'ben'],
      periodSeconds: periodSecondsAt(over, kickOff + 3 * 60 * minute),
      substitutions: [substitution],
    })
    expect(Object.fromEntries(played)).toEqual({
      ava: 25 * 60 + 40 + 25 * 60,
      ben: 25 * 60 + 40 + 12 * 60 + 30,
      cal: 12 * 60 + 30,
    })
  })

  it('shows minutes and seconds', () => {
    expect([clockText(12 * 60 + 30), clockText(5), clockText(45 * 60)]).toEqual(['12:30', '0:05', '45:00'])
  })
})
