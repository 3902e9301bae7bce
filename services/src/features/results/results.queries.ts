import {
  currentSeasonIndex,
  FIRST_SEASON_ID,
  FIRST_SEASON_NAME,
  seasonsMessages,
  type Season,
  type SeasonDates,
} from '@teamspace/domain/results/seasons.schemas'
import { NotFoundError } from '@teamspace/domain/shared/errors'
import { outcomeOf, recordOf, scorersMismatch } from '@teamspace/domain/results/results.constants'
import type { Scorer } from '@teamspace/domain/results/results.events'
import type { GameResultView, Results } from '@teamspace/domain/results/results.schemas'
import { shiftDate, todayIn } from '@teamspace/domain/calendar/calendar.time'
import { sql, type Kysely } from 'kysely'
import { withinDates } from '../../platform/db/date-range'
import type { DB } from '../../platform/db/schema'
import { attendanceTotals } from '../attendance'
import { rosterNames } from '../roster'
import { listTeamLines } from '../stats'
import { findTeam } from '../team'

/** A season with the range of game dates that belong to it. */
export interface SeasonWithRange extends Season {
  readonly range: SeasonDates
}

interface SeasonRow {
  readonly id: string
  readonly name: string
  readonly startsOn: string
  readonly endsOn: string
}

/**
 * The team's seasons, oldest first: the implicit first season (no start; it ends the day before the first
 * started season), then each season a coach started. The current one is the one `today` (the team's local date)
 * falls in: a season set to start later is not current before its first day. Seasons follow each other, so each
 * game's date falls in exactly one.
 */
export const seasonsFrom = (rows: readonly SeasonRow[], today: string): SeasonWithRange[] => {
  const first: Omit<SeasonRow, 'startsOn' | 'endsOn'> & { startsOn: string | null; endsOn: string | null } = {
    id: FIRST_SEASON_ID,
    name: FIRST_SEASON_NAME,
    startsOn: null,
    endsOn: rows[0] ? shiftDate(rows[0].startsOn, -1) : null,
  }
  const all: (typeof first)[] = [first, ...rows]
  const current = currentSeasonIndex(
    all.map((season) => season.startsOn),
    today,
  )
  return all.map((season, index) => ({
    id: season.id,
    name: season.name,
    startsOn: season.startsOn,
    endsOn: season.endsOn,
    current: index === current,
    range: { from: season.startsOn, before: all[index + 1]?.startsOn ?? null },
  }))
}

export const listSeasons = async (db: Kysely<DB>, teamId: string) => {
  const [rows, team] = await Promise.all([
    db
      .selectFrom('seasons')
      .select(['id', 'name', 'starts_on', 'ends_on'])
      .where('team_id', '=', teamId)
      .orderBy('starts_on')
      .execute(),
    findTeam(db, teamId),
  ])
  return seasonsFrom(
    rows.map((row) => ({ id: row.id, name: row.name, startsOn: row.starts_on, endsOn: row.ends_on })),
    todayIn(team?.timeZone ?? 'UTC', new Date()),
  )
}

/**
 * The season a read asks for by id (`?season=`), or today's when it names none, with every season of the
 * team for the pickers. An id the team does not have is a 404 with the spec's message.
 */
export const seasonFor = async (db: Kysely<DB>, teamId: string, wanted: string | undefined) => {
  const seasons = await listSeasons(db, teamId)
  const found = seasons.find((s) => (wanted === undefined ? s.current : s.id === wanted))
  if (!found) throw new NotFoundError(seasonsMessages.seasonNotFound)
  const { range, ...season } = found
  return { season, range, seasons: seasons.map(({ range: _range, ...s }): Season => s) }
}

/** Whether a game's local date falls in a season's range. */
export const inRange = (date: string, range: SeasonDates) =>
  (range.from === null || date >= range.from) && (range.before === null || date < range.before)

