import { describe, it } from 'vitest'
import { ConflictError } from '../shared/errors'
import { specFor, testMetadata } from '../shared/testing'
import { seasonsDecider, type StartSeason } from './seasons.decider'
import type { SeasonsEvent } from './seasons.events'

const spec = specFor(seasonsDecider)
const metadata = testMetadata()
const at = metadata.now.toISOString()

const start = (seasonId: string, startsOn: string, endsOn = '2027-12-31'): StartSeason => ({
  type: 'StartSeason',
  data: { teamId: 't1', seasonId, name: `Season ${seasonId}`, startsOn, endsOn },
  metadata,
})
const started = (seasonId: string, startsOn: string, closedSeasonId: string): SeasonsEvent => ({
  type: 'SeasonStarted',
  data: {
    teamId: 't1',
    seasonId,
    name: `Season ${seasonId}`,
    startsOn,
    endsOn: '2027-12-31',
    closedSeasonId,
    startedAt: at,
  },
})

describe('seasons decider', () => {
  it('closes the implicit first season when a team starts its first season', () =>
    spec([])
      .when(start('s1', '2027-03-01'))
      .then([started('s1', '2027-03-01', 'first')]))

  it('closes the current season when another starts after it', () =>
    spec([started('s1', '2027-03-01', 'first')])
      .when(start('s2', '2027-08-01'))
      .then([started('s2', '2027-08-01', 's1')]))

  it('refuses a season that starts on or before the current one’s start', () =>
    spec([started('s1', '2027-03-01', 'first')])
      .when(start('s2', '2027-03-01'))
      .thenThrows(ConflictError, 'A new season must start after the current season started'))

  it('refuses a season that ends before it starts', () =>
    spec([])
      .when(start('s1', '2027-03-01', '2027-02-01'))
      .thenThrows(ConflictError, 'on or after its start date'))
})
