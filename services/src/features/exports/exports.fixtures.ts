import { route } from '../../../test/route-fixtures'

/** How to call each export route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  // With the children's medical columns: the plain roster is the same route and is refused to the same callers.
  route('GET /api/exports/roster.csv', { request: () => ({ query: { include: 'medical' } }) }),
  route('GET /api/exports/stats-totals.csv', {}),
  route('GET /api/exports/stats-games.csv', {}),
  route('GET /api/exports/attendance-players.csv', {}),
  route('GET /api/exports/attendance-events.csv', {}),
  route('GET /api/exports/volunteers.csv', {}),
]
