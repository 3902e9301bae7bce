import { DEFAULT_FORMAT, defaultPeriodMinutes, type MatchFormat } from '@teamspace/domain/gameday/gameday.constants'
import { matchStatusOf } from '@teamspace/domain/gameday/gameday.decider'
import type { MatchView, TimelineEntry } from '@teamspace/domain/gameday/gameday.schemas'
import { clockAt, type MatchTimeline } from '@teamspace/domain/gameday/match-clock'
import type { Kysely, Selectable } from 'kysely'
import type { DB } from '../../platform/db/schema'
import type { CalendarEventFacts } from '../calendar'
import { rosterNames } from '../roster'
import type { MatchesTable } from './gameday.tables'
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

const timelineOf = (row: Pick<Selectable<MatchesTable>, 'kick_offs' | 'ends' | 'full_time'>): MatchTimeline => ({
  kickOffs: row.kick_offs.map((at) => Date.parse(at)),
  ends: row.ends.map((at) => Date.parse(at)),
  fullTime: row.full_time,
})

type MatchRow = Selectable<MatchesTable>

const headOf = (game: Pick<CalendarEventFacts, 'id' | 'title' | 'opponent'>, row: MatchRow) => ({
  calendarEventId: game.id,
  title: game.title,
  opponent: game.opponent,
  status: matchStatusOf(timelineOf(row)),
  format: row.format as MatchFormat,
  periodMinutes: row.period_minutes,
  kickOffs: row.kick_offs,
  ends: row.ends,
  goalsFor: row.goals_for,
  goalsAgainst: row.goals_against,
})

/**
 * A game's match as every member sees it: the score, the whistles for the page's own clock, and the timeline in the
 * order of the clock, each line placed by the moment it was made (a line kept without signal at its minute).
 */
export const matchViewOf = async (db: Kysely<DB>, teamId: string, game: CalendarEventFacts): Promise<MatchView> => {
  const row = await db
    .selectFrom('matches')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('calendar_event_id', '=', game.id)
    .executeTakeFirst()
  if (!row) {
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
  const lines = await db
    .selectFrom('match_timeline')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('calendar_event_id', '=', game.id)
    .orderBy('at')
    .orderBy('id')
    .execute()
  const names = await rosterNames(
    db,
    teamId,
    lines.flatMap((line) => [line.player_id, line.other_id].filter((id): id is string => id !== null)),
  )
  const player = (id: string | null) => (id === null ? null : { playerId: id, playerName: names.get(id) ?? '' })
  const clock = timelineOf(row)
  let ours = 0
  let theirs = 0
  const timeline = lines.map((line): TimelineEntry => {
    const at = line.at.getTime()
    const { period, second } = clockAt(clock, at) ?? { period: 1, second: 0 }
    if (line.kind === 'goal') {
      if (line.goal_kind === 'theirs') theirs += 1
      else ours += 1
    }
    return {
      id: line.id,
      kind: line.kind,
      at: line.at.toISOString(),
      period,
      second,
      goalKind: line.goal_kind,
      player: player(line.player_id),
      other: player(line.other_id),
      score: line.kind === 'goal' ? [ours, theirs] : null,
    }
  })
  return { ...headOf(game, row), timeline }
}

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
  return rows.map((row) => headOf({ id: row.calendar_event_id, title: row.title, opponent: row.opponent }, row))
}
