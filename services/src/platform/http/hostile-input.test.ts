import { errorBodySchema } from '@teamspace/domain/shared/error-body.schemas'
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { sql } from 'kysely'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ORIGIN, buildSessionApp, createInvite, registerWith, setUpTeam, type Founder } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { galleryForm } from '../../../test/photo-upload'
import type { HostileInputTeam, RouteFixture } from '../../../test/route-fixtures'
import type { App } from '../../app'
import type { ApiRoute } from './access'

/**
 * Every route, every field, a corpus of hostile values: what comes back is a 4xx in the app's error shape (or a
 * 2xx where the value is in fact acceptable), never a 5xx, and a refused request leaves the event log as it was.
 * The routes and their fields come from the route table and each route's schema, so a new route is covered the
 * day it is added. CI sends a bounded sample; `npm run fuzz` (FUZZ_RUNS) sends the whole corpus and random values.
 */

const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 0)
const FULL = FUZZ_RUNS > 0
const SEED = Number(process.env.FUZZ_SEED ?? 20261124)

const t = useTestDatabase()
let app: App
let coach: Founder
const ids: Record<string, string> = {}

const COACH_PASSWORD = 'secret123'
const databaseRefusals: string[] = []

const pngBytes = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 0, b: 0 } } })
    .png()
    .toBuffer()

beforeAll(async () => {
  ;({ app } = await buildSessionApp(t.database, {
    authRateLimit: 1_000_000,
    // A value the database refused is answered 400, but it means a schema let it through: the test counts them.
    logger: { level: 'warn', stream: { write: (line: string) => void databaseRefusals.push(line) } },
  }))
  coach = await setUpTeam(app)
  const headers = { origin: ORIGIN, cookie: coach.cookie }
  /** Makes something as the coach (a JSON body unless `form` is given) and returns its id. */
  const created = async (url: string, payload: object, form?: { contentType: string; payload: Buffer }) => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: form ? { ...headers, 'content-type': form.contentType } : headers,
      payload: form ? form.payload : payload,
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json<{ id: string }>().id
  }
  // The coach is also this player's parent, so availability for them goes past the family check.
  ids.playerId = await created('/api/players', { name: 'Real Player', parentEmails: [coach.email] })
  ids.statLineId = await created('/api/stats', { playerId: ids.playerId, gameDate: '2026-05-01', goals: 1 })
  const invite = await createInvite(app, coach.cookie, 'parent_guardian')
  ids.id = invite.id
  ids.code = invite.code
  ids.calendarEventId = await created('/api/calendar-events', setUpBody('POST /api/calendar-events'))
  ids.votingId = await created('/api/votings/custom', { title: 'Friendly vs Lakeside', date: '2026-05-01' })
  ids.newsArticleId = await created('/api/news', setUpBody('POST /api/news'))
  ids.needId = await created('/api/volunteer-needs', {
    calendarEventId: ids.calendarEventId,
    type: 'snacks',
    slotsNeeded: 50,
  })
  const photoForm = galleryForm(await pngBytes(), { filename: 'team.png', type: 'image/png', tags: ['team'] })
  ids.photoId = await created('/api/gallery/photos', {}, photoForm)
  ids.threadId = await created('/api/chat/threads', setUpBody('POST /api/chat/threads'))
  ids.messageId = await created(`/api/chat/threads/${ids.threadId}/messages`, { content: 'Who drives on Sunday?' })
  // A second member, so a member's id in a path is a real one (and never the coach's own).
  const parent = await registerWith(app, (await createInvite(app, coach.cookie, 'volunteer')).code)
  ids.userId = parent.userId
  // A history of the team's player: /api/history/:kind/:itemId.
  ids.kind = 'player'
  ids.itemId = ids.playerId
}, 120_000)
afterAll(() => app?.close())

// ---- The valid request each route starts from; one value at a time is then made hostile ----

/**
 * Each route's fixture, beside its routes in `<feature>.fixtures.ts` (as the authorization matrix finds them): the
 * valid body a route that takes one starts from (`validBody`), and whether its body is a file form (`multipart`).
 */
