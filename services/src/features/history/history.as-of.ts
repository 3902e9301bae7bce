import {
  calendarDomainEventTypes,
  foldCalendar,
  type CalendarFoldEvent,
} from '@teamspace/domain/calendar/calendar.as-of'
import type { CalendarList, CalendarEventView } from '@teamspace/domain/calendar/calendar.schemas'
import { meetTimeOf } from '@teamspace/domain/calendar/calendar.time'
import type { Folded } from '@teamspace/domain/history/history.as-of'
import { foldRoster } from '@teamspace/domain/roster/roster.as-of'
import { rosterEventTypes, type RosterEvent } from '@teamspace/domain/roster/roster.events'
import type { Player } from '@teamspace/domain/roster/roster.schemas'
import { foldStats, statsEventTypes, totalsOf, type StatLineThen } from '@teamspace/domain/stats/stats.as-of'
import type { StatsEvent } from '@teamspace/domain/stats/stats.events'
import type { StatLine } from '@teamspace/domain/stats/stats.schemas'
import type { RecordedEvent } from '@teamspace/domain/shared/events'
import { foldResults, foldSeasons, resultsEventTypes, seasonsEventTypes } from '@teamspace/domain/results/results.as-of'
import { recordOf } from '@teamspace/domain/results/results.constants'
import type { ResultsEvent } from '@teamspace/domain/results/results.events'
import type { SeasonResults } from '@teamspace/domain/results/results.schemas'
import type { SeasonsEvent } from '@teamspace/domain/results/seasons.events'
import { inRange, seasonsFrom, viewsOf } from '../results'
import type { Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { loadNames } from './history.names'
import { endOfDay, readTeamLogUntil, recordedAtOf } from './history.queries'

/**
 * The roster, the statistics and the calendar as they were at the end of a past day in the team's zone, folded
 * in memory from the team's events recorded up to then (never read from today's tables) by each feature's own
 * fold. Names are today's: a player removed since reads "a removed player", so a view of the past never brings
 * back what was erased.
 */

/** What the folds read of a recorded event beside its type, data and stream version. */
const recordedWith = (event: RecordedEvent) => ({
  recordedAt: recordedAtOf(event),
  actorId: event.metadata.actor?.userId ?? null,
})

const isRosterEvent = (event: Folded<RosterEvent | StatsEvent>): event is Folded<RosterEvent> =>
  (rosterEventTypes as readonly string[]).includes(event.type)

const rosterThen = async (db: Kysely<DB>, teamId: string, date: string, timeZone: string) => {
  const recorded = await readTeamLogUntil<RosterEvent | StatsEvent>(
    db,
    teamId,
    [...rosterEventTypes, ...statsEventTypes],
    endOfDay(date, timeZone),
  )
  const events: Folded<RosterEvent | StatsEvent>[] = recorded.map((event) => ({ ...event, ...recordedWith(event) }))
  return {
    players: foldRoster(events.filter(isRosterEvent)),
    lines: foldStats(events),
  }
}

const namesFor = (
  db: Kysely<DB>,
  teamId: string,
  then: { lines: readonly StatLineThen[]; players: readonly { id: string }[] },
) =>
  loadNames(db, teamId, {
    memberIds: then.lines.flatMap((line) => (line.recordedBy ? [line.recordedBy] : [])),
    playerIds: then.players.map((player) => player.id),
    calendarEventIds: [],
  })

/** The roster with each player's totals then, in roster order (jersey number, numberless last, then name). */
export const playersAsOf = async (db: Kysely<DB>, teamId: string, date: string, timeZone: string) => {
  const then = await rosterThen(db, teamId, date, timeZone)
  const names = await namesFor(db, teamId, then)
  const players: Player[] = then.players.map((player) => ({
    id: player.id,
    name: names.player(player.id),
    jerseyNumber: player.jerseyNumber,
    position: player.position,
    // Today's photo is not the one the player had then: the past shows none.
    photoUrl: null,
    parentIds: [],
    isActive: true,
    createdAt: player.createdAt,
    updatedAt: player.updatedAt,
    stats: totalsOf(then.lines, player.id),
  }))
  return players.sort(
    (a, b) =>
      (a.jerseyNumber ?? Number.MAX_SAFE_INTEGER) - (b.jerseyNumber ?? Number.MAX_SAFE_INTEGER) ||
      a.name.localeCompare(b.name),
  )
}

/** A player's lines that counted then, newest game first; null when the player was not on the roster then. */
export const playerLinesAsOf = async (
  db: Kysely<DB>,
  teamId: string,
  playerId: string,
  date: string,
  timeZone: string,
  showRecorder: boolean,
): Promise<StatLine[] | null> => {
  const then = await rosterThen(db, teamId, date, timeZone)
  if (!then.players.some((player) => player.id === playerId)) return null
  const names = await namesFor(db, teamId, then)
  return then.lines
    .filter((line) => line.playerId === playerId)
    .sort((a, b) => b.gameDate.localeCompare(a.gameDate) || b.createdAt.localeCompare(a.createdAt))
    .map((line) => ({
      id: line.id,
      playerId,
      playerName: names.player(playerId),
      gameId: line.gameId,
      gameDate: line.gameDate,
      opponent: line.opponent,
      minutesPlayed: line.minutesPlayed,
      goals: line.goals,
      assists: line.assists,
      yellowCards: line.yellowCards,
      redCards: line.redCards,
      saves: line.saves,
      keyPlays: [...line.keyPlays],
      ...(showRecorder ? { recordedByName: line.recordedBy ? names.member(line.recordedBy) : '' } : {}),
      createdAt: line.createdAt,
      correctedAt: line.correctedAt,
    }))
}

/** How many past events a list without a range shows, as today's list does. */
const PAST_IN_LIST = 5

/**
 * The calendar as it stood at the end of `date`: what was upcoming then and what had passed, with the details
 * each event had then. With `from`/`to`, the events whose local date is in that range (the month view).
 */
export const calendarAsOf = async (
  db: Kysely<DB>,
  teamId: string,
  date: string,
  timeZone: string,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<CalendarList> => {
  const until = endOfDay(date, timeZone)
  const events = await readTeamLogUntil<CalendarFoldEvent>(db, teamId, calendarDomainEventTypes, until)
  const then = foldCalendar(events.map((event) => ({ ...event, ...recordedWith(event) }))).filter(
    (event) =>
      (range.from === undefined || event.date >= range.from) && (range.to === undefined || event.date <= range.to),
  )
  const names = await loadNames(db, teamId, {
    memberIds: then.map((event) => event.createdBy),
    playerIds: [],
    calendarEventIds: [],
  })
  const views: CalendarEventView[] = then.map(({ createdBy, ...event }) => ({
    ...event,
    meetTime: meetTimeOf(event.time, event.arriveMinutesEarly),
    createdBy,
    createdByName: names.member(createdBy),
    canEdit: false,
    availability: null,
    // Read-only as it was: nothing to change, so no series to name.
    series: null,
  }))
  const upcoming = views.filter((event) => event.startsAt >= until)
  const past = views.filter((event) => event.startsAt < until).reverse()
  const ranged = range.from !== undefined || range.to !== undefined
  return {
    upcoming,
    past: ranged ? past : past.slice(0, PAST_IN_LIST),
    pastTotal: past.length,
    today: date,
    timeZone,
  }
}

/**
 * The season that was current at the end of `date`, with its results and record as they stood then: the
 * seasons started by then, the games on the calendar then (as they were then) and each game's score as last
 * entered by then. Scorers go by today's names, a removed player's goals left out, as today's view does.
 */
export const resultsAsOf = async (
  db: Kysely<DB>,
  teamId: string,
  date: string,
  timeZone: string,
): Promise<SeasonResults> => {
  const until = endOfDay(date, timeZone)
  const folded = <E extends CalendarFoldEvent | ResultsEvent | SeasonsEvent>(events: readonly RecordedEvent[]) =>
    events.map((event) => ({ ...(event as unknown as E), ...recordedWith(event), streamVersion: event.streamVersion }))
  const [calendarEvents, resultEvents, seasonEvents] = await Promise.all([
    readTeamLogUntil<CalendarFoldEvent>(db, teamId, calendarDomainEventTypes, until),
    readTeamLogUntil<ResultsEvent>(db, teamId, resultsEventTypes, until),
    readTeamLogUntil<SeasonsEvent>(db, teamId, seasonsEventTypes, until),
  ])
  const games = new Map(
    foldCalendar(folded<CalendarFoldEvent>(calendarEvents))
      .filter((event) => event.type === 'game')
      .map((event) => [event.id, event]),
  )
  // The season current on that day, as its dashboard showed it then.
  const seasons = seasonsFrom(foldSeasons(folded<SeasonsEvent>(seasonEvents)), date)
  const { range, ...season } = seasons.find((s) => s.current)!
  const facts = foldResults(folded<ResultsEvent>(resultEvents)).flatMap((result) => {
    const game = games.get(result.calendarEventId)
    return game && inRange(game.date, range)
      ? [{ ...result, title: game.title, opponent: game.opponent, date: game.date, startsAt: game.startsAt }]
      : []
  })
  facts.sort((a, b) => b.startsAt.localeCompare(a.startsAt))
  const results = await viewsOf(db, teamId, facts)
  return { record: recordOf(results), results, season, seasons: seasons.map(({ range: _range, ...s }) => s) }
}
