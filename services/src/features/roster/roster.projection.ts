import type { RosterEvent } from '@teamspace/domain/roster/roster.events'
import { defineProjection } from '../../platform/projections/registry'
import './roster.tables'

/** The roster: who plays, with which number and position. Their totals are the stats feature's. */
export const rosterProjection = defineProjection<RosterEvent>({
  name: 'roster',
  version: 3,
  tables: ['players'],
  on: {
    PlayerAdded: async ({ data, streamId }, db) => {
      const { teamId, playerId, name, jerseyNumber, position, addedAt } = data
      await db
        .insertInto('players')
        .values({
          id: playerId,
          team_id: teamId,
          stream_id: streamId,
          name,
          jersey_number: jerseyNumber,
          position,
          photo_id: null,
          created_at: addedAt,
          updated_at: addedAt,
        })
        .execute()
    },
    PlayerUpdated: async ({ data }, db) => {
      const { playerId, name, jerseyNumber, position, updatedAt } = data
      await db
        .updateTable('players')
        .set({ name, jersey_number: jerseyNumber, position, updated_at: updatedAt })
        .where('id', '=', playerId)
        .execute()
    },
    PlayerPhotoChanged: async ({ data }, db) => {
      await db
        .updateTable('players')
        .set({ photo_id: data.photoId, updated_at: data.changedAt })
        .where('id', '=', data.playerId)
        .execute()
    },
    PlayerRemoved: async ({ data }, db) => {
      await db.deleteFrom('players').where('id', '=', data.playerId).execute()
    },
  },
})
