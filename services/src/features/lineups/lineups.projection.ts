import type { LineupsEvent } from '@teamspace/domain/lineups/lineups.events'
import { defineProjection, lastByKey, writesOnly } from '../../platform/projections/registry'
import './lineups.tables'

/**
 * One row per game with a lineup, and its players: each save replaces the players of the game. Runs keep each
 * game's last event only, so a rebuild writes a game once.
 */
export const lineupsProjection = defineProjection<LineupsEvent>({
  name: 'lineups',
  version: 1,
  tables: ['lineups', 'lineup_players'],
  on: {
    LineupSaved: writesOnly(async (events, db) => {
      const last = lastByKey(events, (e) => e.data.calendarEventId)
      for (const { data, metadata } of last) {
        const row = {
          team_id: data.teamId,
          format: data.format,
          saved_by: metadata.actor?.userId ?? null,
          saved_at: data.savedAt,
        }
        await db
          .insertInto('lineups')
          .values({ calendar_event_id: data.calendarEventId, publish_at: null, ...row })
          .onConflict((c) => c.column('calendar_event_id').doUpdateSet(row))
          .execute()
      }
      await db
        .deleteFrom('lineup_players')
        .where(
          'calendar_event_id',
          'in',
          last.map((e) => e.data.calendarEventId),
        )
        .execute()
      const players = last.flatMap(({ data }) =>
        [
          ...data.starters.map(({ slotId, playerId }) => ({ playerId, slotId })),
          ...data.bench.map((playerId) => ({ playerId, slotId: null })),
        ].map(({ playerId, slotId }, position) => ({
          calendar_event_id: data.calendarEventId,
          team_id: data.teamId,
          player_id: playerId,
          slot_id: slotId,
          position,
        })),
      )
      if (players.length > 0) await db.insertInto('lineup_players').values(players).execute()
    }),
    LineupPublished: writesOnly(async (events, db) => {
      for (const { data } of lastByKey(events, (e) => e.data.calendarEventId)) {
        await db
          .updateTable('lineups')
          .set({ publish_at: data.publishAt })
          .where('calendar_event_id', '=', data.calendarEventId)
          .execute()
      }
    }),
    LineupUnpublished: writesOnly(async (events, db) => {
      await db
        .updateTable('lineups')
        .set({ publish_at: null })
        .where(
          'calendar_event_id',
          'in',
          events.map((e) => e.data.calendarEventId),
        )
        .execute()
    }),
  },
})
