import { route, type TeamContext } from '../../../test/route-fixtures'

/** A child of the team's parent (and of its coach, a parent too): either may record and share their allergies. */
const child = async (team: TeamContext) => ({ playerId: (await team.addPlayer([team.parent, team.coach])).id })

/** How to call each allergies route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/allergies', {}),
  route('PUT /api/children/:playerId/allergies', {
    // The coach is this player's parent: they may record and share the child's allergies.
    validBody: () => ({ allergens: ['nuts', 'egg'], shared: true }),
    ids: child,
    request: () => ({ body: { allergens: ['nuts', 'egg'], shared: true } }),
  }),
]
