import {
  galleryLimits,
  galleryMessages,
  type PhotoPage,
  type PhotoView,
} from '@teamspace/domain/gallery/gallery.schemas'
import exifr from 'exifr'
import sharp from 'sharp'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import {
  animatedGif,
  galleryForm,
  hugePngHeader,
  jpegWithGps,
  multipartForm,
  sampleJpeg,
  tiffOfExifChunk,
  webpChunks,
  postToGallery,
} from '../../../test/photo-upload'
import type { Member, TeamContext } from '../../../test/route-fixtures'
import { startS3rver } from '../../../test/s3-servers'
import { openLivePage } from '../../../test/live-notices'
import { HILLSIDE, RIVERSIDE, numbered, sessionAppWithTwoTeams } from '../../../test/team-apps'
import { onDisk, onS3, type StorageUnderTest } from '../../../test/storages'
import { projections, type App } from '../../app'
import { verifyProjection } from '../../platform/projections/rebuild'
import type { FileStorage } from '../../platform/storage/storage'
import { removeDeletedPhotoFiles } from './gallery.files'

const t = useTestDatabase()

/** The real storage, with a switch that makes removals fail (an unreachable bucket). */
class SwitchableStorage implements FileStorage {
  failRemovals = false
  constructor(readonly inner: FileStorage) {}
  put(key: string, bytes: Buffer, options?: { contentType?: string }) {
    return this.inner.put(key, bytes, options)
  }
  get(key: string) {
    return this.inner.get(key)
  }
  delete(key: string) {
    return this.inner.delete(key)
  }
  deleteFolder(folder: string, options?: { except?: string }) {
    if (this.failRemovals) return Promise.reject(new Error('storage unreachable'))
    return this.inner.deleteFolder(folder, options)
  }
}

const storages: StorageUnderTest[] = [
  { name: 'disk', start: onDisk('teamspace-gallery-') },
  { name: 'S3 (s3rver on loopback)', start: onS3(startS3rver) },
]

let teamCount = 0