const fixtureModules = import.meta.glob<{ fixtures: RouteFixture[] }>(
  ['../../features/*/*.fixtures.ts', '../*/*.fixtures.ts'],
  { eager: true },
)
const fixtures = new Map(
  Object.entries(fixtureModules).flatMap(([file, module]) =>
    module.fixtures.map(({ route, fixture }) => [route as string, { fixture, file }] as const),
  ),
)

/** The team every request is sent in, as a route's valid body names it. */
const hostileTeam = (): HostileInputTeam => ({
  coach: { email: coach.email, teamId: coach.teamId, password: COACH_PASSWORD },
  // Filled in before the first request; a valid body asked for while setting up names none yet.
  ids: ids as unknown as HostileInputTeam['ids'],
})

/** The valid body of a route (by its key, `POST /api/players`), if it takes one. */
const validBodyOf = (key: string) => fixtures.get(key)?.fixture.validBody?.(hostileTeam())

/** The valid body of a route the setup makes something with: one its fixture must give. */
const setUpBody = (key: string) => {
  const body = validBodyOf(key)
  if (!body) throw new Error(`${key} has no validBody in its route fixture`)
  return body
}

/** Routes whose body is a file, not JSON. */
const multipartRoutes = new Set([...fixtures].flatMap(([key, { fixture }]) => (fixture.multipart ? [key] : [])))

// ---- The corpus ----

const protoObject = (): unknown =>
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}')
const nested = (depth: number) => {
  let value: unknown = 'bottom'
  for (let i = 0; i < depth; i++) value = { a: value }
  return value
}

/** The values tried in every field: the ones the review found first, so a CI sample always has them. */
const coreValues: unknown[] = ['a\u0000b', 'x\uD800y', 1e308, { a: 1 }, ['x'], '2015-02-30']

const allValues: unknown[] = [
  ...coreValues,
  '\u0000',
  '\uDFFF',
  '\uDC00\uD800',
  'x'.repeat(1024 * 1024),
  'x'.repeat(100_000),
  -1e308,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -1,
  0.5,
  -0.5,
  0,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '0x10',
  '2024-13-45',
  '0000-01-01',
  '9999-12-31',
  '2015-02-29',
  '__proto__',
  'constructor',
  'prototype',
  protoObject(),
  nested(200),
  [],
  [[[]]],
  {},
  true,
  false,
  null,
  '',
  ' ',
  '\u202E\u200B',
  '🙂'.repeat(100),
  "'; drop table events; --",
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
]

/** Whole bodies (rather than one field) that no route should choke on. */
const hostileBodies: { name: string; payload: string; contentType: string }[] = [
  { name: 'an array', payload: '[]', contentType: 'application/json' },
  { name: 'a string', payload: '"text"', contentType: 'application/json' },
  { name: 'a number', payload: '1e999', contentType: 'application/json' },
  { name: 'null', payload: 'null', contentType: 'application/json' },
  { name: '__proto__ keys', payload: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
  {
    name: 'constructor.prototype keys',
    payload: '{"constructor":{"prototype":{"admin":true}}}',
    contentType: 'application/json',
  },
  { name: 'malformed JSON', payload: '{"name": ', contentType: 'application/json' },
  { name: 'an empty JSON body', payload: '', contentType: 'application/json' },
  { name: 'a NUL in the JSON', payload: '{"name":"\u0000"}', contentType: 'application/json' },
  { name: 'deep nesting', payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
  { name: 'over the body limit', payload: `{"x":"${'x'.repeat(1024 * 1024 + 10)}"}`, contentType: 'application/json' },
  { name: 'plain text', payload: 'hello', contentType: 'text/plain' },
  { name: 'XML', payload: '<a/>', contentType: 'application/xml' },
  { name: 'a form', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { name: 'multipart without a boundary', payload: 'x', contentType: 'multipart/form-data' },
  { name: 'a broken content type', payload: '{}', contentType: 'application/json; charset=nonsense; ===' },
]

/** Path ids: written into the URL as they are (some are deliberately bad escapes). */
const hostileIds = [
  '%E0%A4%A',
  '%',
  '%ZZ',
  '%00',
  '%ED%A0%80',
  'a'.repeat(65),
  'a'.repeat(101),
  'a'.repeat(5000),
  '__proto__',
  'constructor',
  'prototype',
  '..',
  '%2e%2e',
  '%2F',
  '-1',
  '1e308',
  'NaN',
  'null',
  '%20',
  '%F0%9F%99%82',
  "'%20or%201=1",
]
const coreIds = ['%E0%A4%A', '%00', 'a'.repeat(101), '__proto__', '%ED%A0%80']

// ---- Making requests ----

interface Case {
  readonly name: string
  readonly request: InjectOptions
  /** Sent on every run; the others are sampled in CI. */
  readonly core?: boolean
}

const routeKey = (route: ApiRoute) => `${route.method} ${route.url}`

const pathOf = (url: string, params: Record<string, string> = {}) =>
  url.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? encodeURIComponent(ids[name] ?? 'missing'))

const absentIds = (url: string) =>
  Object.fromEntries([...url.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1]!, 'no-such-id']))

