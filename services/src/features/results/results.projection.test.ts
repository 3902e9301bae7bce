import type { ResultsDomainEvent, Scorer } from '@teamspace/domain/results/results.events'
import { describe, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { projectionSpec } from '../../../test/projection-spec'
import { resultsProjection } from './results.projection'

const t = useTestDatabase()
const spec = projectionSpec(t)(resultsProjection)

const recorded = (calendarEventId: string, goalsFor: number, goalsAgainst: number, scorers: Scorer[] = []) =>
  ({
    type: 'GameResultRecorded',
    data: {
      teamId: 't1',
      calendarEventId,
      opponent: 'Rovers',
      goalsFor,
      goalsAgainst,
      scorers,
      recordedAt: '2026-09-05T12:00:00.000Z',
    },
  }) satisfies ResultsDomainEvent
const corrected = (calendarEventId: string, goalsFor: number, goalsAgainst: number) =>
  ({
    type: 'GameResultCorrected',
    data: {
      teamId: 't1',
      calendarEventId,
      opponent: 'Rovers',
      goalsFor,
      goalsAgainst,
      scorers: [],
      correctedAt: '2026-09-06T08:00:00.000Z',
    },
  }) satisfies ResultsDomainEvent

describe('results projection', () => {
  it('keeps a row per game with its score, scorers by id, and who recorded it', () =>
    spec.given(recorded('g1', 3, 1, [{ playerId: 'p1', goals: 2 }]), recorded('g2', 0, 0)).then({
      game_results: [
        {
          calendar_event_id: 'g1',
          goals_for: 3,
          goals_against: 1,
          scorers: [{ playerId: 'p1', goals: 2 }],
          recorded_by: 'user-coach',
          corrected_at: null,
        },
        {
          calendar_event_id: 'g2',
          goals_for: 0,
          goals_against: 0,
          scorers: [],
          recorded_by: 'user-coach',
          corrected_at: null,
        },
      ],
    }))

  it('replaces the score with a correction and says when', () =>
    spec.given(recorded('g1', 3, 1, [{ playerId: 'p1', goals: 3 }]), corrected('g1', 2, 1)).then({
      game_results: [
        {
          calendar_event_id: 'g1',
          goals_for: 2,
          goals_against: 1,
          scorers: [],
          recorded_at: new Date('2026-09-05T12:00:00.000Z'),
          corrected_at: new Date('2026-09-06T08:00:00.000Z'),
        },
      ],
    }))

  it('lists each season a coach started', () =>
    spec
      .given({
        type: 'SeasonStarted',
        data: {
          teamId: 't1',
          seasonId: 's1',
          name: 'Spring 2027',
          startsOn: '2027-03-01',
          endsOn: '2027-06-30',
          closedSeasonId: 'first',
          startedAt: '2027-02-20T09:00:00.000Z',
        },
      } satisfies ResultsDomainEvent)
      .then({
        seasons: [
          { id: 's1', name: 'Spring 2027', starts_on: '2027-03-01', ends_on: '2027-06-30', started_by: 'user-coach' },
        ],
      }))
})
