import type { MatchStatus } from '@teamspace/domain/gameday/gameday.constants'
import { matchStatusOf } from '@teamspace/domain/gameday/gameday.decider'
import { minutesOf, secondsPlayed } from '@teamspace/domain/gameday/playing-time'
import type { GameMinutes, StatSheet } from '@teamspace/domain/playing-time/playing-time.schemas'
import { matchPlayOf, statSheetLines, type SheetGoal } from '@teamspace/domain/playing-time/stat-sheet'
import type { Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import type { CalendarEventFacts } from '../calendar'
import { rosterNames } from '../roster'

/**
 * A game's play as its read tables have it at `now`: the match's whistles and score lines (the gameday feature's
 * `matches` and `match_timeline`) joined with its lineup's starters (the lineups feature's `lineup_players`). Read,
 * not projected: a match under way counts up to now, and the lineup and the match are two streams.
 */
const gamePlayOf = async (db: Kysely<DB>, teamId: string, calendarEventId: string, now: number) => {
  const match = await db
    .selectFrom('matches')
    .select(['kick_offs', 'ends', 'full_time'])
    .where('team_id', '=', teamId)
    .where('calendar_event_id', '=', calendarEventId)
    .executeTakeFirst()
  const [lineup, lines] = await Promise.all([
    db
      .selectFrom('lineup_players')
      .select(['player_id', 'slot_id'])
      .where('team_id', '=', teamId)
      .where('calendar_event_id', '=', calendarEventId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('match_timeline')
      .select(['kind', 'at', 'goal_kind', 'player_id', 'other_id'])
      .where('team_id', '=', teamId)
      .where('calendar_event_id', '=', calendarEventId)
      .where('kind', 'in', ['goal', 'substitution'])
      .orderBy('at')
      .orderBy('id')
      .execute(),
  ])
  const whistles = {
    kickOffs: match?.kick_offs ?? [],
    ends: match?.ends ?? [],
    fullTime: match?.full_time ?? false,
  }
  const starters = lineup.filter((row) => row.slot_id !== null).map((row) => row.player_id)
  // A substitution naming a deleted player (cleared from the timeline) no longer fits anybody: it is left out.
  const substitutions = lines.flatMap((line) =>
    line.kind === 'substitution' && line.player_id && line.other_id
      ? [{ at: line.at.toISOString(), playerIn: line.player_id, playerOut: line.other_id }]
      : [],
  )
  const goals = lines.flatMap((line): SheetGoal[] =>
    line.kind === 'goal' && line.goal_kind
      ? [{ kind: line.goal_kind, scorerId: line.player_id, assistId: line.other_id }]
      : [],
  )
  const status: MatchStatus = matchStatusOf({
    kickOffs: whistles.kickOffs.map((at) => Date.parse(at)),
    ends: whistles.ends.map((at) => Date.parse(at)),
    fullTime: whistles.fullTime,
  })
  const seconds =
    status === 'not-started'
      ? new Map<string, number>()
      : secondsPlayed(matchPlayOf(whistles, starters, substitutions, now))
  return { status, starters, named: lineup.map((row) => row.player_id), seconds, goals }
}

/**
 * A game's minutes played per child: everyone in the lineup (a bench that never came on at 0) and everyone who came
 * on, most minutes first. `only` keeps the children a parent may see (their own); a coach passes none.
 */
export const gameMinutesOf = async (
  db: Kysely<DB>,
  teamId: string,
  calendarEventId: string,
  now: number,
  only?: ReadonlySet<string>,
): Promise<GameMinutes> => {
  const play = await gamePlayOf(db, teamId, calendarEventId, now)
  const ids = [...new Set([...play.named, ...play.seconds.keys()])].filter((id) => !only || only.has(id))
  // A child deleted since (no longer on the roster) is nobody to name.
  const names = await rosterNames(db, teamId, ids)
  const starters = new Set(play.starters)
  const players = ids
    .filter((id) => names.has(id))
    .map((playerId) => {
      const seconds = play.seconds.get(playerId) ?? 0
      return {
        playerId,
        playerName: names.get(playerId)!,
        starter: starters.has(playerId),
        seconds,
        minutes: minutesOf(seconds),
      }
    })
    .sort((a, b) => b.seconds - a.seconds || a.playerName.localeCompare(b.playerName))
  return { calendarEventId, status: play.status, players }
}

/** The game's stat sheet as its live match fills it in, for the coach to confirm into the stats. */
export const statSheetOf = async (
  db: Kysely<DB>,
  teamId: string,
  game: CalendarEventFacts,
  now: number,
): Promise<StatSheet> => {
  const [play, recorded] = await Promise.all([
    gamePlayOf(db, teamId, game.id, now),
    db
      .selectFrom('stat_lines')
      .select('id')
      .where('team_id', '=', teamId)
      .where('game_id', '=', game.id)
      .limit(1)
      .executeTakeFirst(),
  ])
  const lines = statSheetLines(play.seconds, play.goals)
  const known = await rosterNames(
    db,
    teamId,
    lines.map((line) => line.playerId),
  )
  return {
    calendarEventId: game.id,
    gameDate: game.date,
    opponent: game.opponent,
    fullTime: play.status === 'full-time',
    recorded: recorded !== undefined,
    lines: lines.filter((line) => known.has(line.playerId)),
  }
}
