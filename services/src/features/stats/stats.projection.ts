import type { PlayerAdded, PlayerRemoved } from '@teamspace/domain/roster/roster.events'
import type { StatLineValues, StatsEvent } from '@teamspace/domain/stats/stats.events'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { chunks, defineProjection } from '../../platform/projections/registry'
import './stats.tables'

const COUNTS = ['minutes_played', 'goals', 'assists', 'yellow_cards', 'red_cards', 'saves'] as const

/** The counts of a stat line as its columns hold them. */
type LineRow = Record<(typeof COUNTS)[number], number>

/** What a run of events adds to one player's totals. */
type Delta = LineRow & { games_played: number }

const emptyDelta = (): Delta => ({
  games_played: 0,
  minutes_played: 0,
  goals: 0,
  assists: 0,
  yellow_cards: 0,
  red_cards: 0,
  saves: 0,
})

/** Adds `sign` × a line (and `games`) to a player's pending delta. */
const addTo = (deltas: Map<string, Delta>, playerId: string, line: LineRow, sign: 1 | -1, games: 0 | 1 | -1) => {
  const delta = deltas.get(playerId) ?? emptyDelta()
  delta.games_played += games
  for (const column of COUNTS) delta[column] += sign * line[column]
  deltas.set(playerId, delta)
}

/**
 * Adds each player's delta to their totals in one statement, commutatively (`goals = goals + n`), so concurrent
 * recordings all count. A line for a player removed meanwhile counts for nobody, in a rebuild as live.
 */
const addToTotals = async (db: Kysely<DB>, deltas: ReadonlyMap<string, Delta>) => {
  if (deltas.size === 0) return
  const rows = [...deltas].map(([player_id, delta]) => ({ player_id, ...delta }))
  await sql`
    update player_totals as t set
      games_played = t.games_played + d.games_played,
      minutes_played = t.minutes_played + d.minutes_played,
      goals = t.goals + d.goals,
      assists = t.assists + d.assists,
      yellow_cards = t.yellow_cards + d.yellow_cards,
      red_cards = t.red_cards + d.red_cards,
      saves = t.saves + d.saves
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as d(player_id text, games_played int,
      minutes_played int, goals int, assists int, yellow_cards int, red_cards int, saves int)
    where t.player_id = d.player_id`.execute(db)
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
 * old line and the new one; a void takes the line (and its game) back out. Each handler takes a run of events
 * of its type and writes it with a few set-based statements, whatever its length.
 */
export const statsProjection = defineProjection<StatsEvent | PlayerAdded | PlayerRemoved>({
  name: 'stats',
  version: 1,
  tables: ['stat_lines', 'player_totals'],
  on: {
    PlayerAdded: async (events, db) => {
      for (const slice of chunks(events)) {
        await db
          .insertInto('player_totals')
          .values(slice.map(({ data }) => ({ player_id: data.playerId, team_id: data.teamId })))
          .execute()
      }
    },
    PlayerRemoved: async (events, db) => {
      // The player leaves every view, their statistics with them (spec §4).
      const ids = events.map((e) => e.data.playerId)
      await db.deleteFrom('stat_lines').where('player_id', 'in', ids).execute()
      await db.deleteFrom('player_totals').where('player_id', 'in', ids).execute()
    },
    // Two statements that read nothing back (so the command path sends them with its append): the lines of
    // players who still have totals, and those totals.
    StatLineRecorded: async (events, db) => {
      for (const slice of chunks(events, 2000)) {
        const lines = slice.map(({ data, streamId, metadata }) => ({
          id: data.statLineId,
          team_id: data.teamId,
          stream_id: streamId,
          player_id: data.playerId,
          player_name: data.playerName,
          ...lineColumns(data),
          recorded_by: metadata.actor?.userId ?? null,
          recorded_by_name: metadata.actor?.name ?? null,
          created_at: data.recordedAt,
        }))
        await sql`
          insert into stat_lines (id, team_id, stream_id, player_id, player_name, game_id, game_date, opponent,
            minutes_played, goals, assists, yellow_cards, red_cards, saves, key_plays, recorded_by, recorded_by_name,
            created_at, corrected_at)
          select l.id, l.team_id, l.stream_id, l.player_id, l.player_name, l.game_id, l.game_date, l.opponent,
            l.minutes_played, l.goals, l.assists, l.yellow_cards, l.red_cards, l.saves, l.key_plays, l.recorded_by,
            l.recorded_by_name, l.created_at, null
          from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l(id text, team_id text,
            stream_id text, player_id text, player_name text, game_id text, game_date date, opponent text,
            minutes_played int, goals int, assists int, yellow_cards int, red_cards int, saves int, key_plays text[],
            recorded_by text, recorded_by_name text, created_at timestamptz)
          where exists (select 1 from player_totals as t where t.player_id = l.player_id)`.execute(db)
      }
      const deltas = new Map<string, Delta>()
      for (const { data } of events) addTo(deltas, data.playerId, lineColumns(data), 1, 1)
      await addToTotals(db, deltas)
    },
    // Applied in order in memory from the lines as they stand, then written once per line and once for totals.
    StatLineCorrected: async (events, db) => {
      const ids = [...new Set(events.map((e) => e.data.statLineId))]
      const current = new Map<string, LineRow>(
        (await db.selectFrom('stat_lines').selectAll().where('id', 'in', ids).execute()).map((row) => [row.id, row]),
      )
      const deltas = new Map<string, Delta>()
      const finals = new Map<string, (typeof events)[number]>()
      for (const event of events) {
        const { data } = event
        const old = current.get(data.statLineId)
        if (!old) continue
        const line = lineColumns(data)
        addTo(deltas, data.playerId, old, -1, 0)
        addTo(deltas, data.playerId, line, 1, 0)
        current.set(data.statLineId, line)
        finals.set(data.statLineId, event)
      }
      await addToTotals(db, deltas)
      for (const { data } of finals.values()) {
        await db
          .updateTable('stat_lines')
          .set({ ...lineColumns(data), corrected_at: data.correctedAt })
          .where('id', '=', data.statLineId)
          .execute()
      }
    },
    StatLineVoided: async (events, db) => {
      const playerOf = new Map(events.map((e) => [e.data.statLineId, e.data.playerId]))
      const removed = await db
        .deleteFrom('stat_lines')
        .where('id', 'in', [...playerOf.keys()])
        .returningAll()
        .execute()
      const deltas = new Map<string, Delta>()
      for (const old of removed) addTo(deltas, playerOf.get(old.id)!, old, -1, -1)
      await addToTotals(db, deltas)
    },
  },
})
