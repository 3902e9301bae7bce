import { describe, it } from 'vitest'
import { ConflictError, NotFoundError } from '../shared/errors'
import { specFor, testMetadata } from '../shared/testing'
import type { GameFacts, RecordGameResult } from './results.commands'
import { resultsDecider } from './results.decider'
import type { GameScore, ResultsEvent } from './results.events'

const spec = specFor(resultsDecider)
const metadata = testMetadata()
const at = metadata.now.toISOString()

const started: GameFacts = { type: 'game', startsAt: '2026-09-01T08:00:00.000Z', opponent: 'Rovers' }
const score = (goalsFor: number, goalsAgainst: number, scorers: GameScore['scorers'] = []): GameScore => ({
  goalsFor,
  goalsAgainst,
  scorers,
})
const enter = (s: GameScore, game: GameFacts | null = started): RecordGameResult => ({
  type: 'RecordGameResult',
  data: { teamId: 't1', calendarEventId: 'g1', game, ...s },
  metadata,
})
const recorded = (s: GameScore): ResultsEvent => ({
  type: 'GameResultRecorded',
  data: { teamId: 't1', calendarEventId: 'g1', opponent: 'Rovers', ...s, recordedAt: at },
})

describe('results decider', () => {
  describe('a game without a result', () => {
    it('records the score and our scorers', () =>
      spec([])
        .when(enter(score(3, 1, [{ playerId: 'p1', goals: 2 }])))
        .then([recorded(score(3, 1, [{ playerId: 'p1', goals: 2 }]))]))

    it('records a score whose scorers do not add up (the form warns, it never refuses)', () =>
      spec([])
        .when(enter(score(3, 1, [{ playerId: 'p1', goals: 1 }])))
        .then([recorded(score(3, 1, [{ playerId: 'p1', goals: 1 }]))]))

    it('refuses a game that has not started', () =>
      spec([])
        .when(enter(score(1, 0), { ...started, startsAt: '2026-09-01T10:00:01.000Z' }))
        .thenThrows(ConflictError, 'A result can be entered once the game has started.'))

    it('refuses a practice or a team event', () =>
      spec([])
        .when(enter(score(1, 0), { ...started, type: 'practice' }))
        .thenThrows(ConflictError, 'Only a game has a result.'))

    it('refuses a game the team does not have', () =>
      spec([])
        .when(enter(score(1, 0), null))
        .thenThrows(NotFoundError, 'This game no longer exists.'))
  })

  describe('a game with a result', () => {
    const given = [recorded(score(3, 1))]

    it('corrects it, keeping the first in the log', () =>
      spec(given)
        .when(enter(score(2, 1, [{ playerId: 'p2', goals: 2 }])))
        .then([
          {
            type: 'GameResultCorrected',
            data: {
              teamId: 't1',
              calendarEventId: 'g1',
              opponent: 'Rovers',
              ...score(2, 1, [{ playerId: 'p2', goals: 2 }]),
              correctedAt: at,
            },
          },
        ]))

    it('records nothing when the same result is entered again', () =>
      spec(given)
        .when(enter(score(3, 1)))
        .then([]))
  })
})
