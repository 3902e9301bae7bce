import { describe, it } from 'vitest'
import { ConflictError, NotFoundError } from '../shared/errors'
import { specFor, testMetadata } from '../shared/testing'
import { rosterDecider } from './roster.decider'
import type { RosterEvent } from './roster.events'

const spec = specFor(rosterDecider)
const metadata = testMetadata()
const at = metadata.now.toISOString()
const added = (playerId: string, jerseyNumber: number | null): RosterEvent => ({
  type: 'PlayerAdded',
  data: { teamId: 't1', playerId, jerseyNumber, position: 'Midfielder', addedAt: at },
})
const add = (playerId: string, jerseyNumber: number | null) =>
  ({
    type: 'AddPlayer',
    data: { teamId: 't1', playerId, jerseyNumber, position: 'Midfielder' },
    metadata,
  }) as const

describe('roster decider', () => {
  it('adds a player', () =>
    spec([])
      .when(add('p1', 7))
      .then([added('p1', 7)]))

  it('never adds one player twice', () => {
    spec([added('p1', 7)])
      .when(add('p1', 8))
      .thenThrows(ConflictError, 'This player already exists.')
  })

  it('keeps each player apart on a stream that holds several (a team’s older roster stream)', () => {
    spec([added('p1', 7), added('p2', 8)])
      .when({
        type: 'UpdatePlayer',
        data: { teamId: 't1', playerId: 'p2', jerseyNumber: 8, position: 'Forward' },
        metadata,
      })
      .then([
        {
          type: 'PlayerUpdated',
          data: { teamId: 't1', playerId: 'p2', jerseyNumber: 8, position: 'Forward', updatedAt: at },
        },
      ])
    const removed: RosterEvent = { type: 'PlayerRemoved', data: { teamId: 't1', playerId: 'p1', removedAt: at } }
    spec([added('p1', 7), removed])
      .when({ type: 'RemovePlayer', data: { teamId: 't1', playerId: 'p1' }, metadata })
      .thenThrows(NotFoundError)
  })

  it('knows no player by a name an object inherits', () => {
    for (const playerId of ['__proto__', 'constructor', 'toString']) {
      spec([added('p1', 7)])
        .when({ type: 'RemovePlayer', data: { teamId: 't1', playerId }, metadata })
        .thenThrows(NotFoundError)
    }
  })

  it('cannot change or remove a player who is not on the roster', () => {
    spec([])
      .when({ type: 'RemovePlayer', data: { teamId: 't1', playerId: 'ghost' }, metadata })
      .thenThrows(NotFoundError)
  })

  describe('leaving the team', () => {
    const mark = (left: boolean) =>
      ({ type: 'MarkPlayerLeft', data: { teamId: 't1', playerId: 'p1', left }, metadata }) as const
    const left: RosterEvent = { type: 'PlayerLeftTeam', data: { teamId: 't1', playerId: 'p1', leftAt: at } }

    it('marks a player as having left, keeping them on the roster', () =>
      spec([added('p1', 7)])
        .when(mark(true))
        .then([left]))

    it('brings a player who left back, and changes nothing for one already so', () => {
      spec([added('p1', 7), left])
        .when(mark(false))
        .then([{ type: 'PlayerRejoinedTeam', data: { teamId: 't1', playerId: 'p1', rejoinedAt: at } }])
      spec([added('p1', 7), left])
        .when(mark(true))
        .then([])
      spec([added('p1', 7)])
        .when(mark(false))
        .then([])
    })

    it('keeps a player who left as left when their card changes', () =>
      spec([
        added('p1', 7),
        left,
        {
          type: 'PlayerUpdated',
          data: { teamId: 't1', playerId: 'p1', jerseyNumber: 9, position: 'Forward', updatedAt: at },
        },
      ])
        .when(mark(true))
        .then([]))
  })
})
