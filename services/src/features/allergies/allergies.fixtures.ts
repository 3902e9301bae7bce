import { route, type TeamContext } from '../../../test/route-fixtures'

/** A child of the team's parent (and of its coach, a parent too): either may record and share their allergies. */
const child = async (team: TeamContext) => ({ playerId: (await team.addPlayer([team.parent, team.coach])).id })

/** How to call each allergies route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/allergies', {}),
  route('PUT /api/children/:playerId/allergies', {
    ids: child,
    request: () => ({ body: { allergens: ['nuts', 'egg'], shared: true } }),
  }),
]
