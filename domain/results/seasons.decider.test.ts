import { describe, it } from 'vitest'
import { ConflictError, ValidationError } from '../shared/errors'
import { specFor, testMetadata } from '../shared/testing'
import { seasonsDecider, type CorrectSeason, type RemoveSeason, type StartSeason } from './seasons.decider'
import type { SeasonsEvent } from './seasons.events'

const spec = specFor(seasonsDecider)
const metadata = testMetadata()
const at = metadata.now.toISOString()

// The team's today, as the route reads it in the team's time zone.
const today = '2027-01-15'
const start = (seasonId: string, startsOn: string, endsOn = '2027-12-31'): StartSeason => ({
  type: 'StartSeason',
  data: { teamId: 't1', seasonId, name: `Season ${seasonId}`, startsOn, endsOn, today },
  metadata,
})
const correct = (seasonId: string, startsOn: string, recorded = false): CorrectSeason => ({
  type: 'CorrectSeason',
  data: { teamId: 't1', seasonId, name: 'Spring', startsOn, endsOn: '2027-12-31', today, recorded },
  metadata,
})
const remove = (seasonId: string, recorded = false): RemoveSeason => ({
  type: 'RemoveSeason',
  data: { teamId: 't1', seasonId, recorded },
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

  it('refuses a season that starts more than a year from today, so none can stay current for good', () =>
    spec([])
      .when(start('s1', '9999-12-31', '9999-12-31'))
      .thenThrows(ValidationError, 'A season can start at most a year from today'))

  it('takes a season that starts a year from today', () =>
    spec([])
      .when(start('s1', '2028-01-15', '2028-06-30'))
      .then([
        {
          ...started('s1', '2028-01-15', 'first'),
          data: { ...started('s1', '2028-01-15', 'first').data, endsOn: '2028-06-30' },
        } as SeasonsEvent,
      ]))

  describe('when the current season has nothing recorded in it', () => {
    const history = [started('s1', '2027-01-01', 'first'), started('s2', '2027-03-01', 's1')]

    it('corrects its name and dates', () =>
      spec(history)
        .when(correct('s2', '2027-02-01'))
        .then([
          {
            type: 'SeasonCorrected',
            data: {
              teamId: 't1',
              seasonId: 's2',
              name: 'Spring',
              startsOn: '2027-02-01',
              endsOn: '2027-12-31',
              correctedAt: at,
            },
          },
        ]))

    it('refuses a correction that starts it on or before the season before it', () =>
      spec(history).when(correct('s2', '2027-01-01')).thenThrows(ConflictError, 'must start after'))

    it('removes it, and the season before it is current again', () =>
      spec(history)
        .when(remove('s2'))
        .then([
          {
            type: 'SeasonRemoved',
            data: { teamId: 't1', seasonId: 's2', name: 'Season s2', reopenedSeasonId: 's1', removedAt: at },
          },
        ]))

    it('reopens the implicit first season when the only season is removed', () =>
      spec([started('s1', '2027-01-01', 'first')])
        .when(remove('s1'))
        .then([
          {
            type: 'SeasonRemoved',
            data: { teamId: 't1', seasonId: 's1', name: 'Season s1', reopenedSeasonId: 'first', removedAt: at },
          },
        ]))

    it('lets a new season start after the removed one’s place is free again', () =>
      spec([
        ...history,
        {
          type: 'SeasonRemoved',
          data: { teamId: 't1', seasonId: 's2', name: 'Season s2', reopenedSeasonId: 's1', removedAt: at },
        },
      ])
        .when(start('s3', '2027-02-01'))
        .then([started('s3', '2027-02-01', 's1')]))

    it('refuses to change a season that is no longer current', () =>
      spec(history).when(remove('s1')).thenThrows(ConflictError, 'Only the current season'))
  })

  it('refuses to correct or remove a season with something recorded in it', () => {
    spec([started('s1', '2027-01-01', 'first')])
      .when(remove('s1', true))
      .thenThrows(ConflictError, 'already has games')
    spec([started('s1', '2027-01-01', 'first')])
      .when(correct('s1', '2027-01-05', true))
      .thenThrows(ConflictError, 'already has games')
  })
})
