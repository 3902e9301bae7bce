import type { LineupsEvent } from '@teamspace/domain/lineups/lineups.events'
import { describe, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { projectionSpec } from '../../../test/projection-spec'
import { lineupsProjection } from './lineups.projection'

const t = useTestDatabase()
const spec = projectionSpec(t)(lineupsProjection)

const saved = (calendarEventId: string, starters: [string, string][], bench: string[] = []) =>
  ({
    type: 'LineupSaved',
    data: {
      teamId: 't1',
      calendarEventId,
      format: '5v5',
      starters: starters.map(([slotId, playerId]) => ({ slotId, playerId })),
      bench,
      savedAt: '2026-09-01T09:00:00.000Z',
    },
  }) satisfies LineupsEvent
const published = (calendarEventId: string, publishAt = '2026-09-01T09:30:00.000Z') =>
  ({
    type: 'LineupPublished',
    data: { teamId: 't1', calendarEventId, publishAt, publishedAt: '2026-09-01T09:30:00.000Z' },
  }) satisfies LineupsEvent

describe('lineups projection', () => {
  it('keeps a row per game and one per player, on a place or on the bench, in the coach’s order', () =>
    spec
      .given(
        saved(
          'g1',
          [
            ['gk', 'p1'],
            ['st', 'p2'],
          ],
          ['p3'],
        ),
        saved('g2', [['gk', 'p9']]),
      )
      .then({
        lineups: [
          { calendar_event_id: 'g1', format: '5v5', publish_at: null, saved_by: 'user-coach' },
          { calendar_event_id: 'g2', format: '5v5', publish_at: null, saved_by: 'user-coach' },
        ],
        lineup_players: [
          { calendar_event_id: 'g1', player_id: 'p1', slot_id: 'gk', position: 0 },
          { calendar_event_id: 'g1', player_id: 'p2', slot_id: 'st', position: 1 },
          { calendar_event_id: 'g1', player_id: 'p3', slot_id: null, position: 2 },
          { calendar_event_id: 'g2', player_id: 'p9', slot_id: 'gk', position: 0 },
        ],
      }))

  it('replaces the players with each save, and keeps the publication', () =>
    spec
      .given(
        saved('g1', [
          ['gk', 'p1'],
          ['st', 'p2'],
        ]),
        published('g1'),
        saved('g1', [['gk', 'p2']], ['p1']),
      )
      .then({
        lineups: [{ calendar_event_id: 'g1', publish_at: new Date('2026-09-01T09:30:00.000Z') }],
        lineup_players: [
          { player_id: 'p2', slot_id: 'gk' },
          { player_id: 'p1', slot_id: null },
        ],
      }))

  it('publishes at the time chosen, and forgets it when taken back to a draft', async () => {
    await spec.given(saved('g1', [['gk', 'p1']]), published('g1', '2026-09-02T08:00:00.000Z')).then({
      lineups: [{ calendar_event_id: 'g1', publish_at: new Date('2026-09-02T08:00:00.000Z') }],
    })
    await spec
      .given(saved('g1', [['gk', 'p1']]), published('g1'), {
        type: 'LineupUnpublished',
        data: { teamId: 't1', calendarEventId: 'g1', unpublishedAt: '2026-09-01T10:00:00.000Z' },
      })
      .then({ lineups: [{ calendar_event_id: 'g1', publish_at: null }] })
  })
})