/** Every leaf of a valid body, as a path: `name`, `privacy.showPhone`, `lines.0.goals`. */
const leafPaths = (value: unknown, prefix: (string | number)[] = []): (string | number)[][] => {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((item, index) => leafPaths(item, [...prefix, index]))]
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]))
  return [prefix]
}

const withValueAt = (body: Record<string, unknown>, path: (string | number)[], value: unknown) => {
  const copy = structuredClone(body)
  let target: Record<string | number, unknown> = copy
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>
  const last = path.at(-1)
  if (last === undefined) return value
  // defineProperty: a key named __proto__ becomes a real key of the JSON, not the prototype.
  Object.defineProperty(target, last, { value, enumerable: true, writable: true, configurable: true })
  return copy
}

/** The fields a schema names at its top level (for fields the valid body leaves out). */
const schemaFields = (schema: unknown): string[] => {
  let current = schema as z.ZodType | undefined
  for (let i = 0; i < 5 && current; i++) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape)
    const def = (current as { _zod?: { def?: { in?: z.ZodType; innerType?: z.ZodType; schema?: z.ZodType } } })._zod
      ?.def
    current = def?.in ?? def?.innerType ?? def?.schema
  }
  return []
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The coach's session, in the coach's team. */
const asCoach = () => ({ cookie: coach.cookie, 'x-team': coach.teamId })

