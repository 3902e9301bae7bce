import { describe, expect, it } from 'vitest'
import { foldCalendar, foldRoster, totalsOf } from './history.as-of'

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z`
const player = (playerId: string, jerseyNumber: number | null) =>
  ({ teamId: 't', playerId, name: 'ignored', jerseyNumber, position: 'Defender' }) as const
const values = {
  gameId: null,
  gameDate: '2026-11-21',
  opponent: 'Lions',
  minutesPlayed: 60,
  goals: 1,
  assists: 0,
  yellowCards: 0,
  redCards: 0,
  saves: 0,
  keyPlays: [],
} as const

describe('the folds of the "as of" views', () => {
  it('keeps each player as last changed, drops removed players with their lines, and sums what counts', () => {
    const then = foldRoster([
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
    ])
    expect(then.players).toEqual([
      { id: 'mia', jerseyNumber: 9, position: 'Defender', createdAt: at(1), updatedAt: at(2) },
    ])
    expect(then.lines.map((line) => [line.id, line.goals, line.correctedAt])).toEqual([['s1', 3, at(4)]])
    expect(totalsOf(then.lines, 'mia')).toMatchObject({ gamesPlayed: 1, goals: 3, minutesPlayed: 60 })
    expect(totalsOf(then.lines, 'leo').gamesPlayed).toBe(0)
  })

  it('keeps calendar events as last changed, without the cancelled ones, in order of their start', () => {
    const details = {
      teamId: 't',
      title: 'Practice',
      type: 'practice',
      date: '2026-11-28',
      time: '10:00',
      timeZone: 'Europe/London',
      startsAt: '2026-11-28T10:00:00.000Z',
      location: '',
      opponent: '',
      description: '',
    } as const
    const scheduled = (calendarEventId: string, startsAt: string) => ({
      type: 'CalendarEventScheduled' as const,
      data: { ...details, startsAt, calendarEventId, takesAttendance: true, createdBy: 'c', scheduledAt: at(1) },
      streamVersion: 1,
      recordedAt: at(1),
      actorId: 'c',
    })
    const then = foldCalendar([
      scheduled('b', '2026-11-28T10:00:00.000Z'),
      scheduled('a', '2026-11-29T10:00:00.000Z'),
      scheduled('gone', '2026-11-27T10:00:00.000Z'),
      {
        type: 'CalendarEventChanged',
        data: {
          ...details,
          calendarEventId: 'b',
          time: '11:00',
          startsAt: '2026-11-28T11:00:00.000Z',
          changedAt: at(2),
        },
        streamVersion: 2,
        recordedAt: at(2),
        actorId: 'c',
      },
      {
        type: 'CalendarEventCancelled',
        data: { teamId: 't', calendarEventId: 'gone', cancelledAt: at(2) },
        streamVersion: 2,
        recordedAt: at(2),
        actorId: 'c',
      },
    ])
    expect(then.map((e) => [e.id, e.time, e.version])).toEqual([
      ['b', '11:00', 2],
      ['a', '10:00', 1],
    ])
  })
})
