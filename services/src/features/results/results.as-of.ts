import {
  calendarDomainEventTypes,
  foldCalendar,
  type CalendarFoldEvent,
} from '@teamspace/domain/calendar/calendar.as-of'
import { foldResults, foldSeasons, resultsEventTypes, seasonsEventTypes } from '@teamspace/domain/results/results.as-of'
import { recordOf } from '@teamspace/domain/results/results.constants'
import type { ResultsEvent } from '@teamspace/domain/results/results.events'
import { seasonResultsSchema } from '@teamspace/domain/results/results.schemas'
import type { SeasonsEvent } from '@teamspace/domain/results/seasons.events'
import { defineAsOfView, readTeamLogUntil } from '../../platform/as-of'
import { inRange, seasonsFrom, viewsOf } from './results.queries'

/**
 * The season that was current at the end of a past day, with its results and record as they stood then: the
 * seasons started by then, the games on the calendar then (as they were then) and each game's score as last
 * entered by then. Scorers go by today's names, a removed player's goals left out, as today's view does.
 */
export const resultsAsOf = defineAsOfView({
  path: 'results',
  response: seasonResultsSchema,
  fold: async ({ db, teamId, date, until }) => {
    const [calendarEvents, resultEvents, seasonEvents] = await Promise.all([
      readTeamLogUntil<CalendarFoldEvent>(db, teamId, calendarDomainEventTypes, until),
      readTeamLogUntil<ResultsEvent>(db, teamId, resultsEventTypes, until),
      readTeamLogUntil<SeasonsEvent>(db, teamId, seasonsEventTypes, until),
    ])
    const games = new Map(
      foldCalendar(calendarEvents)
        .filter((event) => event.type === 'game')
        .map((event) => [event.id, event]),
    )
    // The season current on that day, as its dashboard showed it then.
    const seasons = seasonsFrom(foldSeasons(seasonEvents), date)
    const { range, ...season } = seasons.find((s) => s.current)!
    const facts = foldResults(resultEvents).flatMap((result) => {
      const game = games.get(result.calendarEventId)
      return game && inRange(game.date, range)
        ? [{ ...result, title: game.title, opponent: game.opponent, date: game.date, startsAt: game.startsAt }]
        : []
    })
    facts.sort((a, b) => b.startsAt.localeCompare(a.startsAt))
    const results = await viewsOf(db, teamId, facts)
    return { record: recordOf(results), results, season, seasons: seasons.map(({ range: _range, ...s }) => s) }
  },
})
