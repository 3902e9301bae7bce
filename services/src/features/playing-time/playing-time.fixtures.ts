import { ORIGIN } from '../../../test/app'
import { appOf, route, type TeamContext } from '../../../test/route-fixtures'

/** A game that started yesterday, kicked off by its coach, with a player on the lineup's goal. */
const playedGame = async (team: TeamContext) => {
  const calendarEventId = (await team.schedulePastCalendarEvent(1, 'League game', undefined, 'game')).id
  const player = await team.addPlayer([team.parent])
  const headers = { origin: ORIGIN, cookie: team.coach.cookie }
  const app = appOf(team)
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/games/${calendarEventId}/lineup`,
    headers,
    payload: { format: '7v7', starters: [{ slotId: 'gk', playerId: player.id }], bench: [] },
  })
  if (saved.statusCode !== 200) throw new Error(`saving a lineup: ${saved.statusCode} ${saved.body}`)
  const kickOff = await app.inject({
    method: 'POST',
    url: `/api/games/${calendarEventId}/match/kick-off`,
    headers,
    payload: { at: new Date().toISOString() },
  })
  if (kickOff.statusCode !== 200) throw new Error(`kick-off: ${kickOff.statusCode} ${kickOff.body}`)
  return { calendarEventId }
}

/** How to call each playing-time route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/games/:calendarEventId/minutes', { ids: playedGame }),
  route('GET /api/games/:calendarEventId/stat-sheet', { ids: playedGame }),
  route('GET /api/playing-time/season', {}),
  route('PUT /api/playing-time/threshold', {
    validBody: () => ({ percent: 66 }),
    request: () => ({ body: { percent: 66 } }),
  }),
]