const casesFor = (route: ApiRoute): Case[] => {
  const key = routeKey(route)
  const isPublic = route.permission === 'public'
  // Public routes are tried as a signed-out visitor (sign-out would otherwise end the coach's session).
  // Signed in, each request names the coach's team as the web's pages do: creating or joining another team (which
  // moves the session there) leaves the rest of the corpus in this one.
  const baseHeaders: Record<string, string> = isPublic ? { origin: ORIGIN } : { origin: ORIGIN, ...asCoach() }
  const method = route.method as InjectOptions['method']
  const valid = validBodyOf(key)
  const jsonRequest = (url: string, body: unknown): InjectOptions => ({
    method,
    url,
    headers: { ...baseHeaders, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })
  const cases: Case[] = []

  // Path params: each replaced by a hostile id, the others real.
  const paramNames = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!)
  for (const name of paramNames) {
    for (const id of hostileIds) {
      const url = pathOf(route.url, { [name]: id })
      cases.push({
        core: coreIds.includes(id),
        name: `:${name} = ${id.slice(0, 20)}`,
        request: valid ? jsonRequest(url, valid) : { method, url, headers: baseHeaders },
      })
    }
  }

  // Query strings: each field hostile, and given twice (an array where a string belongs).
  for (const field of schemaFields(route.schema.querystring)) {
    for (const value of allValues) {
      const text = typeof value === 'string' ? value : JSON.stringify(value)
      if (text.length > 10_000) continue
      const url = `${pathOf(route.url)}?${field}=${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))}`
      cases.push({
        core: coreValues.includes(value),
        name: `?${field} = ${text.slice(0, 20)}`,
        request: { method, url, headers: baseHeaders },
      })
    }
    cases.push({
      name: `?${field} twice`,
      request: { method, url: `${pathOf(route.url)}?${field}=a&${field}=b`, headers: baseHeaders },
    })
    cases.push({
      name: `?${field} bad escape`,
      request: { method, url: `${pathOf(route.url)}?${field}=%E0%A4%A`, headers: baseHeaders },
    })
  }

  if (multipartRoutes.has(key)) cases.push(...multipartCases(route, baseHeaders).map((c) => ({ ...c, core: true })))

  if (!SAFE.has(route.method)) {
    // Bodies: one field at a time, every leaf of the valid body and every field the schema names.
    if (valid) {
      const paths = leafPaths(valid).filter((path) => path.length > 0)
      for (const field of schemaFields(route.schema.body)) if (!(field in valid)) paths.push([field])
      for (const path of paths) {
        for (const value of allValues) {
          cases.push({
            core: coreValues.includes(value),
            name: `${path.join('.')} = ${JSON.stringify(value)?.slice(0, 30)}`,
            request: jsonRequest(pathOf(route.url), withValueAt(valid, path, value)),
          })
        }
      }
      // Unknown keys that name the prototype, beside valid fields.
      cases.push({
        name: 'valid body with __proto__ keys',
        request: {
          method,
          url: pathOf(route.url),
          headers: { ...baseHeaders, 'content-type': 'application/json' },
          payload: JSON.stringify(valid).replace(/^\{/, '{"__proto__":{"isAdmin":true},'),
        },
      })
    }
    // A route that takes no body (a delete) would accept one it ignores and act: aimed at an id that is not
    // there, it still parses the body, and the team's real player, line, member and invite stay for the rest.
    const bodyUrl = valid ? pathOf(route.url) : pathOf(route.url, absentIds(route.url))
    for (const body of hostileBodies) {
      cases.push({
        core: true,
        name: `body is ${body.name}`,
        request: {
          method,
          url: bodyUrl,
          headers: { ...baseHeaders, 'content-type': body.contentType },
          payload: body.payload,
        },
      })
    }
  }
  return cases
}

const multipartCases = (route: ApiRoute, headers: Record<string, string>): Case[] => {
  const boundary = 'hostile-boundary'
  const part = (name: string, filename: string | null, type: string, bytes: Buffer | string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes),
      Buffer.from('\r\n'),
    ])
  const end = Buffer.from(`--${boundary}--\r\n`)
  const multipart = (payload: Buffer, contentType = `multipart/form-data; boundary=${boundary}`): InjectOptions => ({
    method: route.method,
    url: pathOf(route.url),
    headers: { ...headers, 'content-type': contentType },
    payload,
  })
  const image = png!
  const whole = Buffer.concat([part('photo', 'a.png', 'image/png', image), end])
  return [
    { name: 'multipart: empty body', request: multipart(Buffer.alloc(0)) },
    { name: 'multipart: truncated in the file', request: multipart(whole.subarray(0, whole.length - 40)) },
    { name: 'multipart: truncated in the headers', request: multipart(whole.subarray(0, 30)) },
    { name: 'multipart: no closing boundary', request: multipart(whole.subarray(0, whole.length - end.length)) },
    { name: 'multipart: no file', request: multipart(Buffer.concat([part('caption', null, 'text/plain', 'hi'), end])) },
    {
      name: 'multipart: two files',
      request: multipart(
        Buffer.concat([part('photo', 'a.png', 'image/png', image), part('photo', 'b.png', 'image/png', image), end]),
      ),
    },
    {
      name: 'multipart: an empty file',
      request: multipart(Buffer.concat([part('photo', 'a.png', 'image/png', ''), end])),
    },
    {
      name: 'multipart: not an image',
      request: multipart(Buffer.concat([part('photo', 'a.png', 'image/png', 'GIF89a not really'), end])),
    },
    {
      name: 'multipart: a cut-off image',
      request: multipart(Buffer.concat([part('photo', 'a.png', 'image/png', image.subarray(0, 40)), end])),
    },
    { name: 'multipart: a wrong boundary', request: multipart(whole, 'multipart/form-data; boundary=other') },
    { name: 'multipart: garbage', request: multipart(Buffer.from('\u0000\u0001garbage')) },
    { name: 'multipart: a JSON body', request: multipart(Buffer.from('{}'), 'application/json') },
    { name: 'multipart: an image as the body', request: multipart(image, 'image/png') },
  ]
}

