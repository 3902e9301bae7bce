import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createTeamSchema } from '@teamspace/domain/team/team.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, asMember, buildSessionApp, buildTestApp, setUpTeam } from '../test/app'
import { useTestDatabase } from '../test/database'
import { defaultWebDist, type App } from './app'

const t = useTestDatabase()

const INTERNAL_ERROR = '{"error":{"code":"internal","message":"Something went wrong. Please try again."}}'

describe('the error handler', () => {
  let app: App
  beforeAll(async () => {
    app = await buildTestApp(t.database)
    // Routes that exist only here, added before the app is ready: one validates a body with a domain schema,
    // two fail the way real bugs do, with details that must not reach the browser.
    app.post(
      '/api/test/validated',
      { config: { permission: 'public' }, schema: { body: createTeamSchema } },
      async () => ({ ok: true }),
    )
    app.get('/api/test/broken', { config: { permission: 'public' } }, async () => {
      throw new Error('connect ECONNREFUSED postgres://teamspace:hunter2@db.internal:5432/teamspace')
    })
    app.post('/api/test/broken-query', { config: { permission: 'public' } }, async () => {
      throw Object.assign(new Error('duplicate key value violates unique constraint "accounts_email_key"'), {
        code: '23505',
        detail: 'Key (email)=(casey@example.org) already exists.',
      })
    })
  })
  afterAll(async () => {
    await app?.close()
  })

  it("answers an invalid body with 400, the schema's first message and a message per field", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/validated',
      headers: { origin: ORIGIN },
      payload: { name: '   ', ageGroup: 'U9', timeZone: 'UTC' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: {
        code: 'validation',
        message: 'Team name is required',
        fields: { name: 'Team name is required', ageGroup: 'Age group is required' },
      },
    })
  })

  it('validates the bodies of real routes the same way', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/team',
      headers: asMember('team-validation'),
      payload: { name: '', ageGroup: 'U10', timeZone: 'Mars/Olympus' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: {
        code: 'validation',
        message: 'Team name is required',
        fields: { name: 'Team name is required', timeZone: 'Please choose a valid time zone' },
      },
    })
  })

  it('answers an unexpected exception with 500 and a body that reveals nothing', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/broken' })
    expect(response.statusCode).toBe(500)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.body).toBe(INTERNAL_ERROR)

    const query = await app.inject({
      method: 'POST',
      url: '/api/test/broken-query',
      headers: { origin: ORIGIN },
      payload: {},
    })
    expect(query.statusCode).toBe(500)
    expect(query.body).toBe(INTERNAL_ERROR)
  })

  it('answers an unknown API path with a JSON 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({ method, url: '/api/no-such-thing?x=1', headers: { origin: ORIGIN } })
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(response.json()).toEqual({
        error: { code: 'not_found', message: `No route for ${method} /api/no-such-thing` },
      })
    }
  })

  it('answers a page path with a JSON 404 when no web app is served', async () => {
    const response = await app.inject({ method: 'GET', url: '/calendar' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } })
  })
})

describe('GET /api/health', () => {
  let app: App
  const token = 'maintainers-only-health-token'
  beforeAll(async () => {
    app = await buildTestApp(t.database, { healthToken: token })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('tells the public only up or down', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.5' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
    const wrongToken = await app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '203.0.113.5',
      headers: { authorization: 'Bearer not-the-token' },
    })
    expect(wrongToken.json()).toEqual({ status: 'ok' })
  })

  it('tells a maintainer with the token the details', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '203.0.113.5',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok', live: { clients: 0 } })
  })

  it('reports to a caller on the machine itself the database reachable and its migrations current', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    const body = response.json<{
      status: string
      database: string
      migrations: { current: boolean; applied: number; expected: number }
    }>()
    expect(body).toMatchObject({ status: 'ok', database: 'ok', migrations: { current: true } })
    expect(body.migrations.applied).toBe(body.migrations.expected)
    expect(body.migrations.expected).toBeGreaterThan(0)
  })
})