const gallerySuite = ({ name, start }: StorageUnderTest) => {
  let app: App
  let storage: SwitchableStorage
  let stop: () => Promise<void>
  let team: TeamContext
  let other: TeamContext
  const warnings: string[] = []

  beforeAll(async () => {
    const started = await start()
    stop = started.stop
    storage = new SwitchableStorage(started.storage)
    const n = ++teamCount
    ;({ app, team, other } = await sessionAppWithTwoTeams(
      t.database,
      {
        storage,
        subscriberPollMs: 200,
        logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } },
      },
      { team: numbered(RIVERSIDE, n), other: numbered(HILLSIDE, n) },
    ))
    await app.ready()
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await stop?.()
  })

  const as = (member?: Member) => ({ origin: ORIGIN, ...(member ? { cookie: member.cookie } : {}) })

  const upload = (
    bytes: Buffer,
    options: {
      member?: Member
      filename?: string
      type?: string
      caption?: string
      tags?: string[]
      key?: string
    } = {},
  ) => {
    const form = galleryForm(bytes, options)
    const member = as(options.member ?? team.parent)
    return postToGallery(app, options.key ? { ...member, 'idempotency-key': options.key } : member, form)
  }
  const uploaded = async (bytes: Buffer, options: Parameters<typeof upload>[1] = {}) => {
    const response = await upload(bytes, options)
    expect(response.statusCode, response.body).toBe(201)
    return response.json<PhotoView>()
  }
  const list = async (member: Member, query: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url: '/api/gallery/photos', headers: as(member), query })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<PhotoPage>()
  }
  const fetchFile = (url: string, member?: Member) => app.inject({ method: 'GET', url, headers: as(member) })
  const remove = (id: string, member: Member) =>
    app.inject({ method: 'DELETE', url: `/api/gallery/photos/${id}`, headers: as(member) })
  const keysOf = async (id: string) =>
    app.platform.db
      .selectFrom('gallery_photos')
      .select(['display_key', 'thumbnail_key'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  const eventCount = async () =>
    Number((await sql<{ n: string }>`select count(*)::text as n from events`.execute(app.platform.db)).rows[0]!.n)

  describe('photos', () => {
    it('stores a phone photo upright, re-encoded, with no EXIF or GPS left', async () => {
      const source = await jpegWithGps(80, 40)
      expect(await exifr.gps(source), 'the upload carries a position').toMatchObject({ latitude: 51.5 })
      const view = await uploaded(source, { caption: '  First goal of the season  ', tags: ['game', 'celebration'] })
      expect(view).toMatchObject({
        caption: 'First goal of the season',
        tags: ['game', 'celebration'],
        uploadedBy: team.parent.userId,
        uploadedByName: team.parent.name,
        contentType: 'image/jpeg',
        fileSize: source.length,
        animated: false,
        canDelete: true,
        // The address names its team: an <img> cannot send the X-Team header.
        thumbnail: { url: `/api/gallery/photos/${view.id}/thumbnail?team=${team.teamId}` },
        display: { url: `/api/gallery/photos/${view.id}/display?team=${team.teamId}` },
      })
      // Turned a quarter by its orientation: 80 × 40 becomes 40 × 80.
      expect(view.display).toMatchObject({ width: 40, height: 80 })

      const keys = await keysOf(view.id)
      expect(keys.display_key).toBe(`teams/${team.teamId}/photos/${view.id}/display.webp`)
      for (const key of [keys.display_key, keys.thumbnail_key]) {
        const stored = await storage.get(key)
        expect(stored, key).not.toBeNull()
        const chunks = webpChunks(stored!)
        expect(
          chunks.map((c) => c.name).filter((n) => ['EXIF', 'XMP ', 'ICCP'].includes(n)),
          key,
        ).toEqual([])
        const meta = await sharp(stored!).metadata()
        expect(meta).toMatchObject({ format: 'webp', width: 40, height: 80 })
        expect([meta.exif, meta.xmp, meta.icc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined])
        // Whatever EXIF block there could be, an EXIF reader finds no position in it, nor a camera.
        const exif = chunks.find((c) => c.name === 'EXIF')?.data
        const tiff = exif && tiffOfExifChunk(exif)
        expect(tiff ? await exifr.gps(tiff) : undefined).toBeUndefined()
        expect(tiff ? await exifr.parse(tiff) : undefined).toBeUndefined()
      }
      // The checker would have seen one: the same photo re-encoded keeping its EXIF carries the position.
      const kept = webpChunks(await sharp(source).keepExif().webp().toBuffer()).find((c) => c.name === 'EXIF')
      expect(kept && (await exifr.gps(tiffOfExifChunk(kept.data)))).toMatchObject({ latitude: 51.5 })
    })

    it('takes a PNG and a WebP, and keeps an animated GIF animated', async () => {
      const png = await sharp({ create: { width: 30, height: 20, channels: 4, background: '#c33a' } })
        .png()
        .toBuffer()
      expect(await uploaded(png, { filename: 'drawing.png', type: 'image/png' })).toMatchObject({
        contentType: 'image/png',
        animated: false,
      })
      const webp = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#3c3' } })
        .webp()
        .toBuffer()
      expect(await uploaded(webp, { filename: 'x.webp', type: 'image/webp' })).toMatchObject({
        contentType: 'image/webp',
      })

      const gif = await uploaded(await animatedGif(4), { filename: 'dance.gif', type: 'image/gif', tags: ['team'] })
      expect(gif).toMatchObject({ contentType: 'image/gif', animated: true, display: { width: 24, height: 24 } })
      const display = await fetchFile(gif.display.url, team.coach)
      expect(display.statusCode).toBe(200)
      const meta = await sharp(display.rawPayload, { animated: true }).metadata()
      expect(meta).toMatchObject({ format: 'webp', pages: 4 })
      const thumbnail = await fetchFile(gif.thumbnail.url, team.coach)
      expect((await sharp(thumbnail.rawPayload).metadata()).pages ?? 1).toBe(1)
    })

    it('refuses HTML, SVG and text named .jpg, by their bytes, and leaves nothing behind', async () => {
      const before = await eventCount()
      const svg = Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
          '<script>alert(1)</script><rect width="10" height="10"/></svg>',
      )
      for (const bytes of [
        Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
        svg,
        Buffer.from('just some text, not a photo'),
        Buffer.from('GIF89a but not really'),
      ]) {
        const response = await upload(bytes, { filename: 'holiday.jpg', type: 'image/jpeg' })
        expect(response.statusCode, bytes.toString().slice(0, 20)).toBe(400)
        expect(response.json()).toMatchObject({ error: { message: galleryMessages.invalidType } })
      }
      // Even one that declares itself an SVG.
      expect((await upload(svg, { filename: 'logo.svg', type: 'image/svg+xml' })).statusCode).toBe(400)
      expect(await eventCount()).toBe(before)
    })

    it('refuses a 20,000 × 20,000 PNG from its header, quickly', async () => {
      const bomb = hugePngHeader(20_000, 20_000)
      expect(bomb.length).toBeLessThan(200)
      const started = performance.now()
      const response = await upload(bomb, { filename: 'huge.png', type: 'image/png' })
      const took = performance.now() - started
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ error: { message: galleryMessages.tooManyPixels } })
      expect(took).toBeLessThan(1_000)
    })

    it('refuses a file over 5 MB, an unknown tag and a long caption with their messages', async () => {
      const big = Buffer.concat([await sampleJpeg(), Buffer.alloc(galleryLimits.maxFileBytes)])
      const tooBig = await upload(big)
      expect(tooBig.statusCode).toBe(400)
      expect(tooBig.json()).toMatchObject({ error: { message: galleryMessages.tooLarge } })
      const tag = await upload(await sampleJpeg(), { tags: ['game', 'holiday'] })
      expect(tag.statusCode).toBe(400)
      expect(tag.json()).toMatchObject({ error: { message: galleryMessages.unknownTag } })
      const caption = await upload(await sampleJpeg(), { caption: 'x'.repeat(501) })
      expect(caption.statusCode).toBe(400)
      expect(caption.json()).toMatchObject({ error: { message: galleryMessages.captionLong } })
    })

    it('takes tags as one comma-separated field, each once', async () => {
      const form = multipartForm([
        { name: 'tags', value: 'practice, training,practice' },
        { name: 'photo', filename: 'a.jpg', type: 'image/jpeg', bytes: await sampleJpeg() },
      ])
      const response = await postToGallery(app, as(team.parent), form)
      expect(response.statusCode, response.body).toBe(201)
      expect(response.json<PhotoView>()).toMatchObject({ tags: ['practice', 'training'], caption: '' })
    })

    it('acts once on a retried upload (the same Idempotency-Key), leaving one photo', async () => {
      const bytes = await sampleJpeg(20, 20, '#abc')
      const first = await uploaded(bytes, { key: `retry-${name.length}-0001`, caption: 'Retried' })
      const again = await uploaded(bytes, { key: `retry-${name.length}-0001`, caption: 'Retried' })
      expect(again).toEqual(first)
      expect((await list(team.parent, { search: 'Retried' })).total).toBe(1)
    })

    it('serves the files to the team only: never kept by the browser’s cache, never sniffed', async () => {
      const view = await uploaded(await sampleJpeg())
      for (const url of [view.thumbnail.url, view.display.url]) {
        const response = await fetchFile(url, team.coach)
        expect(response.statusCode).toBe(200)
        expect(response.headers).toMatchObject({
          'content-type': 'image/webp',
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        })
        expect(response.rawPayload.toString('latin1', 8, 12)).toBe('WEBP')
        expect((await fetchFile(url)).statusCode).toBe(401)
        expect((await fetchFile(url, other.parent)).statusCode).toBe(404)
        expect((await fetchFile(url, other.coach)).statusCode).toBe(404)
      }
      expect((await app.inject({ method: 'GET', url: '/api/gallery/photos' })).statusCode).toBe(401)
      expect((await list(other.coach)).photos.some((p) => p.id === view.id)).toBe(false)
      expect((await remove(view.id, other.parent)).statusCode).toBe(404)
    })

    it('lets only the uploader delete; the record goes, then the stored files', async () => {
      const view = await uploaded(await sampleJpeg())
      const keys = await keysOf(view.id)
      expect((await list(team.coach)).photos.find((p) => p.id === view.id)?.canDelete).toBe(false)
      const refused = await remove(view.id, team.coach)
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toMatchObject({ error: { message: galleryMessages.notUploader } })

      expect((await remove(view.id, team.parent)).statusCode).toBe(204)
      expect((await list(team.parent)).photos.some((p) => p.id === view.id)).toBe(false)
      expect((await fetchFile(view.display.url, team.parent)).statusCode).toBe(404)
      const again = await remove(view.id, team.parent)
      expect(again.statusCode).toBe(404)
      expect(again.json()).toMatchObject({ error: { message: galleryMessages.notFound } })
      await expect
        .poll(async () => [await storage.get(keys.display_key), await storage.get(keys.thumbnail_key)])
        .toEqual([null, null])
    })

    it('only warns when the files cannot be removed, and removes them on a later try', async () => {
      const view = await uploaded(await sampleJpeg())
      const keys = await keysOf(view.id)
      storage.failRemovals = true
      try {
        expect((await remove(view.id, team.parent)).statusCode).toBe(204)
        await expect
          .poll(
            async () =>
              (
                await app.platform.db
                  .selectFrom('gallery_file_removals')
                  .select(['attempts', 'last_error'])
                  .where('photo_id', '=', view.id)
                  .executeTakeFirst()
              )?.last_error,
          )
          .toBe('storage unreachable')
        expect(warnings.some((line) => line.includes("a deleted photo's files could not be removed"))).toBe(true)
        expect(await storage.get(keys.display_key)).not.toBeNull()
      } finally {
        storage.failRemovals = false
      }
      // Its next attempt falls due (here at once rather than in 10 s).
      await app.platform.db
        .updateTable('gallery_file_removals')
        .set({ next_attempt_at: new Date(0) })
        .where('photo_id', '=', view.id)
        .execute()
      // The app's own removal job may claim the row first (it runs beside the test); either of them removes the files.
      await expect
        .poll(async () => {
          await removeDeletedPhotoFiles(app.platform.db, storage, app.log, new AbortController().signal)
          return storage.get(keys.display_key)
        })
        .toBeNull()
      expect(await storage.get(keys.thumbnail_key)).toBeNull()
      const left = await app.platform.db
        .selectFrom('gallery_file_removals')
        .select('folder')
        .where('photo_id', '=', view.id)
        .execute()
      expect(left).toEqual([])
    })

    it('pages newest or oldest first, filters by tag, searches caption and uploader, and counts', async () => {
      const coachMember = team.coach
      const uploader = await team.addMember('parent')
      const ids: string[] = []
      const tiny = await sampleJpeg(8, 8)
      for (let i = 0; i < galleryLimits.pageSize + 5; i++) {
        const tags = i % 3 === 0 ? ['tournament'] : i % 3 === 1 ? ['awards', 'training'] : []
        const member = i % 2 === 0 ? uploader : coachMember
        ids.push((await uploaded(tiny, { member, caption: `Paging shot ${i}`, tags })).id)
      }
      const query = { search: 'Paging shot' }
      const first = await list(team.parent, query)
      expect(first.total).toBe(ids.length)
      expect(first.photos).toHaveLength(galleryLimits.pageSize)
      expect(first.nextCursor).not.toBeNull()
      const second = await list(team.parent, { ...query, cursor: first.nextCursor! })
      expect(second.photos).toHaveLength(5)
      expect(second.nextCursor).toBeNull()
      const newestFirst = [...first.photos, ...second.photos].map((p) => p.id)
      expect(newestFirst).toEqual([...ids].reverse())

      const oldest = await list(team.parent, { ...query, sort: 'oldest' })
      const oldestNext = await list(team.parent, { ...query, sort: 'oldest', cursor: oldest.nextCursor! })
      expect([...oldest.photos, ...oldestNext.photos].map((p) => p.id)).toEqual(ids)

      const tagged = await list(team.parent, { ...query, tag: 'tournament' })
      expect(tagged.total).toBe(ids.filter((_, i) => i % 3 === 0).length)
      expect(tagged.photos.every((p) => p.tags.includes('tournament'))).toBe(true)

      const byName = await list(team.parent, { search: uploader.name })
      expect(byName.total).toBe(Math.ceil(ids.length / 2))
      expect(byName.photos.every((p) => p.uploadedByName === uploader.name)).toBe(true)
      expect((await list(team.parent, { search: 'shot 64' })).photos.map((p) => p.id)).toEqual([ids[64]])
      expect((await list(team.parent, { search: '100%_' })).total).toBe(0)

      // The chips: each tag once, the one on the newest photo first (the last upload was tagged awards and
      // training, the one before it tournament).
      const { tags } = await list(team.parent)
      expect(tags.slice(0, 3)).toEqual(['awards', 'training', 'tournament'])
      expect(new Set(tags).size).toBe(tags.length)
      expect(tags.length).toBeLessThanOrEqual(galleryLimits.tagChips)

      const bad = await app.inject({
        method: 'GET',
        url: '/api/gallery/photos?cursor=not-a-cursor',
        headers: as(team.parent),
      })
      expect(bad.statusCode).toBe(400)
      const badTag = await app.inject({
        method: 'GET',
        url: '/api/gallery/photos?tag=holiday',
        headers: as(team.parent),
      })
      expect(badTag.statusCode).toBe(400)
    }, 120_000)

    it('tells the team’s open pages when a photo is uploaded or deleted', async () => {
      const live = await openLivePage(app, team.coach)
      const heard = () => live.heard(['gallery'])
      try {
        const view = await uploaded(await sampleJpeg())
        await heard()
        expect((await remove(view.id, team.parent)).statusCode).toBe(204)
        await heard()
      } finally {
        live.close()
      }
    })

    it('keeps the read table equal to a rebuild from the log', async () => {
      expect(await verifyProjection(t.owner.db, projections.byName('gallery')!)).toEqual([])
    })
  })
}

for (const storage of storages) describe(`the gallery on ${storage.name} storage`, () => gallerySuite(storage))
