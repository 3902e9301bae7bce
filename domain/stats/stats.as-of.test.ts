import { describe, expect, it } from 'vitest'
import type { Folded } from '../history/history.as-of'
import { foldRoster } from '../roster/roster.as-of'
import type { RosterEvent } from '../roster/roster.events'
import { foldStats, totalsOf } from './stats.as-of'
import type { StatsEvent } from './stats.events'
import { statLine } from './stats.fixture'

const isRoster = (event: Folded<RosterEvent | StatsEvent>): event is Folded<RosterEvent> =>
  event.type.startsWith('Player')

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z`
const player = (playerId: string, jerseyNumber: number | null) =>
  ({ teamId: 't', playerId, name: 'ignored', jerseyNumber, position: 'Defender' }) as const
const values = statLine()

describe('the roster’s and the stats’ folds as of a past instant', () => {
  it('keeps each player as last changed, drops removed players with their lines, and sums what counts', () => {
    const events: Folded<RosterEvent | StatsEvent>[] = [
      {
        type: 'PlayerAdded',
        data: { ...player('mia', 7), addedAt: at(1) },
        streamVersion: 1,
        recordedAt: at(1),
        actorId: 'c',
      },
      {
        type: 'PlayerAdded',
        data: { ...player('leo', 3), addedAt: at(1) },
        streamVersion: 1,
        recordedAt: at(1),
        actorId: 'c',
      },
      {
        type: 'PlayerUpdated',
        data: { ...player('mia', 9), updatedAt: at(2) },
        streamVersion: 2,
        recordedAt: at(2),
        actorId: 'c',
      },
      {
        type: 'StatLineRecorded',
        data: { ...values, teamId: 't', statLineId: 's1', playerId: 'mia', recordedAt: at(3) },
        streamVersion: 1,
        recordedAt: at(3),
        actorId: 'c',
      },
      {
        type: 'StatLineRecorded',
        data: { ...values, teamId: 't', statLineId: 's2', playerId: 'mia', recordedAt: at(3) },
        streamVersion: 1,
        recordedAt: at(3),
        actorId: 'c',
      },
      {
        type: 'StatLineCorrected',
        data: { ...values, goals: 3, teamId: 't', statLineId: 's1', playerId: 'mia', correctedAt: at(4) },
        streamVersion: 2,
        recordedAt: at(4),
        actorId: 'c',
      },
      {
        type: 'StatLineVoided',
        data: { teamId: 't', statLineId: 's2', playerId: 'mia', voidedAt: at(4) },
        streamVersion: 2,
        recordedAt: at(4),
        actorId: 'c',
      },
      {
        type: 'StatLineRecorded',
        data: { ...values, teamId: 't', statLineId: 's3', playerId: 'leo', recordedAt: at(4) },
        streamVersion: 1,
        recordedAt: at(4),
        actorId: 'c',
      },
      {
        type: 'PlayerRemoved',
        data: { teamId: 't', playerId: 'leo', removedAt: at(5) },
        streamVersion: 3,
        recordedAt: at(5),
        actorId: 'c',
      },
    ]
    const then = { players: foldRoster(events.filter(isRoster)), lines: foldStats(events) }
    expect(then.players).toEqual([
      { id: 'mia', jerseyNumber: 9, position: 'Defender', createdAt: at(1), updatedAt: at(2) },
    ])
    expect(then.lines.map((line) => [line.id, line.goals, line.correctedAt])).toEqual([['s1', 3, at(4)]])
    expect(totalsOf(then.lines, 'mia')).toMatchObject({ gamesPlayed: 1, goals: 3, minutesPlayed: 60 })
    expect(totalsOf(then.lines, 'leo').gamesPlayed).toBe(0)
  })
})