describe('serving the built web app', () => {
  const indexHtml =
    '<!doctype html><html><head><title>Team space</title></head><body><div id="root"></div></body></html>'
  let webDist: string
  let app: App
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'teamspace-web-'))
    await writeFile(path.join(webDist, 'index.html'), indexHtml)
    await writeFile(path.join(webDist, 'app.js'), 'console.log("team space");')
    await mkdir(path.join(webDist, 'assets'))
    await writeFile(path.join(webDist, 'assets', 'index-Bx1c2d3e.js'), 'console.log("hashed");')
    await writeFile(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});')
    app = await buildTestApp(t.database, { webDist })
  })
  afterAll(async () => {
    await app?.close()
    if (webDist) await rm(webDist, { recursive: true, force: true })
  })

  it('answers any other page path with index.html, so the browser router can show it', async () => {
    const paths = ['/', '/index.html', '/calendar', '/players/abc123?tab=stats', '/auth?invite=CODE']
    const responses = await Promise.all(paths.map((url) => app.inject({ method: 'GET', url })))
    const served = responses.map((r, i) => ({
      url: paths[i],
      status: r.statusCode,
      type: r.headers['content-type'],
      body: r.body,
    }))
    expect(served).toEqual(
      paths.map((url) => ({ url, status: 200, type: 'text/html; charset=utf-8', body: indexHtml })),
    )
  })

  it("answers a team page's address with the build's copy of the page that holds its heading, to a member", async () => {
    const calendarHtml = indexHtml.replace('<div id="root"></div>', '<div id="root"><h1>Team Calendar</h1></div>')
    await mkdir(path.join(webDist, 'pages'))
    await writeFile(path.join(webDist, 'pages', 'calendar.html'), calendarHtml)
    const withPages = await buildTestApp(t.database, { webDist })
    try {
      const bodies = async (paths: string[], headers: Record<string, string> = asMember('team-1')) =>
        Promise.all(paths.map(async (url) => (await withPages.inject({ method: 'GET', url, headers })).body))
      expect(await bodies(['/t/team-1/calendar', '/t/team-1/calendar/?view=month', '/calendar'])).toEqual([
        calendarHtml,
        calendarHtml,
        calendarHtml,
      ])
      expect(await bodies(['/t/team-1/players', '/t/team-1', '/auth', '/t/team-1/calendar/extra'])).toEqual([
        indexHtml,
        indexHtml,
        indexHtml,
        indexHtml,
      ])
      // Nobody signed in, and a member of another team, get the plain shell: as for the sign-in page.
      expect(await bodies(['/t/team-1/calendar', '/calendar'], {})).toEqual([indexHtml, indexHtml])
      expect(await bodies(['/t/team-1/calendar'], asMember('team-2'))).toEqual([indexHtml])
    } finally {
      await withPages.close()
      await rm(path.join(webDist, 'pages'), { recursive: true })
    }
  })

  it("answers in the device's language: the language it keeps, else the browser's, else English", async () => {
    const page = (words: string) => indexHtml.replace('<div id="root"></div>', `<div id="root"><h1>${words}</h1></div>`)
    await mkdir(path.join(webDist, 'pages', 'de'), { recursive: true })
    await mkdir(path.join(webDist, 'pages', 'es'), { recursive: true })
    await writeFile(path.join(webDist, 'pages', 'calendar.html'), page('Team Calendar'))
    await writeFile(path.join(webDist, 'pages', 'de', 'calendar.html'), page('Teamkalender'))
    await writeFile(path.join(webDist, 'pages', 'de', 'index.html'), page('Team Space auf Deutsch'))
    await writeFile(path.join(webDist, 'pages', 'es', 'calendar.html'), page('Calendario del equipo'))
    await writeFile(path.join(webDist, 'pages', 'es', 'index.html'), page('Team Space en español'))
    const withPages = await buildTestApp(t.database, { webDist })
    try {
      const body = async (url: string, headers: Record<string, string> = {}) => {
        const response = await withPages.inject({ method: 'GET', url, headers: { ...asMember('team-1'), ...headers } })
        expect(response.headers.vary).toMatch(/^Cookie, Accept-Language\b/)
        return /<h1>(.*)<\/h1>/.exec(response.body)?.[1] ?? 'index.html'
      }
      const german = { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' }
      expect(await body('/t/team-1/calendar', german)).toBe('Teamkalender')
      expect(await body('/auth', german)).toBe('Team Space auf Deutsch')
      // A browser in a language the app does not speak reads the first one it does, else English.
      expect(await body('/t/team-1/calendar', { 'accept-language': 'fr-FR,es;q=0.8' })).toBe('Calendario del equipo')
      expect(await body('/t/team-1/calendar', { 'accept-language': 'fr-FR' })).toBe('Team Calendar')
      expect(await body('/auth')).toBe('index.html')
      // The language the device keeps (chosen in the profile) wins over the browser's.
      expect(await body('/t/team-1/calendar', { ...german, cookie: 'teamspace-language=es' })).toBe(
        'Calendario del equipo',
      )
      expect(await body('/t/team-1/calendar', { ...german, cookie: 'teamspace-language=xx' })).toBe('Teamkalender')
    } finally {
      await withPages.close()
      await rm(path.join(webDist, 'pages'), { recursive: true })
    }
  })

  it('has the page revalidated on every visit, so a new release is picked up at once', async () => {
    for (const url of ['/', '/calendar', '/index.html']) {
      expect((await app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('keeps the hashed assets for a year, and has the files whose names stay (the service worker) revalidated', async () => {
    const headers = async (url: string) => (await app.inject({ method: 'GET', url })).headers['cache-control']
    expect(await headers('/assets/index-Bx1c2d3e.js')).toBe('public, max-age=31536000, immutable')
    expect(await headers('/sw.js')).toBe('no-cache')
    expect(await headers('/app.js')).toBe('no-cache')
  })

  it('serves the built files themselves', async () => {
    const response = await app.inject({ method: 'GET', url: '/app.js' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('console.log("team space");')
  })

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'No route for GET /api/unknown' } })
  })

  it('does not answer other methods with the page', async () => {
    const response = await app.inject({ method: 'POST', url: '/calendar', headers: { origin: ORIGIN }, payload: {} })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
  })
})

describe("a team page's first paint, as the web build wrote it", () => {
  // The build's own pages (`npm test` builds the web app before the integration tests run), not copies made here:
  // what a browser is sent.
  const webDist = defaultWebDist()
  let app: App
  beforeAll(async () => {
    if (!webDist) throw new Error('No web build: run npm run build:e2e')
    app = (await buildSessionApp(t.database, { webDist })).app
  })
  afterAll(async () => {
    await app?.close()
  })

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url, headers })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self';/)
    // No inline script: every one is a file of the build, which the policy allows by its origin.
    expect(response.body.match(/<script\b[^>]*>/g)?.every((tag) => /\bsrc="\/assets\//.test(tag))).toBe(true)
    return {
      body: response.body,
      heading: /<main id="main"[^>]*>.*?<h1>([^<]*)<\/h1>/s.exec(response.body)?.[1],
      subtitle: /<p class="team-page-header__subtitle">([^<]*)<\/p>/.exec(response.body)?.[1],
      language: /<html lang="(\w+)">/.exec(response.body)?.[1],
    }
  }

  it("holds the page's heading in the signed-in person's language, whatever the device speaks", async () => {
    const coach = await setUpTeam(app, { language: 'de', teamName: 'Riverside Otters U10' })
    const english = { cookie: coach.cookie, 'accept-language': 'en-GB,en;q=0.9' }
    expect(await page(`/t/${coach.teamId}/players`, english)).toMatchObject({ heading: 'Spieler', language: 'de' })
    expect(
      await page(`/t/${coach.teamId}/calendar`, { ...english, cookie: `${coach.cookie}; teamspace-language=es` }),
    ).toMatchObject({ heading: 'Team\u00ADkalender', subtitle: 'Trainings, Spiele und Teamtermine.', language: 'de' })
    // The old address that leads into the team.
    expect((await page('/players', english)).heading).toBe('Spieler')

    const spanish = await setUpTeam(app, { language: 'es' })
    expect((await page(`/t/${spanish.teamId}/players`, { cookie: spanish.cookie })).heading).toBe('Jugadores')
    // An account that never chose a language reads the device's, as the app does.
    const unchosen = await setUpTeam(app)
    expect(
      (await page(`/t/${unchosen.teamId}/players`, { cookie: unchosen.cookie, 'accept-language': 'es-MX' })).heading,
    ).toBe('Jugadores')
  })

  it("tells nobody outside the team anything of it: they get the plain shell, a member the page's frame", async () => {
    const coach = await setUpTeam(app, { teamName: 'Hidden Valley Hornets' })
    const other = await setUpTeam(app, { teamName: 'Somewhere Else FC', language: 'es' })
    const anonymous = await page(`/t/${coach.teamId}/players`)
    expect(anonymous).toMatchObject({ heading: undefined, language: 'en' })
    const outsider = await page(`/t/${coach.teamId}/players`, { cookie: other.cookie })
    expect(outsider).toMatchObject({ heading: undefined, language: 'es' })
    const member = await page(`/t/${coach.teamId}/players`, { cookie: coach.cookie })
    expect(member).toMatchObject({ heading: 'Team Players', language: 'en' })
    for (const { body } of [anonymous, outsider, member]) {
      expect(body).not.toContain('Hidden Valley Hornets')
      expect(body).not.toContain('Somewhere Else FC')
      expect(body).not.toContain(coach.email)
    }
    // A session that is no longer valid reads as nobody's.
    expect((await page(`/t/${coach.teamId}/players`, { cookie: 'ts_session=forged' })).heading).toBeUndefined()
  })
})
