import type { RosterEvent } from '@teamspace/domain/roster/roster.events'
import type { StatsEvent } from '@teamspace/domain/stats/stats.events'
import { describe, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { onStream, projectionSpec } from '../../../test/projection-spec'
import { statsProjection } from './stats.projection'
import { statLine } from '@teamspace/domain/stats/stats.fixture'

const t = useTestDatabase()
const spec = projectionSpec(t)(statsProjection)
const at = '2026-09-05T10:00:00.000Z'

const added = (playerId: string): RosterEvent => ({
  type: 'PlayerAdded',
  data: { teamId: 't1', playerId, jerseyNumber: null, position: 'Defender', addedAt: at },
})
const values = (goals: number, minutesPlayed = 60) =>
  statLine({ gameDate: '2026-09-05', opponent: 'Rovers', minutesPlayed, goals, assists: 1, keyPlays: ['Header'] })
const recorded = (statLineId: string, playerId: string, goals: number, minutes = 60) =>
  onStream(`statline-${statLineId}`, {
    type: 'StatLineRecorded',
    data: {
      teamId: 't1',
      statLineId,
      playerId,
      ...values(goals, minutes),
      recordedAt: at,
    },
  } satisfies StatsEvent)
const corrected = (statLineId: string, playerId: string, goals: number, minutes: number): StatsEvent => ({
  type: 'StatLineCorrected',
  data: { teamId: 't1', statLineId, playerId, ...values(goals, minutes), correctedAt: '2026-09-06T08:00:00.000Z' },
})
const voided = (statLineId: string, playerId: string): StatsEvent => ({
  type: 'StatLineVoided',
  data: { teamId: 't1', statLineId, playerId, voidedAt: '2026-09-06T08:00:00.000Z' },
})
const totals = (playerId: string, games: number, goals: number, assists: number, minutes: number) => ({
  player_id: playerId,
  games_played: games,
  goals,
  assists,
  minutes_played: minutes,
})

describe('stats projection', () => {
  it('starts a new player at zero', () =>
    spec.given(added('p1')).then({ player_totals: [totals('p1', 0, 0, 0, 0)], stat_lines: [] }))

  it('adds each recorded line to its player’s totals and lists it with its stream', () =>
    spec.given(added('p1'), recorded('s1', 'p1', 2), recorded('s2', 'p1', 1, 45)).then({
      player_totals: [totals('p1', 2, 3, 2, 105)],
      stat_lines: [
        { id: 's1', stream_id: 'statline-s1', goals: 2, recorded_by: 'user-coach', corrected_at: null },
        { id: 's2', stream_id: 'statline-s2', goals: 1, recorded_by: 'user-coach', corrected_at: null },
      ],
    }))

  it('moves the totals by the difference when a line is corrected, and keeps the game counted once', () =>
    spec.given(added('p1'), recorded('s1', 'p1', 2), corrected('s1', 'p1', 0, 90)).then({
      player_totals: [totals('p1', 1, 0, 1, 90)],
      stat_lines: [{ id: 's1', goals: 0, minutes_played: 90, corrected_at: new Date('2026-09-06T08:00:00.000Z') }],
    }))

  it('takes a voided line and its game back out', () =>
    spec.given(added('p1'), recorded('s1', 'p1', 2), recorded('s2', 'p1', 1), voided('s1', 'p1')).then({
      player_totals: [totals('p1', 1, 1, 1, 60)],
      stat_lines: [{ id: 's2' }],
    }))

  it('counts a line for a player it does not know for nobody', () =>
    spec.given(recorded('s1', 'gone', 3)).then({ player_totals: [], stat_lines: [] }))

  it('removes a removed player’s lines and totals', () =>
    spec
      .given(added('p1'), added('p2'), recorded('s1', 'p1', 2), recorded('s2', 'p2', 1), {
        event: { type: 'PlayerRemoved', data: { teamId: 't1', playerId: 'p1', removedAt: at } },
      })
      .then({ player_totals: [totals('p2', 1, 1, 1, 60)], stat_lines: [{ id: 's2' }] }))
})
