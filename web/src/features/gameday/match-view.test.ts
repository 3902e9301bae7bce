import type { MatchView } from '@teamspace/domain/gameday/gameday.schemas'
import { describe, expect, it } from 'vitest'
import { runningClock, withAction } from './match-view'

const kickOff = Date.UTC(2026, 11, 12, 10, 0, 0)
const iso = (ms: number) => new Date(ms).toISOString()
const minute = 60_000
const players = [
  { id: 'mia', name: 'Mia Costa' },
  { id: 'leo', name: 'Leo Brandt' },
]
const notStarted: MatchView = {
  calendarEventId: 'g1',
  title: 'Derby',
  opponent: 'Rovers',
  status: 'not-started',
  format: '7v7',
  periodMinutes: 25,
  kickOffs: [],
  ends: [],
  goalsFor: 0,
  goalsAgainst: 0,
  timeline: [],
}

describe('a match as the coach’s phone shows it before the server has it', () => {
  const kickedOff = withAction(notStarted, { type: 'kick-off', at: iso(kickOff) }, players, 'k1')

  it('kicks off offline, and the clock runs from the tap', () => {
    expect(kickedOff.status).toBe('first-half')
    expect(runningClock(kickedOff, kickOff + 12 * minute + 5_000)).toEqual({ period: 1, second: 12 * 60 + 5 })
    expect(runningClock(notStarted, kickOff)).toBeNull()
  })

  it('adds a goal at its minute with the score it made, and undo takes the last one back', () => {
    const scored = withAction(
      kickedOff,
      { type: 'goals', at: iso(kickOff + 9 * minute), goal: { kind: 'ours', scorerId: 'mia', assistId: 'leo' } },
      players,
      'g1',
    )
    const conceded = withAction(
      scored,
      { type: 'goals', at: iso(kickOff + 11 * minute), goal: { kind: 'theirs' } },
      players,
      'g2',
    )
    expect([conceded.goalsFor, conceded.goalsAgainst]).toEqual([1, 1])
    expect(conceded.timeline.find((line) => line.id === 'g1')).toMatchObject({
      period: 1,
      second: 9 * 60,
      score: [1, 0],
      player: { playerId: 'mia', playerName: 'Mia Costa' },
      other: { playerId: 'leo', playerName: 'Leo Brandt' },
    })
    const undone = withAction(conceded, { type: 'goals/undo', at: iso(kickOff + 12 * minute) }, players, 'u1')
    expect([undone.goalsFor, undone.goalsAgainst]).toEqual([1, 0])
    expect(undone.timeline.map((line) => line.id)).toEqual(['k1', 'g1'])
  })

  it('stops the clock at half time', () => {
    const halfTime = withAction(kickedOff, { type: 'half-time', at: iso(kickOff + 26 * minute) }, players, 'h1')
    expect(halfTime.status).toBe('half-time')
    expect(runningClock(halfTime, kickOff + 30 * minute)).toBeNull()
  })
})
