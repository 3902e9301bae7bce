import type { MatchStatus } from '@teamspace/domain/gameday/gameday.constants'
import { matchStatusOf } from '@teamspace/domain/gameday/gameday.decider'
import { minutesOf, playingTimeShares, secondsPlayed, type SeasonGame } from '@teamspace/domain/gameday/playing-time'
import { DEFAULT_FAIR_PLAY_THRESHOLD } from '@teamspace/domain/playing-time/playing-time.constants'
import type { SeasonDates } from '@teamspace/domain/results/seasons.constants'
import type { FairPlay, GameMinutes, StatSheet } from '@teamspace/domain/playing-time/playing-time.schemas'
import { matchPlayOf, onPitchAfter, statSheetLines, type SheetGoal } from '@teamspace/domain/playing-time/stat-sheet'
import type { Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import type { CalendarEventFacts } from '../calendar'
import { activePlayers, rosterNames } from '../roster'
import './playing-time.tables'

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
  const play = status === 'not-started' ? null : matchPlayOf(whistles, starters, substitutions, now)
  const seconds = play ? secondsPlayed(play) : new Map<string, number>()
  const onPitch = play ? onPitchAfter(play) : new Set<string>()
  return { status, starters, named: lineup.map((row) => row.player_id), seconds, onPitch, goals }
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
        onPitch: play.onPitch.has(playerId),
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

/**
 * The season's fair playing time (coaches): for each active child, the minutes they played in the season's games
 * with a match played to full time, against the minutes of the games their family answered Going to, lowest share
 * first, flagged below `thresholdPercent`. Read like a game's minutes, from the same tables, in one query each.
 */
export const fairPlayOf = async (
  db: Kysely<DB>,
  teamId: string,
  range: SeasonDates,
  thresholdPercent: number,
  now: number,
): Promise<Omit<FairPlay, 'seasonId' | 'seasonName'>> => {
  const [matches, children] = await Promise.all([
    db
      .selectFrom('matches')
      .innerJoin('calendar_events', 'calendar_events.id', 'matches.calendar_event_id')
      .select(['matches.calendar_event_id', 'matches.kick_offs', 'matches.ends'])
      .where('matches.team_id', '=', teamId)
      .where('matches.full_time', '=', true)
      .where('calendar_events.cancelled_at', 'is', null)
      .where('calendar_events.type', '=', 'game')
      .$if(range.from !== null, (query) => query.where('calendar_events.local_date', '>=', range.from!))
      .$if(range.before !== null, (query) => query.where('calendar_events.local_date', '<', range.before!))
      .execute(),
    activePlayers(db, teamId),
  ])
  const games = matches
  const ids = games.map((game) => game.calendar_event_id)
  const [starters, substitutions, going] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          db
            .selectFrom('lineup_players')
            .select(['calendar_event_id', 'player_id'])
            .where('team_id', '=', teamId)
            .where('calendar_event_id', 'in', ids)
            .where('slot_id', 'is not', null)
            .orderBy('position')
            .execute(),
          db
            .selectFrom('match_timeline')
            .select(['calendar_event_id', 'at', 'player_id', 'other_id'])
            .where('team_id', '=', teamId)
            .where('calendar_event_id', 'in', ids)
            .where('kind', '=', 'substitution')
            .orderBy('at')
            .orderBy('id')
            .execute(),
          db
            .selectFrom('availability_answers')
            .select(['calendar_event_id', 'player_id'])
            .where('team_id', '=', teamId)
            .where('calendar_event_id', 'in', ids)
            .where('answer', '=', 'going')
            .execute(),
        ])
  const ofGame = <Row extends { calendar_event_id: string }>(rows: readonly Row[], id: string) =>
    rows.filter((row) => row.calendar_event_id === id)
  const seasonGames = games.map((game): SeasonGame => {
    const play = matchPlayOf(
      { kickOffs: game.kick_offs, ends: game.ends, fullTime: true },
      ofGame(starters, game.calendar_event_id).map((row) => row.player_id),
      ofGame(substitutions, game.calendar_event_id).flatMap((line) =>
        line.player_id && line.other_id
          ? [{ at: line.at.toISOString(), playerIn: line.player_id, playerOut: line.other_id }]
          : [],
      ),
      now,
    )
    return {
      gameSeconds: play.periodSeconds.reduce((sum, seconds) => sum + seconds, 0),
      available: ofGame(going, game.calendar_event_id).map((row) => row.player_id),
      played: secondsPlayed(play),
    }
  })
  const byName = [...children].sort((a, b) => a.name.localeCompare(b.name))
  const names = new Map(byName.map((child) => [child.id, child.name]))
  const shares = playingTimeShares(
    byName.map((child) => child.id),
    seasonGames,
    thresholdPercent / 100,
  )
  return {
    games: games.length,
    thresholdPercent,
    players: shares.map((share) => ({
      playerId: share.playerId,
      playerName: names.get(share.playerId)!,
      playedMinutes: minutesOf(share.playedSeconds),
      availableMinutes: minutesOf(share.availableSeconds),
      sharePercent: share.share === null ? null : Math.round(share.share * 100),
      below: share.belowThreshold,
    })),
  }
}

/** The team's fair-play threshold, or the default for a team that never chose one. */
export const fairPlayThresholdOf = async (db: Kysely<DB>, teamId: string) =>
  (await db.selectFrom('fair_play_thresholds').select('percent').where('team_id', '=', teamId).executeTakeFirst())
    ?.percent ?? DEFAULT_FAIR_PLAY_THRESHOLD
