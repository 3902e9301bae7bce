import { photoForm, route, type TeamContext } from '../../../test/route-fixtures'

const player = async (team: TeamContext) => {
  const { id, name } = await team.addPlayer()
  return { playerId: id, name }
}

/** How to call each roster route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/players', {}),
  route('POST /api/players', { request: () => ({ body: { name: 'New Signing', jerseyNumber: null } }), status: 201 }),
  route('GET /api/players/:playerId', { ids: player }),
  route('PATCH /api/players/:playerId', {
    ids: player,
    // The player keeps their name, so a leak of it is still recognised.
    request: ({ name }) => ({ body: { name, position: 'Midfielder' } }),
  }),
  route('DELETE /api/players/:playerId', { ids: player, status: 204 }),
  route('PUT /api/players/:playerId/left', { ids: player, request: () => ({ body: { left: true } }) }),
  route('PUT /api/players/:playerId/photo', { ids: player, request: photoForm }),
  route('GET /api/players/:playerId/photo', {
    ids: async (team) => {
      const ids = await player(team)
      await team.uploadPhoto(ids.playerId)
      return ids
    },
  }),
]
