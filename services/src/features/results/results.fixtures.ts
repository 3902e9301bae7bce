import { shiftDate } from '@teamspace/domain/calendar/calendar.time'
import { ORIGIN } from '../../../test/app'
import { appOf, daysFromToday, route, type TeamContext } from '../../../test/route-fixtures'

/** A game that started yesterday, and a player to score in it. */
const game = async (team: TeamContext) => ({
  calendarEventId: (await team.schedulePastCalendarEvent(1, 'League game', undefined, 'game')).id,
  playerId: (await team.addPlayer()).id,
})

// Each new season starts a day after the last one a fixture started, as a season must, and no more than a year
// from today. They start well after today, where no fixture records a game, so each is empty and may be corrected
// or removed.
let seasons = 0
const nextStart = () => daysFromToday(150 + seasons++)

/** A season started for the route to correct or remove: the team's current one, with nothing recorded in it. */
const season = async (team: TeamContext) => {
  const startsOn = nextStart()
  const response = await appOf(team).inject({
    method: 'POST',
    url: '/api/seasons',
    headers: { origin: ORIGIN, cookie: team.coach.cookie },
    payload: { name: 'Spring', startsOn, endsOn: shiftDate(startsOn, 90) },
  })
  if (response.statusCode !== 201) throw new Error(`starting a season: ${response.statusCode} ${response.body}`)
  return { seasonId: response.json<{ id: string }>().id, startsOn }
}

/** How to call each results route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('PUT /api/games/:calendarEventId/result', {
    validBody: ({ ids }) => ({
      goalsFor: 3,
      goalsAgainst: 1,
      scorers: [{ playerId: ids.playerId, goals: 2 }],
    }),
    ids: game,
    request: ({ playerId }) => ({ body: { goalsFor: 3, goalsAgainst: 1, scorers: [{ playerId, goals: 2 }] } }),
  }),
  route('GET /api/games/:calendarEventId/result', { ids: game }),
  route('GET /api/results', {}),
  route('POST /api/seasons', {
    validBody: () => ({ name: 'Spring 2027', startsOn: '2027-03-01', endsOn: '2027-06-30' }),
    request: () => {
      const startsOn = nextStart()
      return { body: { name: 'Autumn', startsOn, endsOn: shiftDate(startsOn, 120) } }
    },
    status: 201,
  }),
  route('PUT /api/seasons/:seasonId', {
    validBody: () => ({ name: 'Spring 2027', startsOn: '2027-03-02', endsOn: '2027-06-30' }),
    ids: season,
    request: ({ startsOn }) => ({ body: { name: 'Spring league', startsOn, endsOn: shiftDate(startsOn, 100) } }),
  }),
  route('DELETE /api/seasons/:seasonId', { ids: season, status: 204 }),
  // The "as of" view (see results.as-of.ts), mounted by the history.
  route('GET /api/history/as-of/results', { request: () => ({ query: { date: daysFromToday(0) } }) }),
]
