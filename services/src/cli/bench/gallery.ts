import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import type { PhotoUploaded } from '@teamspace/domain/gallery/gallery.events'
import type { PhotoPage, PhotoView } from '@teamspace/domain/gallery/gallery.schemas'
import { photoTags } from '@teamspace/domain/gallery/gallery.schemas'
import { sql } from 'kysely'
import { nanoid } from 'nanoid'
import sharp from 'sharp'
import { projections } from '../../app'
import { rebuildProjection } from '../../platform/projections/rebuild'
import { createBenchDatabase, median, minMedianMax, positive, setUpTeam, startServer } from './harness'

/** Photos uploaded through the API; the rest of the gallery shares their files. */
const UPLOADED = 20

export const usage = `  gallery  [--photos N] [--runs N]
                           a team's gallery of N photos (default 2000; ${UPLOADED} uploaded through the API, the rest seeded
                           as PhotoUploaded events and projected by the gallery projection's rebuild, sharing the
                           uploaded photos' files); a fresh connection then asks for the grid's first page and its
                           first thumbnail, N times (default 5): min / median / max; prints
                           gallery_first_thumbnail_ms=<median> last.`

/** One GET on a fresh connection: the time to the whole response, and its body. */
const timedGet = (agent: http.Agent, url: string, headers: Record<string, string>) =>
  new Promise<{ ms: number; status: number; body: Buffer; type: string }>((resolve, reject) => {
    const started = performance.now()
    http
      .get(url, { agent, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            ms: performance.now() - started,
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks),
            type: String(response.headers['content-type'] ?? ''),
          }),
        )
      })
      .on('error', reject)
  })

/**
 * A photo as a phone might send it: 1600 × 1200 with detail at every scale (coarse noise enlarged, fine noise over
 * it), so that its renditions weigh what a real photo's do rather than a flat colour's.
 */
const photoBytes = async (i: number) => {
  const coarse = await sharp({
    create: {
      width: 80,
      height: 60,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 110 + i, sigma: 60 },
    },
  })
    .resize(1600, 1200, { kernel: 'cubic' })
    .png()
    .toBuffer()
  const fine = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 4,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .ensureAlpha(0.25)
    .png()
    .toBuffer()
  return sharp(coarse)
    .composite([{ input: fine, blend: 'soft-light' }])
    .jpeg({ quality: 85 })
    .toBuffer()
}

const uploadForm = (bytes: Buffer, caption: string, tags: readonly string[]) => {
  const boundary = `----bench-${nanoid(8)}`
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      bytes,
      Buffer.from('\r\n'),
      field('caption', caption),
      ...tags.map((tag) => field('tags', tag)),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
  }
}

const post = (url: string, headers: Record<string, string>, body: Buffer) =>
  new Promise<string>((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(body.length) } },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () =>
          (response.statusCode ?? 0) >= 400 ? reject(new Error(`${response.statusCode} ${text}`)) : resolve(text),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })

/**
 * The gallery's grid on a phone's first visit: a team with `photos` photos, the first page of the grid and its
 * first thumbnail, each on a fresh connection, as the real server (a process of its own) answers them.
 */
