import { DEFAULT_FORMAT, defaultPeriodMinutes, type MatchFormat } from '@teamspace/domain/gameday/gameday.constants'
import type { MatchThen } from '@teamspace/domain/gameday/gameday.as-of'
import { matchStatusOf } from '@teamspace/domain/gameday/gameday.decider'
import type { MatchView, TimelineEntry } from '@teamspace/domain/gameday/gameday.schemas'
import { clockAt, type MatchTimeline } from '@teamspace/domain/gameday/match-clock'
import type { Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import type { CalendarEventFacts } from '../calendar'
import { rosterNames } from '../roster'
import './gameday.tables'

/** The team's setting, or the default for a team that never chose one. */
export const gameDaySettingOf = async (db: Kysely<DB>, teamId: string) => {
  const row = await db
    .selectFrom('gameday_settings')
    .select(['format', 'period_minutes'])
    .where('team_id', '=', teamId)
    .executeTakeFirst()
  const format = (row?.format ?? DEFAULT_FORMAT) as MatchFormat
  return { format, periodMinutes: row?.period_minutes ?? defaultPeriodMinutes[format] }
}

const timelineOf = (match: Pick<MatchThen, 'kickOffs' | 'ends' | 'fullTime'>): MatchTimeline => ({
  kickOffs: match.kickOffs.map((at) => Date.parse(at)),
  ends: match.ends.map((at) => Date.parse(at)),
  fullTime: match.fullTime,
})

const headOf = (game: Pick<CalendarEventFacts, 'id' | 'title' | 'opponent'>, match: Omit<MatchThen, 'lines'>) => ({
  calendarEventId: game.id,
  title: game.title,
  opponent: game.opponent,
  status: matchStatusOf(timelineOf(match)),
  format: match.format,
  periodMinutes: match.periodMinutes,
  kickOffs: [...match.kickOffs],
  ends: [...match.ends],
  goalsFor: match.goalsFor,
  goalsAgainst: match.goalsAgainst,
})

/** A game's match as its rows (or a fold of its events) have it. */
const matchThenOf = async (db: Kysely<DB>, teamId: string, calendarEventId: string): Promise<MatchThen | null> => {
  const row = await db
    .selectFrom('matches')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('calendar_event_id', '=', calendarEventId)
    .executeTakeFirst()
  if (!row) return null
  const lines = await db
    .selectFrom('match_timeline')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('calendar_event_id', '=', calendarEventId)
    .execute()
  return {
    format: row.format as MatchFormat,
    periodMinutes: row.period_minutes,
    kickOffs: row.kick_offs,
    ends: row.ends,
    fullTime: row.full_time,
    goalsFor: row.goals_for,
    goalsAgainst: row.goals_against,
    lines: lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      at: line.at.toISOString(),
      goalKind: line.goal_kind,
      playerId: line.player_id,
      otherId: line.other_id,
    })),
  }
}

/**
 * A game's match as every member sees it: the score, the whistles for the page's own clock, and the timeline in the
 * order of the clock, each line placed by the moment it was made (a line kept without signal at its minute).
 */
export const matchViewFrom = async (
  db: Kysely<DB>,
  teamId: string,
  game: Pick<CalendarEventFacts, 'id' | 'title' | 'opponent'>,
  match: MatchThen | null,
): Promise<MatchView> => {
  if (!match) {
    const setting = await gameDaySettingOf(db, teamId)
    return {
      calendarEventId: game.id,
      title: game.title,
      opponent: game.opponent,
      status: 'not-started',
      ...setting,
      kickOffs: [],
      ends: [],
      goalsFor: 0,
      goalsAgainst: 0,
      timeline: [],
    }
  }
  const lines = [...match.lines].sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id))
  const names = await rosterNames(
    db,
    teamId,
    lines.flatMap((line) => [line.playerId, line.otherId].filter((id): id is string => id !== null)),
  )
  // A player no longer on the team's roster (deleted) is nobody the page can name.
  const player = (id: string | null) => {
    const playerName = id === null ? undefined : names.get(id)
    return id === null || playerName === undefined ? null : { playerId: id, playerName }
  }
  const clock = timelineOf(match)
  let ours = 0
  let theirs = 0
  const timeline = lines.map((line): TimelineEntry => {
    const { period, second } = clockAt(clock, Date.parse(line.at)) ?? { period: 1, second: 0 }
    if (line.kind === 'goal') {
      if (line.goalKind === 'theirs') theirs += 1
      else ours += 1
    }
    return {
      id: line.id,
      kind: line.kind,
      at: line.at,
      period,
      second,
      goalKind: line.goalKind,
      player: player(line.playerId),
      other: player(line.otherId),
      score: line.kind === 'goal' ? [ours, theirs] : null,
    }
  })
  return { ...headOf(game, match), timeline }
}

export const matchViewOf = async (db: Kysely<DB>, teamId: string, game: CalendarEventFacts) =>
  matchViewFrom(db, teamId, game, await matchThenOf(db, teamId, game.id))

/** The team's matches under way (kicked off, no final whistle yet), for the dashboard's live score. */
export const liveMatchesOf = async (db: Kysely<DB>, teamId: string) => {
  const rows = await db
    .selectFrom('matches')
    .innerJoin('calendar_events', 'calendar_events.id', 'matches.calendar_event_id')
    .selectAll('matches')
    .select(['calendar_events.title', 'calendar_events.opponent'])
    .where('matches.team_id', '=', teamId)
    .where('matches.full_time', '=', false)
    .where('calendar_events.cancelled_at', 'is', null)
    .orderBy('calendar_events.starts_at')
    .execute()
  return rows.map((row) =>
    headOf(
      { id: row.calendar_event_id, title: row.title, opponent: row.opponent },
      {
        format: row.format as MatchFormat,
        periodMinutes: row.period_minutes,
        kickOffs: row.kick_offs,
        ends: row.ends,
        fullTime: row.full_time,
        goalsFor: row.goals_for,
        goalsAgainst: row.goals_against,
      },
    ),
  )
}
