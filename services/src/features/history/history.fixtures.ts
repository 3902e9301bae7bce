import { todayIn } from '@teamspace/domain/calendar/calendar.time'
import { route } from '../../../test/route-fixtures'

/** Every team made by the fixtures keeps this zone. */
const today = () => todayIn('Europe/London', new Date())

/**
 * How to call each history route validly (see services/test/route-fixtures.ts); the "as of" views' are beside
 * each feature's view.
 */
export const fixtures = [
  route('GET /api/history', {
    request: () => ({ query: { feature: 'roster', from: '2020-01-01', to: today(), limit: '10' } }),
  }),
  route('GET /api/history/features', {}),
  route('GET /api/history/:kind/:itemId', {
    ids: async (team) => ({ kind: 'player', itemId: (await team.addPlayer()).id }),
  }),
]
