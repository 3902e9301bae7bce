import { photoForm, route, type TeamContext } from '../../../test/route-fixtures'

const player = async (team: TeamContext) => {
  const { id, name } = await team.addPlayer()
  return { playerId: id, name }
}

/** A player with every field, as the hostile-input test starts from. */
const playerBody = () => ({
  name: 'Real Player',
  jerseyNumber: 10,
  position: 'Forward',
  parentEmails: ['parent@example.org'],
  dateOfBirth: '2016-04-02',
  medicalInfo: 'None',
  emergencyContacts: [{ name: 'Jo', relationship: 'Aunt', phoneNumber: '5551234567', isPrimary: true }],
})

/** How to call each roster route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/players', { hostileTeamNames: true }),
  route('POST /api/players', {
    hostileTeamNames: true,
    validBody: () => playerBody(),
    request: () => ({ body: { name: 'New Signing', jerseyNumber: null } }),
    status: 201,
  }),
  route('GET /api/players/:playerId', {
    hostileTeamNames: true,
    ids: player,
  }),
  route('PATCH /api/players/:playerId', {
    hostileTeamNames: true,
    validBody: () => playerBody(),
    ids: player,
    // The player keeps their name, so a leak of it is still recognised.
    request: ({ name }) => ({ body: { name, position: 'Midfielder' } }),
  }),
  route('DELETE /api/players/:playerId', { ids: player, status: 204 }),
  route('PUT /api/players/:playerId/left', {
    validBody: () => ({ left: true }),
    ids: player,
    request: () => ({ body: { left: true } }),
  }),
  route('PUT /api/players/:playerId/photo', { multipart: true, ids: player, request: photoForm }),
  route('GET /api/players/:playerId/photo', {
    ids: async (team) => {
      const ids = await player(team)
      await team.uploadPhoto(ids.playerId)
      return ids
    },
  }),
]
