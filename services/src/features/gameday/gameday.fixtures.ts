import { ORIGIN } from '../../../test/app'
import { appOf, daysFromToday, route, type TeamContext } from '../../../test/route-fixtures'

const now = () => new Date().toISOString()

/** A coach's match request, as the sideline phone sends it. */
const asCoach = async (team: TeamContext, calendarEventId: string, path: string, payload: object = {}) => {
  const response = await appOf(team).inject({
    method: 'POST',
    url: `/api/games/${calendarEventId}/match/${path}`,
    headers: { origin: ORIGIN, cookie: team.coach.cookie },
    payload: { at: now(), ...payload },
  })
  if (response.statusCode !== 200) throw new Error(`match ${path}: ${response.statusCode} ${response.body}`)
}

/** A game that started yesterday, and two players to score and come on in it. */
const game = async (team: TeamContext) => ({
  calendarEventId: (await team.schedulePastCalendarEvent(1, 'League game', undefined, 'game')).id,
  playerId: (await team.addPlayer()).id,
  otherId: (await team.addPlayer()).id,
})

/** The same game kicked off (and further along, as `whistles` say). */
const gameAt =
  (...paths: string[]) =>
  async (team: TeamContext) => {
    const ids = await game(team)
    for (const path of ['kick-off', ...paths]) await asCoach(team, ids.calendarEventId, path)
    return ids
  }

/** How to call each game-day route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/gameday-settings', {}),
  route('PUT /api/gameday-settings', {
    validBody: () => ({ format: '9v9', periodMinutes: 30 }),
    request: () => ({ body: { format: '9v9', periodMinutes: 30 } }),
  }),
  route('GET /api/games/:calendarEventId/match', { ids: gameAt() }),
  route('GET /api/matches/live', {}),
  route('POST /api/games/:calendarEventId/match/kick-off', {
    validBody: () => ({ at: new Date().toISOString() }),
    ids: game,
    request: () => ({ body: { at: now() } }),
  }),
  route('POST /api/games/:calendarEventId/match/half-time', {
    validBody: () => ({ at: new Date().toISOString() }),
    ids: gameAt(),
    request: () => ({ body: { at: now() } }),
  }),
  route('POST /api/games/:calendarEventId/match/full-time', {
    validBody: () => ({ at: new Date().toISOString() }),
    ids: gameAt('half-time', 'kick-off'),
    request: () => ({ body: { at: now() } }),
  }),
  route('POST /api/games/:calendarEventId/match/goals', {
    validBody: ({ ids }) => ({
      at: new Date().toISOString(),
      kind: 'ours',
      scorerId: ids.playerId,
      assistId: null,
    }),
    ids: gameAt(),
    request: ({ playerId, otherId }) => ({
      body: { at: now(), kind: 'ours', scorerId: playerId, assistId: otherId },
    }),
  }),
  route('POST /api/games/:calendarEventId/match/goals/undo', {
    validBody: () => ({ at: new Date().toISOString() }),
    ids: async (team) => {
      const ids = await gameAt()(team)
      await asCoach(team, ids.calendarEventId, 'goals', { kind: 'theirs' })
      return ids
    },
    request: () => ({ body: { at: now() } }),
  }),
  route('POST /api/games/:calendarEventId/match/substitutions', {
    validBody: ({ ids }) => ({
      at: new Date().toISOString(),
      playerIn: ids.playerId,
      playerOut: 'no-such-player',
    }),
    ids: gameAt(),
    request: ({ playerId, otherId }) => ({ body: { at: now(), playerIn: playerId, playerOut: otherId } }),
  }),
  // The "as of" view (see gameday.as-of.ts), mounted by the history.
  route('GET /api/history/as-of/games/:calendarEventId/match', {
    ids: gameAt(),
    request: () => ({ query: { date: daysFromToday(0) } }),
  }),
]
