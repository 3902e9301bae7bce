import { ORIGIN } from '../../../test/app'
import { galleryForm, sampleJpeg } from '../../../test/photo-upload'
import { appOf, route, type Member, type TeamContext } from '../../../test/route-fixtures'

/** A photo uploaded by `member` of the team, through the API. */
const uploadAs = async (team: TeamContext, member: Member) => {
  const form = galleryForm(await sampleJpeg(), { caption: 'Warm-up before the cup final', tags: ['game'] })
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

/** How to call each gallery route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/gallery/photos', { request: () => ({ query: { search: 'cup', tag: 'game', sort: 'oldest' } }) }),
  route('POST /api/gallery/photos', {
    request: async () => galleryForm(await sampleJpeg(), { caption: 'Team photo', tags: ['team', 'game'] }),
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
  route('GET /api/gallery/photos/:photoId/thumbnail', { ids: photo }),
  route('GET /api/gallery/photos/:photoId/display', { ids: photo }),
]
