import type { PlayerAdded, PlayerRemoved } from '@teamspace/domain/roster/roster.events'
import type { StatLineValues, StatsEvent } from '@teamspace/domain/stats/stats.events'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { defineProjection } from '../../platform/projections/registry'
import './stats.tables'

/** The counts of a stat line as its columns hold them. */
type LineRow = Record<'minutes_played' | 'goals' | 'assists' | 'yellow_cards' | 'red_cards' | 'saves', number>

/**
 * Adds `sign` × a line to its player's totals, commutatively (`goals = goals + n`), so concurrent recordings all
 * count. A line for a player removed meanwhile counts for nobody, in a rebuild as live.
 */
const addToTotals = async (db: Kysely<DB>, playerId: string, line: LineRow, sign: 1 | -1, games: 0 | 1 | -1) => {
  const { numUpdatedRows } = await db
    .updateTable('player_totals')
    .set({
      games_played: sql`games_played + ${games}`,
      minutes_played: sql`minutes_played + ${sign * line.minutes_played}`,
      goals: sql`goals + ${sign * line.goals}`,
      assists: sql`assists + ${sign * line.assists}`,
      yellow_cards: sql`yellow_cards + ${sign * line.yellow_cards}`,
      red_cards: sql`red_cards + ${sign * line.red_cards}`,
      saves: sql`saves + ${sign * line.saves}`,
    })
    .where('player_id', '=', playerId)
    .executeTakeFirst()
  return numUpdatedRows > 0n
}

const lineColumns = (values: StatLineValues) => ({
  game_id: values.gameId,
  game_date: values.gameDate,
  opponent: values.opponent,
  minutes_played: values.minutesPlayed,
  goals: values.goals,
  assists: values.assists,
  yellow_cards: values.yellowCards,
  red_cards: values.redCards,
  saves: values.saves,
  key_plays: [...values.keyPlays],
})

/**
 * The lines that count and each player's totals. A correction moves the totals by the difference between the
 * old line and the new one; a void takes the line (and its game) back out.
 */
export const statsProjection = defineProjection<StatsEvent | PlayerAdded | PlayerRemoved>({
  name: 'stats',
  version: 1,
  tables: ['stat_lines', 'player_totals'],
  on: {
    PlayerAdded: async ({ data }, db) => {
      await db.insertInto('player_totals').values({ player_id: data.playerId, team_id: data.teamId }).execute()
    },
    PlayerRemoved: async ({ data }, db) => {
      // The player leaves every view, their statistics with them (spec §4).
      await db.deleteFrom('stat_lines').where('player_id', '=', data.playerId).execute()
      await db.deleteFrom('player_totals').where('player_id', '=', data.playerId).execute()
    },
    StatLineRecorded: async ({ data, streamId, metadata }, db) => {
      const line = lineColumns(data)
      if (!(await addToTotals(db, data.playerId, line, 1, 1))) return
      await db
        .insertInto('stat_lines')
        .values({
          id: data.statLineId,
          team_id: data.teamId,
          stream_id: streamId,
          player_id: data.playerId,
          player_name: data.playerName,
          ...line,
          recorded_by: metadata.actor?.userId ?? null,
          recorded_by_name: metadata.actor?.name ?? null,
          created_at: data.recordedAt,
          corrected_at: null,
        })
        .execute()
    },
    StatLineCorrected: async ({ data }, db) => {
      const old = await db.selectFrom('stat_lines').selectAll().where('id', '=', data.statLineId).executeTakeFirst()
      if (!old) return
      const line = lineColumns(data)
      await addToTotals(db, data.playerId, old, -1, 0)
      await addToTotals(db, data.playerId, line, 1, 0)
      await db
        .updateTable('stat_lines')
        .set({ ...line, corrected_at: data.correctedAt })
        .where('id', '=', data.statLineId)
        .execute()
    },
    StatLineVoided: async ({ data }, db) => {
      const old = await db.deleteFrom('stat_lines').where('id', '=', data.statLineId).returningAll().executeTakeFirst()
      if (old) await addToTotals(db, data.playerId, old, -1, -1)
    },
  },
})