let png: Buffer | undefined

// ---- Sampling: bounded in CI, everything (and random values) under `npm run fuzz` ----

/** A seeded shuffle, so a CI run is the same every time and a fuzz run can be replayed from its seed. */
const sample = <T>(items: T[], count: number, seed: number): T[] => {
  if (items.length <= count) return items
  return fc.sample(fc.shuffledSubarray(items, { minLength: count, maxLength: count }), { seed, numRuns: 1 })[0]!
}

const randomValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\uD800', '\uDFFF', 'a', '-', '_', '%', '/'), maxLength: 40 }),
  fc.double(),
  fc.integer(),
  fc.bigInt().map(String),
  fc.date({ noInvalidDate: false }).map((date) => (Number.isNaN(date.getTime()) ? 'Invalid' : date.toISOString())),
  fc
    .tuple(fc.integer({ min: -1, max: 10_000 }), fc.integer({ min: -1, max: 99 }), fc.integer({ min: -1, max: 99 }))
    .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  fc.jsonValue({ maxDepth: 4 }),
)

const randomCases = (route: ApiRoute, runs: number, seed: number): Case[] => {
  const valid = validBodyOf(routeKey(route))
  if (!valid || SAFE.has(route.method)) return []
  const paths = leafPaths(valid).filter((path) => path.length > 0)
  const headers = { origin: ORIGIN, ...asCoach(), 'content-type': 'application/json' }
  return fc.sample(fc.tuple(fc.constantFrom(...paths), randomValue), { seed, numRuns: runs }).map(([path, value]) => ({
    name: `random ${path.join('.')} = ${JSON.stringify(value)?.slice(0, 30)}`,
    request: {
      method: route.method,
      url: pathOf(route.url),
      headers: route.permission === 'public' ? { origin: ORIGIN, 'content-type': 'application/json' } : headers,
      payload: JSON.stringify(withValueAt(valid, path, value)),
    },
  }))
}

/** Requests per route in CI beyond the core ones: the whole file stays well under a minute. */
const SAMPLED_PER_ROUTE_IN_CI = 120

const eventCount = async () => {
  const row = await sql<{ n: string }>`select count(*)::text as n from events`.execute(app.platform.db)
  return Number(row.rows[0]!.n)
}

