import { todayIn } from '@teamspace/domain/calendar/calendar.time'
import { route, type TeamContext } from '../../../test/route-fixtures'

/** Every team made by the fixtures keeps this zone. */
const today = () => todayIn('Europe/London', new Date())

const player = async (team: TeamContext) => ({ playerId: (await team.addPlayer()).id })

/** How to call each history route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/history', {
    request: () => ({ query: { feature: 'roster', from: '2020-01-01', to: today(), limit: '10' } }),
  }),
  route('GET /api/history/features', {}),
  route('GET /api/history/:kind/:itemId', {
    ids: async (team) => ({ kind: 'player', itemId: (await team.addPlayer()).id }),
  }),
  route('GET /api/history/as-of/players', { request: () => ({ query: { date: today() } }) }),
  route('GET /api/history/as-of/players/:playerId/stats', {
    ids: player,
    request: () => ({ query: { date: today() } }),
  }),
  route('GET /api/history/as-of/results', { request: () => ({ query: { date: today() } }) }),
  route('GET /api/history/as-of/calendar-events', {
    request: () => ({ query: { date: today(), from: '2020-01-01', to: '2030-12-31' } }),
  }),
]
