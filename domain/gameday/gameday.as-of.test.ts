import { describe, expect, it } from 'vitest'
import type { Folded } from '../history/history.as-of'
import { foldMatch } from './gameday.as-of'
import type { MatchEvent } from './gameday.events'

const of = { teamId: 't1', calendarEventId: 'g1' }
const folded = (event: MatchEvent, index: number): Folded<MatchEvent> => ({
  ...event,
  streamVersion: index + 1,
  recordedAt: event.data.at,
  actorId: 'casey',
})
const at = (minute: number) => new Date(Date.UTC(2026, 8, 5, 10, minute)).toISOString()

describe('a match as it stood', () => {
  it('is nothing before its kick-off', () => expect(foldMatch([])).toBeNull())

  it('keeps the whistles, the goals still standing and the substitutions, as the read tables do', () => {
    const events: MatchEvent[] = [
      { type: 'MatchKickedOff', data: { ...of, at: at(0), period: 1, format: '9v9', periodMinutes: 30 } },
      { type: 'GoalScored', data: { ...of, at: at(4), goalId: 'a', kind: 'ours', scorerId: 'mia', assistId: 'leo' } },
      { type: 'GoalScored', data: { ...of, at: at(8), goalId: 'b', kind: 'theirs', scorerId: null, assistId: null } },
      { type: 'GoalUndone', data: { ...of, at: at(9), goalId: 'b' } },
      { type: 'SubstitutionMade', data: { ...of, at: at(12), substitutionId: 's', playerIn: 'ada', playerOut: 'mia' } },
      { type: 'MatchPeriodEnded', data: { ...of, at: at(30), period: 1, fullTime: false } },
    ]
    expect(foldMatch(events.map(folded))).toEqual({
      format: '9v9',
      periodMinutes: 30,
      kickOffs: [at(0)],
      ends: [at(30)],
      fullTime: false,
      goalsFor: 1,
      goalsAgainst: 0,
      lines: [
        { id: 'g1:kick-off:1', kind: 'kick-off', at: at(0), goalKind: null, playerId: null, otherId: null },
        { id: 'a', kind: 'goal', at: at(4), goalKind: 'ours', playerId: 'mia', otherId: 'leo' },
        { id: 's', kind: 'substitution', at: at(12), goalKind: null, playerId: 'ada', otherId: 'mia' },
        { id: 'g1:end:1', kind: 'half-time', at: at(30), goalKind: null, playerId: null, otherId: null },
      ],
    })
  })
})