describe('hostile input', () => {
  it('answers every hostile request with a 4xx in the app error shape, never a 5xx, and writes nothing', async () => {
    png = await pngBytes()
    // The websocket is not a request/response route; its refusal before the upgrade is tested in live.test.ts.
    // Deletes last: one that a hostile request could not stop would otherwise take the fixtures with it.
    const routes = app.apiRoutes
      .filter((route) => route.url !== '/api/live')
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))
    expect(multipartRoutes.size, 'the route fixtures name the uploads').toBeGreaterThan(0)
    const withBody = [...fixtures].filter(([, { fixture }]) => fixture.validBody).map(([key]) => key)
    expect(withBody.length, 'the route fixtures give valid bodies').toBeGreaterThan(0)
    for (const key of [...withBody, ...multipartRoutes])
      expect(routes.map(routeKey), `${key} is still a route`).toContain(key)
    const withoutBody = routes
      .filter((route) => route.schema.body && !SAFE.has(route.method) && !validBodyOf(routeKey(route)))
      .map(
        (route) =>
          `${routeKey(route)} takes a body but declares no valid one: give its route fixture a validBody (in ${
            fixtures
              .get(routeKey(route))
              ?.file.replace(/^\.\.\/\.\.\//, 'services/src/')
              .replace(/^\.\.\//, 'services/src/platform/') ?? 'services/src/features/<feature>/<feature>.fixtures.ts'
          })`,
      )
    expect(withoutBody).toEqual([])

    let sent = 0
    const failures: string[] = []
    const serverErrors: string[] = []
    let events = await eventCount()
    for (const [index, route] of routes.entries()) {
      const all = casesFor(route)
      const cases = FULL
        ? [...all, ...randomCases(route, FUZZ_RUNS, SEED + index)]
        : [
            ...all.filter((c) => c.core),
            ...sample(
              all.filter((c) => !c.core),
              SAMPLED_PER_ROUTE_IN_CI,
              SEED + index,
            ),
          ]
      for (const { name, request } of cases) {
        // The count after one request is the count before the next: one query per request, not two.
        const before = events
        const response = await app.inject(request)
        events = await eventCount()
        sent++
        const label = `${routeKey(route)} ${name} → ${response.statusCode}`
        if (response.statusCode >= 500) serverErrors.push(`${label} ${response.body.slice(0, 200)}`)
        if (response.statusCode >= 400) {
          if (events !== before) failures.push(`${label}: a refused request wrote an event`)
          if (route.method !== 'HEAD') {
            const body = (() => {
              try {
                return errorBodySchema.safeParse(response.json())
              } catch {
                return { success: false }
              }
            })()
            if (!body.success) failures.push(`${label}: not the app's error shape: ${response.body.slice(0, 200)}`)
          }
        } else if (response.statusCode >= 300 && response.statusCode < 400 && !route.url.includes('google')) {
          failures.push(`${label}: unexpected redirect`)
        }
      }
    }
    // The fixtures outlived the corpus, so every request above met real ids where it needed them.
    const player = await app.inject({
      method: 'GET',
      url: `/api/players/${ids.playerId}`,
      headers: asCoach(),
    })
    expect(player.statusCode, 'the real player is still there').toBe(200)
    console.log(`hostile input: ${sent} requests sent, ${serverErrors.length} answered with a 5xx`)
    expect(serverErrors).toEqual([])
    expect(failures).toEqual([])
    expect(databaseRefusals.filter((line) => line.includes('value refused by the database'))).toEqual([])
  }, 600_000)

  it('answers a hostile team name (X-Team header or team query) with a 4xx in the app error shape, and writes nothing', async () => {
    const otherTeam = (await setUpTeam(app, { teamName: 'Elsewhere FC' })).teamId
    const sessionTeam = async () =>
      (await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: coach.cookie } })).json<{
        user: { teamId: string }
      }>().user.teamId
    const sessionBefore = await sessionTeam()
    // A sample of routes, each marked in its fixture (`hostileTeamNames`): reads and writes, with and without ids,
    // the session's own and the switcher, and the person's own across their teams.
    const sampled = [...fixtures].flatMap(([key, { fixture }]) => (fixture.hostileTeamNames ? [key] : []))
    expect(sampled.length, 'the route fixtures mark a sample').toBeGreaterThanOrEqual(13)
    const headerValues: (string | string[])[] = [
      '',
      ' ',
      'x'.repeat(5_000),
      'x'.repeat(100_000),
      '🙂'.repeat(50),
      'Équipe',
      '\u202E\u200B',
      '\u0000',
      `${coach.teamId}\u0000`,
      [coach.teamId, otherTeam],
      [coach.teamId, coach.teamId],
      `${coach.teamId}, ${otherTeam}`,
      otherTeam,
      '__proto__',
      '../',
      "' or 1=1 --",
    ]
    const queryValues = [
      'team=',
      `team=${'x'.repeat(5_000)}`,
      `team=${encodeURIComponent('🙂'.repeat(50))}`,
      'team=%00',
      `team=${coach.teamId}%00`,
      'team=%E0%A4%A',
      `team=${coach.teamId}&team=${otherTeam}`,
      `team=${coach.teamId}&team=${coach.teamId}`,
      `team=${otherTeam}`,
      'team=__proto__',
    ]
    const failures: string[] = []
    let sent = 0
    for (const key of sampled) {
      const route = app.apiRoutes.find((each) => routeKey(each) === key)
      expect(route, `${key} is still a route`).toBeDefined()
      const valid = validBodyOf(key)
      const base = (url: string, team: Record<string, string | string[]>): InjectOptions => ({
        method: route!.method,
        url,
        headers: {
          origin: ORIGIN,
          cookie: coach.cookie,
          ...team,
          ...(valid ? { 'content-type': 'application/json' } : {}),
        },
        ...(valid ? { payload: JSON.stringify(valid) } : {}),
      })
      const cases: [string, InjectOptions][] = [
        ...headerValues.map((value): [string, InjectOptions] => [
          `X-Team: ${JSON.stringify(value).slice(0, 30)}`,
          base(pathOf(route!.url), { 'x-team': value }),
        ]),
        ...queryValues.map((query): [string, InjectOptions] => [
          `?${query.slice(0, 30)}`,
          base(`${pathOf(route!.url)}?${query}`, {}),
        ]),
      ]
      for (const [name, request] of cases) {
        const before = await eventCount()
        const response = await app.inject(request)
        sent++
        const label = `${key} ${name} → ${response.statusCode}`
        if (response.statusCode < 400 || response.statusCode >= 500) {
          failures.push(`${label}: not a 4xx ${response.body.slice(0, 120)}`)
          continue
        }
        if ((await eventCount()) !== before) failures.push(`${label}: a refused request wrote an event`)
        const body = (() => {
          try {
            return errorBodySchema.safeParse(response.json())
          } catch {
            return { success: false }
          }
        })()
        if (!body.success) failures.push(`${label}: not the app's error shape: ${response.body.slice(0, 120)}`)
        if (response.body.includes('Elsewhere FC')) failures.push(`${label}: names the other team`)
      }
    }
    console.log(`hostile team names: ${sent} requests sent`)
    expect(failures).toEqual([])
    // The session is where it was (no switch went through), and the team's things are all there.
    const player = await app.inject({ method: 'GET', url: `/api/players/${ids.playerId}`, headers: asCoach() })
    expect(player.statusCode, player.body).toBe(200)
    expect(await sessionTeam()).toBe(sessionBefore)
  })

  it('answers router-level refusals in the app error shape', async () => {
    const headers = { origin: ORIGIN, cookie: coach.cookie }
    const cases: [InjectOptions, number][] = [
      [{ method: 'GET', url: '/api/players/%E0%A4%A', headers }, 400],
      [{ method: 'GET', url: `/api/players/${'a'.repeat(101)}`, headers }, 414],
      [{ method: 'GET', url: `/api/players/${'a'.repeat(65)}`, headers }, 400],
      [
        {
          method: 'POST',
          url: '/api/players',
          headers: { ...headers, 'content-type': 'application/xml' },
          payload: '<player/>',
        },
        415,
      ],
      [
        {
          method: 'POST',
          url: '/api/players',
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '{"name": ',
        },
        400,
      ],
      [
        {
          method: 'POST',
          url: '/api/players',
          headers: { ...headers, 'content-type': 'application/json' },
          payload: `{"name":"${'x'.repeat(1024 * 1024)}"}`,
        },
        413,
      ],
      [{ method: 'GET', url: '/api/no-such-route', headers }, 404],
    ]
    for (const [request, status] of cases) {
      const response = await app.inject(request)
      expect(response.statusCode, `${request.method} ${JSON.stringify(request.url).slice(0, 40)}`).toBe(status)
      expect(errorBodySchema.safeParse(response.json()).success, response.body).toBe(true)
    }
  })
})
