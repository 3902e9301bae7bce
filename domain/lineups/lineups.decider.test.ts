import { describe, it } from 'vitest'
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors'
import { specFor, testMetadata } from '../shared/testing'
import type { LineupGame, LineupsCommand } from './lineups.commands'
import type { LineupStarter } from './lineups.constants'
import { lineupsDecider } from './lineups.decider'
import type { LineupsEvent } from './lineups.events'
import type { LineupFormat } from './lineups.formations'

const spec = specFor(lineupsDecider)
const metadata = testMetadata()
const now = metadata.now.toISOString()
// The clock says 2026-09-01 10:00; the game kicks off at 14:00.
const game: LineupGame = { type: 'game', startsAt: '2026-09-01T14:00:00.000Z' }
const ids = { teamId: 't1', calendarEventId: 'g1' }

const fiveStarters: LineupStarter[] = [
  { slotId: 'gk', playerId: 'p1' },
  { slotId: 'lb', playerId: 'p2' },
  { slotId: 'rb', playerId: 'p3' },
  { slotId: 'cm', playerId: 'p4' },
  { slotId: 'st', playerId: 'p5' },
]

const save = (
  starters: LineupStarter[],
  bench: string[] = [],
  format: LineupFormat = '5v5',
  g: LineupGame | null = game,
) => ({ type: 'SaveLineup', data: { ...ids, game: g, format, starters, bench }, metadata }) satisfies LineupsCommand
const publish = (publishAt: string | null = null, g: LineupGame | null = game) =>
  ({ type: 'PublishLineup', data: { ...ids, game: g, publishAt }, metadata }) satisfies LineupsCommand
const unpublish = () => ({ type: 'UnpublishLineup', data: { ...ids, game }, metadata }) satisfies LineupsCommand

const saved = (starters: LineupStarter[], bench: string[] = [], format: LineupFormat = '5v5'): LineupsEvent => ({
  type: 'LineupSaved',
  data: { ...ids, format, starters, bench, savedAt: now },
})
const published = (publishAt = now): LineupsEvent => ({
  type: 'LineupPublished',
  data: { ...ids, publishAt, publishedAt: now },
})

describe('lineups decider', () => {
  describe('a game without a lineup', () => {
    it('saves a draft with places still empty', () =>
      spec([])
        .when(save(fiveStarters.slice(0, 2), ['p6']))
        .then([saved(fiveStarters.slice(0, 2), ['p6'])]))

    it('refuses a practice or a team event', () =>
      spec([])
        .when(save(fiveStarters, [], '5v5', { ...game, type: 'practice' }))
        .thenThrows(ConflictError, 'Only a game has a lineup.'))

    it('refuses a game the team does not have', () =>
      spec([])
        .when(save(fiveStarters, [], '5v5', null))
        .thenThrows(NotFoundError, 'This game no longer exists.'))

    it('refuses a place the formation does not have', () =>
      spec([])
        .when(save([{ slotId: 'lcb', playerId: 'p1' }]))
        .thenThrows(ValidationError, 'This place is not part of the formation.'))

    it('refuses two players on one place and one player twice', () => {
      spec([])
        .when(
          save([
            { slotId: 'gk', playerId: 'p1' },
            { slotId: 'gk', playerId: 'p2' },
          ]),
        )
        .thenThrows(ValidationError, 'Two players are on the same place.')
      spec([])
        .when(save([{ slotId: 'gk', playerId: 'p1' }], ['p1']))
        .thenThrows(ValidationError, 'A player is named twice in the lineup.')
    })

    it('refuses to publish what was never saved', () =>
      spec([]).when(publish()).thenThrows(ConflictError, 'Save the lineup before publishing it.'))
  })

  describe('a saved draft', () => {
    it('refuses to publish with a place empty', () =>
      spec([saved(fiveStarters.slice(0, 4))])
        .when(publish())
        .thenThrows(ConflictError, 'Place a starter on every position before publishing.'))

    it('publishes a full lineup now', () =>
      spec([saved(fiveStarters)])
        .when(publish())
        .then([published()]))

    it('publishes at a later time before kick-off', () =>
      spec([saved(fiveStarters)])
        .when(publish('2026-09-01T12:30:00+00:00'))
        .then([published('2026-09-01T12:30:00.000Z')]))

    it('takes a time already past as now', () =>
      spec([saved(fiveStarters)])
        .when(publish('2026-09-01T09:00:00.000Z'))
        .then([published()]))

    it('refuses a time after kick-off', () =>
      spec([saved(fiveStarters)])
        .when(publish('2026-09-01T14:00:01.000Z'))
        .thenThrows(ValidationError, 'Choose a time before kick-off, or publish now.'))

    it('saves nothing when nothing changed', () =>
      spec([saved(fiveStarters, ['p6'])])
        .when(save(fiveStarters, ['p6']))
        .then([]))

    it('saves another format with its own places', () => {
      const seven: LineupStarter[] = [...fiveStarters.slice(0, 4), { slotId: 'lm', playerId: 'p6' }]
      spec([saved(fiveStarters)])
        .when(save(seven, [], '7v7'))
        .then([saved(seven, [], '7v7')])
    })
  })

  describe('a published lineup', () => {
    const swapped: LineupStarter[] = [...fiveStarters.slice(0, 4), { slotId: 'st', playerId: 'p6' }]

    it('takes a change at once, still published', () =>
      spec([saved(fiveStarters), published()])
        .when(save(swapped, ['p5']))
        .then([saved(swapped, ['p5'])]))

    it('keeps a starter on every place', () =>
      spec([saved(fiveStarters), published()])
        .when(save(fiveStarters.slice(0, 4), ['p5']))
        .thenThrows(ConflictError, 'A published lineup keeps a starter on every position.'))

    it('publishes nothing new when published now again', () =>
      spec([saved(fiveStarters), published()])
        .when(publish())
        .then([]))

    it('moves a scheduled publication to now', () =>
      spec([saved(fiveStarters), published('2026-09-01T12:00:00.000Z')])
        .when(publish())
        .then([published()]))

    it('goes back to a draft', () =>
      spec([saved(fiveStarters), published()])
        .when(unpublish())
        .then([{ type: 'LineupUnpublished', data: { ...ids, unpublishedAt: now } }]))

    it('takes a draft back to a draft without a word', () =>
      spec([saved(fiveStarters)])
        .when(unpublish())
        .then([]))
  })
})
