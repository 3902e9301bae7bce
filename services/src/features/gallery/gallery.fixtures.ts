import { ORIGIN } from '../../../test/app'
import { galleryForm, sampleJpeg } from '../../../test/photo-upload'
import { appOf, route, type Member, type TeamContext } from '../../../test/route-fixtures'

/** A photo uploaded by `member` of the team, through the API, naming the given players. */
const uploadAs = async (team: TeamContext, member: Member, players: readonly string[] = []) => {
  const form = galleryForm(await sampleJpeg(), {
    caption: 'Warm-up before the cup final',
    tags: ['game'],
    players: [...players],
  })
  const response = await appOf(team).inject({
    method: 'POST',
    url: '/api/gallery/photos',
    headers: { origin: ORIGIN, cookie: member.cookie, 'content-type': form.contentType },
    payload: form.payload,
  })
  if (response.statusCode !== 201) throw new Error(`uploading a photo: ${response.statusCode} ${response.body}`)
  return response.json<{ id: string }>().id
}

/** A photo uploaded by the team's parent. */
const photo = async (team: TeamContext) => ({ photoId: await uploadAs(team, team.parent) })

/** A photo uploaded by the team's parent, and a player of the roster. */
const photoAndPlayer = async (team: TeamContext) => ({
  photoId: await uploadAs(team, team.parent),
  playerId: (await team.addPlayer()).id,
})

/** How to call each gallery route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/gallery/photos', { request: () => ({ query: { search: 'cup', tag: 'game', sort: 'oldest' } }) }),
  route('POST /api/gallery/photos', {
    multipart: true,
    // It names a player of the roster, who has no consent yet: the uploader sees it all the same.
    ids: async (team) => ({ playerId: (await team.addPlayer()).id }),
    request: async ({ playerId }) =>
      galleryForm(await sampleJpeg(), { caption: 'Team photo', tags: ['team', 'game'], players: [playerId] }),
    status: 201,
  }),
  route('DELETE /api/gallery/photos/:photoId', {
    ids: photo,
    // Only its uploader may delete a photo: a member of the addressed team deletes one of their own, so every
    // member's cell shows the route open to them (the refusal of anyone else is in gallery.test.ts). The path
    // is filled in from `ids` after this runs.
    request: async (ids, caller, team) => {
      if (caller.teamId === team.teamId) ids.photoId = await uploadAs(team, caller)
      return {}
    },
    status: 204,
  }),
  route('PUT /api/gallery/photos/:photoId/players', {
    validBody: ({ ids }) => ({ playerIds: [ids.playerId] }),
    ids: photoAndPlayer,
    // Its uploader or a coach names who is in it: a member names those of a photo of their own (another parent's
    // refusal is in gallery.test.ts).
    request: async (ids, caller, team) => {
      if (caller.teamId === team.teamId) ids.photoId = await uploadAs(team, caller)
      return { body: { playerIds: [ids.playerId] } }
    },
  }),
  route('POST /api/gallery/photos/:photoId/blur', {
    validBody: () => ({
      region: { x: 0.1, y: 0.1, width: 0.5, height: 0.5 },
      variant: '',
    }),
    ids: photo,
    request: () => ({ body: { region: { x: 0.1, y: 0.2, width: 0.3, height: 0.4 }, variant: '' } }),
  }),
  route('POST /api/gallery/photos/visible', {
    validBody: ({ ids }) => ({ photoIds: [ids.photoId] }),
    ids: photo,
    request: ({ photoId }) => ({ body: { photoIds: [photoId] } }),
  }),
  route('GET /api/gallery/photos/:photoId/thumbnail', { ids: photo }),
  route('GET /api/gallery/photos/:photoId/display', { ids: photo }),
  route('GET /api/gallery/consent', {}),
  route('PUT /api/gallery/consent/players/:playerId', {
    validBody: () => ({ consent: 'photos' }),
    // A child both the coach and the parent are linked to (a coach may be a parent too).
    ids: async (team) => ({ playerId: (await team.addPlayer([team.coach, team.parent])).id }),
    request: () => ({ body: { consent: 'none' } }),
    status: 204,
  }),
  route('PUT /api/gallery/consent/default', {
    validBody: () => ({ consentDefault: 'photos' }),
    request: () => ({ body: { consentDefault: 'photos' } }),
    status: 204,
  }),
]
