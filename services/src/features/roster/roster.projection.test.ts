import type { RosterEvent } from '@teamspace/domain/roster/roster.events'
import { describe, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { projectionSpec } from '../../../test/projection-spec'
import { rosterProjection } from './roster.projection'

const t = useTestDatabase()
const spec = projectionSpec(t)(rosterProjection)
const at = '2026-09-05T10:00:00.000Z'
const later = '2026-09-06T10:00:00.000Z'

const added = (playerId: string, jerseyNumber: number | null): RosterEvent => ({
  type: 'PlayerAdded',
  data: { teamId: 't1', playerId, jerseyNumber, position: 'Defender', addedAt: at },
})

describe('roster projection', () => {
  it('lists an added player', () =>
    spec.given(added('p1', 7)).then({
      players: [
        {
          id: 'p1',
          team_id: 't1',
          jersey_number: 7,
          position: 'Defender',
          photo_id: null,
          is_active: true,
          created_at: new Date(at),
          updated_at: new Date(at),
        },
      ],
    }))

  it('changes a player’s number and position', () =>
    spec
      .given(added('p1', 7), {
        type: 'PlayerUpdated',
        data: { teamId: 't1', playerId: 'p1', jerseyNumber: 9, position: 'Forward', updatedAt: later },
      })
      .then({ players: [{ jersey_number: 9, position: 'Forward', updated_at: new Date(later) }] }))

  it('keeps the current photo', () =>
    spec
      .given(added('p1', 7), {
        type: 'PlayerPhotoChanged',
        data: { teamId: 't1', playerId: 'p1', photoId: 'ph1', changedAt: later },
      })
      .then({ players: [{ id: 'p1', photo_id: 'ph1' }] }))

  it('drops a removed player and no one else', () =>
    spec
      .given(added('p1', 7), added('p2', 8), {
        type: 'PlayerRemoved',
        data: { teamId: 't1', playerId: 'p1', removedAt: later },
      })
      .then({ players: [{ id: 'p2' }] }))
})