export interface ResultFacts {
  readonly calendarEventId: string
  readonly title: string
  readonly opponent: string
  readonly date: string
  readonly startsAt: string
  readonly goalsFor: number
  readonly goalsAgainst: number
  readonly scorers: readonly Scorer[]
  readonly recordedAt: string
  readonly correctedAt: string | null
}

/**
 * Results as the pages show them: scorers by today's names, a removed player's goals left out, and the warning
 * when the scorers' goals (as entered) differ from ours.
 */
export const viewsOf = async (
  db: Kysely<DB>,
  teamId: string,
  facts: readonly ResultFacts[],
): Promise<GameResultView[]> => {
  const names = await rosterNames(db, teamId, [
    ...new Set(facts.flatMap((fact) => fact.scorers.map((s) => s.playerId))),
  ])
  return facts.map((fact) => {
    const scorersGoals = fact.scorers.reduce((sum, s) => sum + s.goals, 0)
    return {
      calendarEventId: fact.calendarEventId,
      title: fact.title,
      opponent: fact.opponent,
      date: fact.date,
      startsAt: fact.startsAt,
      goalsFor: fact.goalsFor,
      goalsAgainst: fact.goalsAgainst,
      outcome: outcomeOf(fact.goalsFor, fact.goalsAgainst),
      scorers: fact.scorers.flatMap((s) => {
        const playerName = names.get(s.playerId)
        return playerName === undefined ? [] : [{ playerId: s.playerId, playerName, goals: s.goals }]
      }),
      warning:
        fact.scorers.length > 0 && scorersGoals !== fact.goalsFor ? scorersMismatch(scorersGoals, fact.goalsFor) : null,
      recordedAt: fact.recordedAt,
      correctedAt: fact.correctedAt,
    }
  })
}

/** The results of the team's games that are not deleted (and are still games), newest first, in a season's range. */
export const listResults = async (
  db: Kysely<DB>,
  teamId: string,
  range: SeasonDates,
  calendarEventId?: string,
): Promise<Results> => {
  let query = db
    .selectFrom('game_results as r')
    .innerJoin('calendar_events as e', 'e.id', 'r.calendar_event_id')
    .select([
      'r.calendar_event_id',
      'r.goals_for',
      'r.goals_against',
      'r.scorers',
      'r.recorded_at',
      'r.corrected_at',
      'e.title',
      'e.opponent',
      'e.local_date',
      'e.starts_at',
    ])
    .where('r.team_id', '=', teamId)
    .where('e.type', '=', 'game')
    .where('e.cancelled_at', 'is', null)
    .where(withinDates(sql.ref('e.local_date'), range))
  if (calendarEventId !== undefined) query = query.where('r.calendar_event_id', '=', calendarEventId)
  const rows = await query.orderBy('e.starts_at', 'desc').execute()
  const results = await viewsOf(
    db,
    teamId,
    rows.map((row) => ({
      calendarEventId: row.calendar_event_id,
      title: row.title,
      opponent: row.opponent,
      date: row.local_date,
      startsAt: row.starts_at.toISOString(),
      goalsFor: row.goals_for,
      goalsAgainst: row.goals_against,
      scorers: row.scorers,
      recordedAt: row.recorded_at.toISOString(),
      correctedAt: row.corrected_at?.toISOString() ?? null,
    })),
  )
  return { record: recordOf(results), results }
}

/**
 * Whether anything is recorded in a range of game dates: a result, a stat line or an attendance sheet. A season
 * with any of them is kept as it is; only an empty one may be corrected or removed.
 */
export const recordedIn = async (db: Kysely<DB>, teamId: string, range: SeasonDates) => {
  const [{ results }, lines, attendance] = await Promise.all([
    listResults(db, teamId, range),
    listTeamLines(db, teamId, range),
    attendanceTotals(db, teamId, range),
  ])
  return results.length > 0 || lines.length > 0 || attendance.size > 0
}
