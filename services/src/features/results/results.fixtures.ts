import { shiftDate } from '@teamspace/domain/calendar/calendar.time'
import { route, type TeamContext } from '../../../test/route-fixtures'

/** A game that started yesterday, and a player to score in it. */
const game = async (team: TeamContext) => ({
  calendarEventId: (await team.schedulePastCalendarEvent(1, 'League game', undefined, 'game')).id,
  playerId: (await team.addPlayer()).id,
})

// Each new season starts a day after the last one a fixture started, as a season must.
let seasons = 0

/** How to call each results route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('PUT /api/games/:calendarEventId/result', {
    ids: game,
    request: ({ playerId }) => ({ body: { goalsFor: 3, goalsAgainst: 1, scorers: [{ playerId, goals: 2 }] } }),
  }),
  route('GET /api/games/:calendarEventId/result', { ids: game }),
  route('GET /api/results', {}),
  route('POST /api/seasons', {
    request: () => {
      const startsOn = shiftDate('2030-08-01', seasons++)
      return { body: { name: 'Autumn', startsOn, endsOn: shiftDate(startsOn, 120) } }
    },
    status: 201,
  }),
]
