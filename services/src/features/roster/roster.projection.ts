import type { RosterEvent } from '@teamspace/domain/roster/roster.events'
import type { StatLineRecorded } from '@teamspace/domain/stats/stats.decider'
import { sql } from 'kysely'
import type { Projection } from '../../platform/projections/registry'

/**
 * The roster with running totals, and the stat lines behind them. One projection, because recording a stat
 * line changes both tables: the totals by commutative additions, so concurrent recordings all count.
 */
export const rosterProjection: Projection = {
  name: 'roster',
  version: 1,
  tables: ['players', 'stat_lines'],
  handles: ['PlayerAdded', 'PlayerUpdated', 'PlayerPhotoChanged', 'PlayerRemoved', 'StatLineRecorded'],
  apply: async (recorded, db) => {
    const event = recorded as unknown as RosterEvent | StatLineRecorded
    switch (event.type) {
      case 'PlayerAdded': {
        const { teamId, playerId, name, jerseyNumber, position, addedAt } = event.data
        await db
          .insertInto('players')
          .values({
            id: playerId,
            team_id: teamId,
            name,
            jersey_number: jerseyNumber,
            position,
            photo_id: null,
            created_at: addedAt,
            updated_at: addedAt,
          })
          .execute()
        return
      }
      case 'PlayerUpdated': {
        const { playerId, name, jerseyNumber, position, updatedAt } = event.data
        await db
          .updateTable('players')
          .set({ name, jersey_number: jerseyNumber, position, updated_at: updatedAt })
          .where('id', '=', playerId)
          .execute()
        return
      }
      case 'PlayerPhotoChanged':
        await db
          .updateTable('players')
          .set({ photo_id: event.data.photoId, updated_at: event.data.changedAt })
          .where('id', '=', event.data.playerId)
          .execute()
        return
      case 'PlayerRemoved':
        // The player leaves every view, their statistics with them (spec §4).
        await db.deleteFrom('stat_lines').where('player_id', '=', event.data.playerId).execute()
        await db.deleteFrom('players').where('id', '=', event.data.playerId).execute()
        return
      case 'StatLineRecorded': {
        const d = event.data
        // A line for a player removed meanwhile counts for nobody, in a rebuild as live.
        const player = await db
          .updateTable('players')
          .set({
            games_played: sql`games_played + 1`,
            goals: sql`goals + ${d.goals}`,
            assists: sql`assists + ${d.assists}`,
            yellow_cards: sql`yellow_cards + ${d.yellowCards}`,
            red_cards: sql`red_cards + ${d.redCards}`,
            minutes_played: sql`minutes_played + ${d.minutesPlayed}`,
            saves: sql`saves + ${d.saves}`,
          })
          .where('id', '=', d.playerId)
          .where('team_id', '=', d.teamId)
          .returning('id')
          .executeTakeFirst()
        if (!player) return
        await db
          .insertInto('stat_lines')
          .values({
            id: d.statLineId,
            team_id: d.teamId,
            player_id: d.playerId,
            player_name: d.playerName,
            game_id: d.gameId,
            game_date: d.gameDate,
            opponent: d.opponent,
            minutes_played: d.minutesPlayed,
            goals: d.goals,
            assists: d.assists,
            yellow_cards: d.yellowCards,
            red_cards: d.redCards,
            saves: d.saves,
            key_plays: d.keyPlays,
            recorded_by: recorded.metadata.actor?.userId ?? null,
            recorded_by_name: recorded.metadata.actor?.name ?? null,
            created_at: d.recordedAt,
          })
          .execute()
        return
      }
    }
  },
}