export const runGalleryBench = async ({ photos, runs }: { photos: number; runs: number }) => {
  const bench = await createBenchDatabase()
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'teamspace-bench-gallery-'))
  const server = await startServer(bench.url, { env: { DATA_DIR: dataDir } })
  try {
    const { sessions } = await setUpTeam(server.origin, 1)
    const coach = sessions[0]!
    const me = (await coach.call('GET', '/api/auth/session')) as { user: { id: string; teamId: string } }
    const { id: userId, teamId } = me.user
    const headers = { origin: server.origin, cookie: coach.cookie() }

    const seeding = performance.now()
    const uploaded: PhotoView[] = []
    for (let i = 0; i < Math.min(UPLOADED, photos); i++) {
      const form = uploadForm(await photoBytes(i), `Uploaded photo ${i}`, [photoTags[i % photoTags.length]!])
      const text = await post(
        `${server.origin}/api/gallery/photos`,
        {
          ...headers,
          'content-type': form.contentType,
          'idempotency-key': nanoid(),
        },
        form.body,
      )
      uploaded.push(JSON.parse(text) as PhotoView)
    }
    const files = await bench.owner.db
      .selectFrom('gallery_photos')
      .selectAll()
      .where('team_id', '=', teamId)
      .orderBy('created_at')
      .execute()

    // The rest as facts in the log, each a day's minute apart and older than the uploads, then the gallery
    // projection's own rebuild from the log: the read rows a gallery of that size would have.
    const seeded = Math.max(0, photos - files.length)
    const start = Date.parse(files[0]?.created_at.toISOString() ?? new Date().toISOString())
    const rows = Array.from({ length: seeded }, (_, i) => {
      const source = files[i % files.length]!
      const photoId = `seed-${i}-${nanoid(8)}`
      const data: PhotoUploaded['data'] = {
        teamId,
        photoId,
        uploadedBy: userId,
        caption: `Seeded photo ${i}`,
        tags: [photoTags[i % photoTags.length]!, ...(i % 4 === 0 ? [photoTags[(i + 3) % photoTags.length]!] : [])],
        sourceType: source.source_type,
        sourceBytes: source.source_bytes,
        animated: false,
        display: {
          key: source.display_key,
          width: source.display_width,
          height: source.display_height,
          bytes: 0,
          contentType: source.display_type,
        },
        thumbnail: {
          key: source.thumbnail_key,
          width: source.thumbnail_width,
          height: source.thumbnail_height,
          bytes: 0,
          contentType: source.thumbnail_type,
        },
        uploadedAt: new Date(start - (i + 1) * 60_000).toISOString(),
      }
      return { stream_id: `photo-${photoId}`, team_id: teamId, data, recorded_at: data.uploadedAt }
    })
    for (let i = 0; i < rows.length; i += 1000) {
      await sql`
        insert into events (stream_id, stream_version, type, schema_version, team_id, data, metadata)
        select r.stream_id, 1, 'PhotoUploaded', 1, r.team_id, r.data,
               jsonb_build_object('teamId', r.team_id, 'actor', null, 'commandId', 'seed-' || r.stream_id,
                                  'correlationId', 'seed', 'recordedAt', r.recorded_at, 'schemaVersion', 1)
        from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + 1000))}::jsonb)
          as r(stream_id text, team_id text, data jsonb, recorded_at text)`.execute(bench.owner.db)
    }
    await rebuildProjection(bench.owner.db, projections.byName('gallery')!)
    await sql`analyze gallery_photos`.execute(bench.owner.db)
    const total = await bench.owner.db
      .selectFrom('gallery_photos')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('team_id', '=', teamId)
      .executeTakeFirstOrThrow()
    console.log(
      `gallery of ${total.n} photos: ${uploaded.length} uploaded through the API (1600 × 1200 JPEGs), ${seeded} ` +
        `seeded as PhotoUploaded events and projected by the gallery projection's rebuild, sharing their files; ` +
        `${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    )

    const pages: number[] = []
    const thumbnails: number[] = []
    const firstThumbnail: number[] = []
    let thumbnailSize = 0
    let pageSize = 0
    for (let run = 0; run < runs; run++) {
      // A fresh connection each time, as a phone opening the page; kept alive from the list to its thumbnail.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      try {
        const page = await timedGet(agent, `${server.origin}/api/gallery/photos`, headers)
        if (page.status !== 200) throw new Error(`the grid's page: ${page.status} ${page.body.toString()}`)
        const body = JSON.parse(page.body.toString('utf8')) as PhotoPage
        if (Number(body.total) !== Number(total.n)) throw new Error(`the page counts ${body.total} photos`)
        const first = body.photos[0]!
        const thumbnail = await timedGet(agent, `${server.origin}${first.thumbnail.url}`, headers)
        if (thumbnail.status !== 200 || !thumbnail.type.startsWith('image/'))
          throw new Error(`the first thumbnail: ${thumbnail.status}`)
        pages.push(page.ms)
        thumbnails.push(thumbnail.ms)
        firstThumbnail.push(page.ms + thumbnail.ms)
        thumbnailSize = thumbnail.body.length
        pageSize = page.body.length
      } finally {
        agent.destroy()
      }
    }
    console.log(`${runs} runs, each on a fresh connection; min / median / max:`)
    console.log(
      `  GET /api/gallery/photos (first page of 60, ${(pageSize / 1024).toFixed(1)} KiB): ${minMedianMax(pages)}`,
    )
    console.log(
      `  GET its first thumbnail (${(thumbnailSize / 1024).toFixed(1)} KiB WebP): ${minMedianMax(thumbnails)}`,
    )
    console.log(`  page + first thumbnail: ${minMedianMax(firstThumbnail)}`)
    console.log(`gallery_first_page_ms=${median(pages).toFixed(1)}`)
    console.log(`gallery_first_thumbnail_ms=${median(firstThumbnail).toFixed(1)}`)
    return 0
  } finally {
    await server.stop()
    await bench.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

export const run = async (argv: readonly string[]) => {
  const { values } = parseArgs({
    args: [...argv],
    options: { photos: { type: 'string', default: '2000' }, runs: { type: 'string', default: '5' } },
  })
  const photos = positive(values.photos, 100_000)
  const runs = positive(values.runs, 100)
  if (!photos || !runs) return null
  return runGalleryBench({ photos: Math.round(photos), runs: Math.round(runs) })
}
