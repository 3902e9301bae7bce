import type { StatLine } from '@teamspace/domain/stats/stats.schemas'
import { sql, type Kysely, type Selectable } from 'kysely'
import { withinDates, type DateRange } from '../../platform/db/date-range'
import type { DB } from '../../platform/db/schema'
import { memberNameOf } from '../profile'
import { playerNameOf } from '../roster'
import type { StatLinesTable } from './stats.tables'

/** A line with its player's name, joined by id (a removed player's lines are gone with them). */
const linesOf = (db: Kysely<DB>, teamId: string) =>
  db
    .selectFrom('stat_lines')
    .selectAll()
    .select(playerNameOf(sql.ref('stat_lines.player_id')).as('player_name'))
    // Who recorded the game, by their current name ('Former member' once their account is gone).
    .select(memberNameOf(sql.ref('stat_lines.recorded_by')).as('recorded_by_name'))
    .where('team_id', '=', teamId)

const toStatLine = (
  row: Selectable<StatLinesTable> & { player_name: string; recorded_by_name: string },
  showRecorder: boolean,
): StatLine => ({
  id: row.id,
  playerId: row.player_id,
  playerName: row.player_name,
  gameId: row.game_id,
  gameDate: row.game_date,
  opponent: row.opponent,
  minutesPlayed: row.minutes_played,
  goals: row.goals,
  assists: row.assists,
  yellowCards: row.yellow_cards,
  redCards: row.red_cards,
  saves: row.saves,
  keyPlays: row.key_plays,
  // Who recorded a game is for coach-like members only (spec §6).
  ...(showRecorder ? { recordedByName: row.recorded_by_name } : {}),
  createdAt: row.created_at.toISOString(),
  correctedAt: row.corrected_at?.toISOString() ?? null,
})

/** A player's lines that count, newest game first. */
export const listPlayerLines = async (
  db: Kysely<DB>,
  teamId: string,
  playerId: string,
  showRecorder: boolean,
  dates: DateRange,
) => {
  const rows = await linesOf(db, teamId)
    .where('player_id', '=', playerId)
    .where(withinDates(sql.ref('game_date'), dates))
    .orderBy('game_date', 'desc')
    .orderBy('created_at', 'desc')
    .execute()
  return rows.map((row) => toStatLine(row, showRecorder))
}

export const findLine = async (db: Kysely<DB>, teamId: string, statLineId: string, showRecorder: boolean) => {
  const row = await linesOf(db, teamId).where('id', '=', statLineId).executeTakeFirst()
  return row ? { line: toStatLine(row, showRecorder), streamId: row.stream_id } : null
}

/** Every line of the team that counts in a season, by game date then player: the coaches' game-by-game export. */
export const listTeamLines = async (db: Kysely<DB>, teamId: string, dates: DateRange) => {
  const rows = await linesOf(db, teamId)
    .where(withinDates(sql.ref('game_date'), dates))
    .orderBy('game_date')
    .orderBy('opponent')
    .orderBy('player_name')
    .orderBy('created_at')
    .execute()
  return rows.map((row) => toStatLine(row, true))
}
