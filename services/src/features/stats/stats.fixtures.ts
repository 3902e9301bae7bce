import { statLine } from '@teamspace/domain/stats/stats.fixture'
import { daysFromToday, route, type TeamContext } from '../../../test/route-fixtures'

const player = async (team: TeamContext) => ({ playerId: (await team.addPlayer()).id })
const line = async (team: TeamContext) => ({ statLineId: (await team.recordStat()).id })

/** A stat line with every field, as the hostile-input test starts from. */
const gameBody = () => ({
  ...statLine({ gameDate: '2026-05-01', opponent: 'Lakeside', gameId: 'game-1', keyPlays: ['A header'] }),
})

/** How to call each stats route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('POST /api/stats', {
    validBody: ({ ids }) => ({ playerId: ids.playerId, ...gameBody() }),
    ids: player,
    request: ({ playerId }) => ({ body: { playerId, gameDate: '2026-09-12', opponent: 'Lakeside', goals: 2 } }),
    status: 201,
  }),
  route('POST /api/stats/games', {
    validBody: ({ ids }) => ({
      gameDate: '2026-05-02',
      opponent: 'Lakeside',
      gameId: 'game-1',
      lines: [{ playerId: ids.playerId, played: true, minutesPlayed: 60, goals: 1, assists: 0, yellowCards: 0 }],
    }),
    ids: player,
    request: ({ playerId }) => ({
      body: { gameDate: '2026-09-19', opponent: 'Hillside', lines: [{ playerId, played: true, minutesPlayed: 60 }] },
    }),
    status: 201,
  }),
  route('PUT /api/stats/:statLineId', {
    validBody: () => gameBody(),
    ids: line,
    request: () => ({ body: { gameDate: '2026-09-05', opponent: 'Hillside', goals: 3 } }),
  }),
  route('DELETE /api/stats/:statLineId', { ids: line, status: 204 }),
  route('GET /api/players/:playerId/stats', { ids: player }),
  route('GET /api/stats/season', {}),
  // The "as of" views (see stats.as-of.ts), mounted by the history.
  route('GET /api/history/as-of/players', { request: () => ({ query: { date: daysFromToday(0) } }) }),
  route('GET /api/history/as-of/players/:playerId/stats', {
    ids: player,
    request: () => ({ query: { date: daysFromToday(0) } }),
  }),
]
