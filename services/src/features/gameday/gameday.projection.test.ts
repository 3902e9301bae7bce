import type { GameDayEvent } from '@teamspace/domain/gameday/gameday.events'
import { describe, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { projectionSpec } from '../../../test/projection-spec'
import { gamedayProjection } from './gameday.projection'

const t = useTestDatabase()
const spec = projectionSpec(t)(gamedayProjection)

const of = { teamId: 't1', calendarEventId: 'g1' }
const at = (minute: number) => new Date(Date.UTC(2026, 8, 5, 10, minute)).toISOString()
const kickedOff = (period: number, minute: number) =>
  ({
    type: 'MatchKickedOff',
    data: { ...of, at: at(minute), period, format: '7v7', periodMinutes: 25 },
  }) satisfies GameDayEvent
const goal = (goalId: string, minute: number, kind: 'ours' | 'own-goal' | 'theirs', scorerId: string | null = null) =>
  ({
    type: 'GoalScored',
    data: { ...of, at: at(minute), goalId, kind, scorerId, assistId: null },
  }) satisfies GameDayEvent

/** A timeline row: its id, kind, goal kind and players (null where it has none). */
const line = (
  id: string,
  kind: string,
  goal_kind: string | null = null,
  player_id: string | null = null,
  other_id: string | null = null,
) => ({
  id,
  kind,
  goal_kind,
  player_id,
  other_id,
})

describe('game-day projection', () => {
  it('keeps the team’s setting', () =>
    spec
      .given({
        type: 'GameDaySettingChosen',
        data: { teamId: 't1', format: '11v11', periodMinutes: 45, chosenAt: at(0) },
      } satisfies GameDayEvent)
      .then({ gameday_settings: [{ team_id: 't1', format: '11v11', period_minutes: 45 }] }))

  it('keeps a match’s whistles and score, and its timeline without an undone goal', () =>
    spec
      .given(
        kickedOff(1, 0),
        goal('a', 5, 'ours', 'mia'),
        goal('b', 9, 'theirs'),
        goal('c', 12, 'own-goal'),
        { type: 'GoalUndone', data: { ...of, at: at(13), goalId: 'c' } },
        { type: 'MatchPeriodEnded', data: { ...of, at: at(25), period: 1, fullTime: false } },
        kickedOff(2, 35),
        {
          type: 'SubstitutionMade',
          data: { ...of, at: at(40), substitutionId: 's', playerIn: 'leo', playerOut: 'mia' },
        },
      )
      .then({
        matches: [
          {
            calendar_event_id: 'g1',
            kick_offs: [at(0), at(35)],
            ends: [at(25)],
            full_time: false,
            goals_for: 1,
            goals_against: 1,
            period_minutes: 25,
          },
        ],
        match_timeline: [
          line('g1:kick-off:1', 'kick-off'),
          line('a', 'goal', 'ours', 'mia'),
          line('b', 'goal', 'theirs'),
          line('g1:end:1', 'half-time'),
          line('g1:kick-off:2', 'kick-off'),
          line('s', 'substitution', null, 'leo', 'mia'),
        ],
      }))

  it('loses a deleted player from the timeline, keeping the goal and the substitution', () =>
    spec
      .given(
        kickedOff(1, 0),
        goal('a', 5, 'ours', 'mia'),
        {
          type: 'SubstitutionMade',
          data: { ...of, at: at(40), substitutionId: 's', playerIn: 'leo', playerOut: 'mia' },
        },
        { type: 'PlayerRemoved', data: { teamId: 't1', playerId: 'mia', removedAt: at(50) } },
      )
      .then({
        matches: [{ calendar_event_id: 'g1', goals_for: 1 }],
        match_timeline: [
          line('g1:kick-off:1', 'kick-off'),
          line('a', 'goal', 'ours'),
          line('s', 'substitution', null, 'leo', null),
        ],
      }))
})
