import type { RosterEvent } from '@teamspace/domain/roster/roster.events'
import { chunks, defineProjection, lastByKey } from '../../platform/projections/registry'
import './roster.tables'

/**
 * The roster: who plays, with which number and position. Their totals are the stats feature's. Each handler
 * takes a run of events of its type: additions in multi-row inserts, changes collapsed to each player's last.
 */
export const rosterProjection = defineProjection<RosterEvent>({
  name: 'roster',
  version: 3,
  tables: ['players'],
  on: {
    PlayerAdded: async (events, db) => {
      for (const slice of chunks(events)) {
        await db
          .insertInto('players')
          .values(
            slice.map(({ data, streamId }) => ({
              id: data.playerId,
              team_id: data.teamId,
              stream_id: streamId,
              name: data.name,
              jersey_number: data.jerseyNumber,
              position: data.position,
              photo_id: null,
              created_at: data.addedAt,
              updated_at: data.addedAt,
            })),
          )
          .execute()
      }
    },
    // Each update states the player's whole card: the last of a run is what stays.
    PlayerUpdated: async (events, db) => {
      for (const { data } of lastByKey(events, (e) => e.data.playerId)) {
        const { playerId, name, jerseyNumber, position, updatedAt } = data
        await db
          .updateTable('players')
          .set({ name, jersey_number: jerseyNumber, position, updated_at: updatedAt })
          .where('id', '=', playerId)
          .execute()
      }
    },
    PlayerPhotoChanged: async (events, db) => {
      for (const { data } of lastByKey(events, (e) => e.data.playerId)) {
        await db
          .updateTable('players')
          .set({ photo_id: data.photoId, updated_at: data.changedAt })
          .where('id', '=', data.playerId)
          .execute()
      }
    },
    PlayerRemoved: async (events, db) => {
      await db
        .deleteFrom('players')
        .where(
          'id',
          'in',
          events.map((e) => e.data.playerId),
        )
        .execute()
    },
  },
})
