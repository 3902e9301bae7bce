import { describe, expect, it } from 'vitest'
import { ConflictError, NotFoundError } from '../shared/errors'
import { specFor, testMetadata } from '../shared/testing'
import { rosterDecider } from './roster.decider'
import type { RosterEvent } from './roster.events'
import { playerInputSchema } from './roster.schemas'

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
})

describe('player form rules', () => {
  const today = new Date('2026-09-01T00:00:00Z')
  const messageFor = (input: object) =>
    playerInputSchema(today).safeParse({ name: 'Alex Morgan', ...input }).error?.issues[0]?.message

  it('needs a name of at least 2 characters after trimming', () => {
    expect(messageFor({ name: '  ' })).toBe('Player name is required')
    expect(messageFor({ name: ' A ' })).toBe('Player name must be at least 2 characters')
  })

  it('takes jersey numbers from 1 to 99, or none', () => {
    expect(messageFor({ jerseyNumber: 'ten' })).toBe('Jersey number must be a valid number')
    expect(messageFor({ jerseyNumber: '100' })).toBe('Jersey number must be between 1 and 99')
    expect(messageFor({ jerseyNumber: 0 })).toBe('Jersey number must be between 1 and 99')
    expect(playerInputSchema(today).parse({ name: 'Alex', jerseyNumber: '' }).jerseyNumber).toBeNull()
    expect(playerInputSchema(today).parse({ name: 'Alex', jerseyNumber: '9' }).jerseyNumber).toBe(9)
  })

  it('takes at most 3 parent e-mails, each address-shaped, dropping empty ones', () => {
    expect(messageFor({ parentEmails: ['not-an-address'] })).toBe('Please enter a valid email address')
    expect(messageFor({ parentEmails: ['a@x.org', 'b@x.org', 'c@x.org', 'd@x.org'] })).toBe('At most 3 parent emails')
    expect(playerInputSchema(today).parse({ name: 'Alex', parentEmails: ['', 'Mum@X.org'] }).parentEmails).toEqual([
      'mum@x.org',
    ])
  })

  it('wants a date of birth giving an age of 4 to 30', () => {
    expect(messageFor({ dateOfBirth: '2023-09-01' })).toBe('Please enter a realistic date of birth (4-30 years old)')
    expect(messageFor({ dateOfBirth: '1990-01-01' })).toBe('Please enter a realistic date of birth (4-30 years old)')
    expect(messageFor({ dateOfBirth: '2016-05-20' })).toBeUndefined()
  })

  it('defaults the position to Midfielder', () => {
    expect(playerInputSchema(today).parse({ name: 'Alex' }).position).toBe('Midfielder')
  })
})
