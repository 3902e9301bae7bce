import type { PhotoConsentOverview, PhotoPage, PhotoView } from '@teamspace/domain/gallery/gallery.schemas'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { galleryForm, sampleJpeg, postToGallery } from '../../../test/photo-upload'
import type { Member, Player, TeamContext } from '../../../test/route-fixtures'
import { sessionAppWithTeam } from '../../../test/team-apps'
import type { App } from '../../app'
import { regionInPixels } from './gallery.blur'

const t = useTestDatabase()

describe('photo consent and the children photos name', () => {
  let app: App
  let team: TeamContext
  /** Mia's parent. */
  let pat: Member
  /** Another family's parent, who uploads. */
  let olly: Member
  let mia: Player
  let leo: Player

  beforeAll(async () => {
    ;({ app, team } = await sessionAppWithTeam(t.database, {
      team: 'Riverside U10 consent',
      coach: 'Casey Consent',
      parent: 'Pat Consent',
      players: 'Mia',
    }))
    pat = team.parent
    olly = await team.addMember('parent')
    mia = await team.addPlayer([pat])
    leo = await team.addPlayer([olly])
    await app.ready()
  }, 120_000)
  afterAll(async () => {
    await app?.close()
  })

  const as = (member: Member) => ({ origin: ORIGIN, cookie: member.cookie })
  const upload = async (member: Member, players: string[], bytes?: Buffer) => {
    const form = galleryForm(bytes ?? (await sampleJpeg()), { caption: 'Cup final', players })
    return postToGallery(app, as(member), form)
  }
  const uploaded = async (member: Member, players: string[], bytes?: Buffer) => {
    const response = await upload(member, players, bytes)
    expect(response.statusCode, response.body).toBe(201)
    return response.json<PhotoView>()
  }
  const list = async (member: Member) => {
    const response = await app.inject({ method: 'GET', url: '/api/gallery/photos', headers: as(member) })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<PhotoPage>()
  }
  const idsSeenBy = async (member: Member) => (await list(member)).photos.map((photo) => photo.id)
  const fetchFile = (url: string, member: Member) => app.inject({ method: 'GET', url, headers: as(member) })
  const setConsent = (member: Member, player: Player, consent: 'photos' | 'none') =>
    app.inject({
      method: 'PUT',
      url: `/api/gallery/consent/players/${player.id}`,
      headers: as(member),
      payload: { consent },
    })
  const consentGiven = async (member: Member, player: Player, consent: 'photos' | 'none') =>
    expect((await setConsent(member, player, consent)).statusCode).toBe(204)
  const setDefault = (member: Member, consentDefault: 'ask' | 'photos') =>
    app.inject({ method: 'PUT', url: '/api/gallery/consent/default', headers: as(member), payload: { consentDefault } })
  const tag = (member: Member, photoId: string, playerIds: string[]) =>
    app.inject({
      method: 'PUT',
      url: `/api/gallery/photos/${photoId}/players`,
      headers: as(member),
      payload: { playerIds },
    })
  const stillVisible = async (member: Member, photoIds: string[]) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/gallery/photos/visible',
      headers: as(member),
      payload: { photoIds },
    })
    if (response.statusCode === 404) return []
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{ urls: string[] }>().urls
  }

  it('is each child’s own parents’ to set, and nobody else’s', async () => {
    expect((await setConsent(olly, mia, 'photos')).statusCode).toBe(403)
    expect((await setConsent(team.coach, mia, 'photos')).statusCode).toBe(403)
    await consentGiven(pat, mia, 'none')
    const overview = async (member: Member) =>
      (
        await app.inject({ method: 'GET', url: '/api/gallery/consent', headers: as(member) })
      ).json<PhotoConsentOverview>()
    // Coaches see every child's; a parent their own children's only.
    expect((await overview(team.coach)).players).toEqual(
      expect.arrayContaining([
        { playerId: mia.id, name: mia.name, consent: 'none', allowed: false, canChange: false },
        { playerId: leo.id, name: leo.name, consent: null, allowed: false, canChange: false },
      ]),
    )
    expect((await overview(pat)).players.map((p) => p.playerId)).toEqual([mia.id])
    expect((await overview(pat)).consentDefault).toBe('ask')
  })

  it('holds a photo naming a child without consent from other parents, in the list and by its addresses', async () => {
    await consentGiven(pat, mia, 'none')
    const photo = await uploaded(olly, [mia.id])
    expect(photo).toMatchObject({
      held: true,
      heldFor: [{ id: mia.id, name: mia.name }],
      players: [{ id: mia.id, name: mia.name }],
    })

    expect(await idsSeenBy(pat)).not.toContain(photo.id)
    const coachView = (await list(team.coach)).photos.find((p) => p.id === photo.id)
    expect(coachView).toMatchObject({ held: true, heldFor: [{ id: mia.id }], canBlur: true })
    expect(await idsSeenBy(olly)).toContain(photo.id)
    for (const url of [photo.thumbnail.url, photo.display.url]) {
      expect((await fetchFile(url, pat)).statusCode, url).toBe(404)
      expect((await fetchFile(url, team.coach)).statusCode, url).toBe(200)
      expect((await fetchFile(url, olly)).statusCode, url).toBe(200)
    }
    // Guessing another version of the address finds nothing either.
    expect((await fetchFile(`${photo.display.url}&v=x`, pat)).statusCode).toBe(404)
    expect(await stillVisible(pat, [photo.id])).toEqual([])

    // Consent given: shown to everyone, with its addresses; withdrawn: gone again at once.
    await consentGiven(pat, mia, 'photos')
    expect((await list(pat)).photos.find((p) => p.id === photo.id)).toMatchObject({ held: false, heldFor: [] })
    expect((await fetchFile(photo.thumbnail.url, pat)).statusCode).toBe(200)
    expect(await stillVisible(pat, [photo.id])).toEqual([photo.thumbnail.url, photo.display.url])

    await consentGiven(pat, mia, 'none')
    expect(await idsSeenBy(pat)).not.toContain(photo.id)
    expect((await fetchFile(photo.display.url, pat)).statusCode).toBe(404)
    expect(await stillVisible(pat, [photo.id])).toEqual([])
  })

  it('shows a photo once the child is untagged; only its uploader or a coach may change who is in it', async () => {
    await consentGiven(pat, mia, 'none')
    const photo = await uploaded(olly, [mia.id, leo.id])
    // Leo has no answer, and the team asks families first: held for both.
    expect(photo.heldFor.map((p) => p.id).sort()).toEqual([mia.id, leo.id].sort())
    // Held from Pat: not even found.
    expect((await tag(pat, photo.id, [])).statusCode).toBe(404)
    const untagged = await tag(olly, photo.id, [leo.id])
    expect(untagged.statusCode, untagged.body).toBe(200)
    await consentGiven(olly, leo, 'photos')
    expect(await idsSeenBy(pat)).toContain(photo.id)
    // Shown now, but Pat did not upload it and is no coach.
    expect((await tag(pat, photo.id, [mia.id])).statusCode).toBe(403)
    expect((await tag(team.coach, photo.id, [mia.id])).statusCode).toBe(200)
    expect(await idsSeenBy(pat)).not.toContain(photo.id)
  })

  it('refuses a tag that is not a player of the roster', async () => {
    const response = await upload(olly, ['not-a-player'])
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('Please choose players from the roster.')
  })

  it('counts a child without an answer as the team’s default says, a coach’s to set', async () => {
    const sam = await team.addPlayer([olly])
    const photo = await uploaded(olly, [sam.id])
    expect(await idsSeenBy(pat)).not.toContain(photo.id)
    expect((await setDefault(pat, 'photos')).statusCode).toBe(403)
    expect((await setDefault(team.coach, 'photos')).statusCode).toBe(204)
    expect(await idsSeenBy(pat)).toContain(photo.id)
    expect((await setDefault(team.coach, 'ask')).statusCode).toBe(204)
    expect(await idsSeenBy(pat)).not.toContain(photo.id)
  })

  it('erases a removed child’s consent and tags with them', async () => {
    const kim = await team.addPlayer([pat])
    await consentGiven(pat, kim, 'none')
    const photo = await uploaded(olly, [kim.id])
    expect(await idsSeenBy(pat)).not.toContain(photo.id)
    const removed = await app.inject({ method: 'DELETE', url: `/api/players/${kim.id}`, headers: as(team.coach) })
    expect(removed.statusCode).toBe(204)
    const db = app.platform.db
    expect(await db.selectFrom('gallery_photo_consents').selectAll().where('player_id', '=', kim.id).execute()).toEqual(
      [],
    )
    const row = await db
      .selectFrom('gallery_photos')
      .select('player_ids')
      .where('id', '=', photo.id)
      .executeTakeFirstOrThrow()
    expect(row.player_ids).toEqual([])
    expect(await idsSeenBy(pat)).toContain(photo.id)
  })

  describe('a coach blurring a region', () => {
    const SIDE = 320
    /** Noise: every pixel its own, so any pixel of the original left in the region would show. */
    const noisyPng = () => {
      const pixels = Buffer.alloc(SIDE * SIDE * 3)
      for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256)
      return sharp(pixels, { raw: { width: SIDE, height: SIDE, channels: 3 } })
        .png()
        .toBuffer()
    }
    const grey = async (bytes: Buffer) => {
      const { data, info } = await sharp(bytes).greyscale().raw().toBuffer({ resolveWithObject: true })
      return { data, width: info.width, height: info.height }
    }

    it('makes new files with the region unrecognisable, and the old ones are gone', async () => {
      const photo = await uploaded(olly, [], await noisyPng())
      const before = await app.platform.db
        .selectFrom('gallery_photos')
        .select(['display_key', 'thumbnail_key'])
        .where('id', '=', photo.id)
        .executeTakeFirstOrThrow()
      const region = { x: 0.25, y: 0.25, width: 0.5, height: 0.5 }
      const shownBefore = (await fetchFile(photo.display.url, olly)).rawPayload

      const refused = await app.inject({
        method: 'POST',
        url: `/api/gallery/photos/${photo.id}/blur`,
        headers: as(olly),
        payload: { region, variant: photo.variant },
      })
      expect(refused.statusCode).toBe(403)
      const blurOnce = () =>
        app.inject({
          method: 'POST',
          url: `/api/gallery/photos/${photo.id}/blur`,
          headers: { ...as(team.coach), 'idempotency-key': `blur-${photo.id}` },
          payload: { region, variant: photo.variant },
        })
      const response = await blurOnce()
      expect(response.statusCode, response.body).toBe(200)
      const blurred = response.json<PhotoView>()
      // Sent again (no answer reached the phone): answered as the first time, its files left alone.
      const retried = await blurOnce()
      expect(retried.statusCode, retried.body).toBe(200)
      expect(retried.json<PhotoView>().variant).toBe(blurred.variant)
      expect((await fetchFile(blurred.display.url, olly)).statusCode).toBe(200)
      expect(blurred.variant).not.toBe(photo.variant)
      expect(blurred.display.url).not.toBe(photo.display.url)

      // The old addresses answer 404 to everyone, and their files are deleted.
      for (const url of [photo.display.url, photo.thumbnail.url]) {
        expect((await fetchFile(url, team.coach)).statusCode, url).toBe(404)
        expect((await fetchFile(url, olly)).statusCode, url).toBe(404)
      }
      expect(await app.storage.get(before.display_key)).toBeNull()
      expect(await app.storage.get(before.thumbnail_key)).toBeNull()

      // A blur made from the files it replaced is refused: it would undo this one.
      const stale = await app.inject({
        method: 'POST',
        url: `/api/gallery/photos/${photo.id}/blur`,
        headers: as(team.coach),
        payload: { region, variant: photo.variant },
      })
      expect(stale.statusCode).toBe(409)

      const original = await grey(shownBefore)
      for (const url of [blurred.display.url, blurred.thumbnail.url]) {
        const file = await fetchFile(url, olly)
        expect(file.statusCode, url).toBe(200)
        const now = await grey(file.rawPayload)
        // The original at the variant's size, so each pixel is compared with where it was.
        const was = await grey(
          await sharp(original.data, { raw: { width: original.width, height: original.height, channels: 1 } })
            .resize(now.width, now.height, { fit: 'fill' })
            .png()
            .toBuffer(),
        )
        const box = regionInPixels(region, now.width, now.height)
        const inside = (x: number, y: number) => now.data[y * now.width + x]!
        // Within the region (its edge blends with the photo by a few pixels), no block of 4 × 4 pixels is the
        // original's, and the noise is gone: neighbouring pixels hardly differ.
        const margin = Math.ceil(box.width / 12)
        let blocks = 0
        for (let y = box.top + margin; y + 4 <= box.top + box.height - margin; y += 4)
          for (let x = box.left + margin; x + 4 <= box.left + box.width - margin; x += 4) {
            let difference = 0
            for (let dy = 0; dy < 4; dy++)
              for (let dx = 0; dx < 4; dx++)
                difference += Math.abs(inside(x + dx, y + dy) - was.data[(y + dy) * was.width + x + dx]!)
            expect(difference / 16, `block at ${x},${y} of ${url}`).toBeGreaterThan(12)
            blocks++
          }
        expect(blocks).toBeGreaterThan(10)
        let steps = 0
        let count = 0
        for (let y = box.top + margin; y < box.top + box.height - margin; y++)
          for (let x = box.left + margin; x + 1 < box.left + box.width - margin; x++) {
            steps += Math.abs(inside(x + 1, y) - inside(x, y))
            count++
          }
        expect(steps / count, `the region of ${url} is smooth`).toBeLessThan(4)
      }
    })
  })
})
