import { describe, it } from 'vitest'
import { ConflictError, NotFoundError } from '../shared/errors'
import { specFor, testMetadata } from '../shared/testing'
import type { StatsCommand } from './stats.commands'
import { statsDecider } from './stats.decider'
import type { StatsEvent } from './stats.events'
import { statLine } from './stats.fixture'

const spec = specFor(statsDecider)
const metadata = testMetadata()
const at = metadata.now.toISOString()

const values = (goals: number) => statLine({ gameDate: '2026-09-12', opponent: 'Rovers', goals })
const line = (statLineId: string, playerId: string, goals = 1) => ({
  statLineId,
  playerId,
  ...values(goals),
})
const recorded = (statLineId: string, playerId: string, goals = 1): StatsEvent => ({
  type: 'StatLineRecorded',
  data: { teamId: 't1', ...line(statLineId, playerId, goals), recordedAt: at },
})
const command = <C extends StatsCommand>(type: C['type'], data: C['data']) => ({ type, data, metadata }) as C

describe('stats decider', () => {
  describe('recording', () => {
    it('records one line', () =>
      spec([])
        .when(command('RecordStatLine', { teamId: 't1', ...line('s1', 'p1') }))
        .then([recorded('s1', 'p1')]))

    it('records every line of a game at once', () =>
      spec([])
        .when(
          command('RecordGameStats', { teamId: 't1', sheetId: 'g1', lines: [line('s1', 'p1'), line('s2', 'p2', 0)] }),
        )
        .then([recorded('s1', 'p1'), recorded('s2', 'p2', 0)]))

    it('never records a line twice', () =>
      spec([recorded('s1', 'p1')])
        .when(command('RecordStatLine', { teamId: 't1', ...line('s1', 'p1') }))
        .thenThrows(ConflictError))
  })

  describe('when a line was recorded', () => {
    const given = [recorded('s1', 'p1'), recorded('s2', 'p2')]

    it('corrects it with new values, for the same player', () =>
      spec(given)
        .when(command('CorrectStatLine', { teamId: 't1', statLineId: 's2', ...values(3) }))
        .then([
          {
            type: 'StatLineCorrected',
            data: { teamId: 't1', statLineId: 's2', playerId: 'p2', ...values(3), correctedAt: at },
          },
        ]))

    it('voids it', () =>
      spec(given)
        .when(command('VoidStatLine', { teamId: 't1', statLineId: 's1' }))
        .then([{ type: 'StatLineVoided', data: { teamId: 't1', statLineId: 's1', playerId: 'p1', voidedAt: at } }]))

    it('refuses a line it does not hold', () =>
      spec(given)
        .when(command('VoidStatLine', { teamId: 't1', statLineId: 's9' }))
        .thenThrows(NotFoundError, 'This stat line no longer exists.'))
  })

  describe('when a line was voided', () => {
    const given: StatsEvent[] = [
      recorded('s1', 'p1'),
      { type: 'StatLineVoided', data: { teamId: 't1', statLineId: 's1', playerId: 'p1', voidedAt: at } },
    ]

    it('refuses to correct it', () =>
      spec(given)
        .when(command('CorrectStatLine', { teamId: 't1', statLineId: 's1', ...values(2) }))
        .thenThrows(ConflictError, 'This stat line was voided.'))

    it('refuses to void it again', () =>
      spec(given)
        .when(command('VoidStatLine', { teamId: 't1', statLineId: 's1' }))
        .thenThrows(ConflictError, 'This stat line was voided.'))
  })
})
