import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp, createInvite, registerWith, setUpTeam } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import type { App } from '../../app'
import { accessControl } from './access'
import { createSite } from './site'

const t = useTestDatabase()
let app: App

beforeAll(async () => {
  ;({ app } = await buildSessionApp(t.database))
})
afterAll(() => app?.close())

describe('access control', () => {
  it('makes every API route declare who may call it', async () => {
    expect(app.apiRoutes.length).toBeGreaterThan(10)
    const bare = Fastify()
    await bare.register(accessControl, { resolveCaller: async () => null, site: createSite(bare.server, undefined) })
    await bare.after()
    expect(() => bare.get('/api/forgotten', async () => 'no permission declared')).toThrow(
      'GET /api/forgotten declares no permission',
    )
    await bare.close()
  })

  it('keeps the public routes to the ones a signed-out visitor needs', () => {
    const publicRoutes = app.apiRoutes.filter((r) => r.permission === 'public').map((r) => `${r.method} ${r.url}`)
    expect(publicRoutes.sort()).toEqual(
      [
        'GET /api/auth/google',
        'GET /api/auth/google/callback',
        'GET /api/auth/providers',
        'GET /api/auth/session',
        // A calendar app fetches the feed with its secret link only: the token is the credential.
        'GET /api/calendar-feed/:token/team.ics',
        'GET /api/calendar-feed/:token/teams.ics',
        'GET /api/health',
        'GET /api/invites/:code',
        // A one-click unsubscribe link of a mail: the token is the credential.
        'GET /api/mail/unsubscribe/:token',
        'HEAD /api/auth/google',
        'HEAD /api/auth/google/callback',
        'HEAD /api/auth/providers',
        'HEAD /api/auth/session',
        'HEAD /api/calendar-feed/:token/team.ics',
        'HEAD /api/calendar-feed/:token/teams.ics',
        'HEAD /api/health',
        'HEAD /api/invites/:code',
        'HEAD /api/mail/unsubscribe/:token',
        'POST /api/auth/password-reset',
        'POST /api/auth/password-reset/confirm',
        'POST /api/auth/register',
        'POST /api/auth/setup',
        'POST /api/auth/sign-in',
        'POST /api/auth/sign-out',
        'POST /api/mail/unsubscribe/:token',
      ].sort(),
    )
  })

  it('refuses parents what only coaches may do', async () => {
    const coach = await setUpTeam(app)
    const parent = await registerWith(app, (await createInvite(app, coach.cookie, 'parent_guardian')).code)
    const asParent = { origin: ORIGIN, cookie: parent.cookie }
    // The team's own settings and members: services/src/features/team/team.test.ts.
    expect((await app.inject({ method: 'GET', url: '/api/invites', headers: asParent })).statusCode).toBe(403)
    const invite = (relationship: string) =>
      app.inject({ method: 'POST', url: '/api/invites', headers: asParent, payload: { relationship } })
    expect((await invite('assistant_coach')).statusCode).toBe(403)
    expect((await invite('spouse')).statusCode).toBe(201)
  })
})

describe('team isolation', () => {
  it("gives a member of team B nothing of team A through any route, with team A's ids", async () => {
    const a = await setUpTeam(app, { teamName: 'Alpha Secret FC', name: 'Alice Alpha' })
    const aInvite = await createInvite(app, a.cookie, 'parent_guardian')
    const aParent = await registerWith(app, aInvite.code, 'parent', 'Aaron Alpha')
    const b = await setUpTeam(app, { teamName: 'Beta FC' })

    // Team A's identifiers, wherever a route takes an id.
    const paramValues: Record<string, string> = {
      userId: aParent.userId,
      id: aInvite.id,
      code: aInvite.id,
      teamId: a.teamId,
    }
    const secrets = ['Alpha Secret FC', 'Aaron Alpha', 'Alice Alpha', a.email, aParent.email]
    const bodies = [
      {},
      { name: 'Taken', ageGroup: 'U8', timeZone: 'UTC' },
      { role: 'coach' },
      { relationship: 'parent_guardian', teamId: a.teamId },
    ]

    const checked: string[] = []
    for (const route of app.apiRoutes) {
      if (route.permission === 'public' || route.method === 'HEAD' || route.url === '/api/live') continue
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => paramValues[name] ?? a.teamId)
      for (const payload of route.method === 'GET' ? [undefined] : bodies) {
        const response = await app.inject({
          method: route.method as 'GET',
          url,
          headers: { origin: ORIGIN, cookie: b.cookie },
          ...(payload ? { payload: { ...payload, teamId: a.teamId } } : {}),
        })
        for (const secret of secrets) expect(response.body, `${route.method} ${url}`).not.toContain(secret)
        if (url.includes(a.teamId) || url.includes(aParent.userId) || url.includes(aInvite.id)) {
          expect([400, 403, 404], `${route.method} ${url} → ${response.statusCode}`).toContain(response.statusCode)
        }
      }
      checked.push(`${route.method} ${route.url}`)
    }
    expect(checked.length).toBeGreaterThanOrEqual(8)

    // And team A is as it was.
    const members = (await app.inject({ method: 'GET', url: '/api/team/members', headers: { cookie: a.cookie } })).json<
      { userId: string; role: string }[]
    >()
    expect(members.map((m) => m.role).sort()).toEqual(['coach', 'parent'])
    const team = (await app.inject({ method: 'GET', url: '/api/team', headers: { cookie: a.cookie } })).json<{
      name: string
    }>()
    expect(team.name).toBe('Alpha Secret FC')
    const invites = (await app.inject({ method: 'GET', url: '/api/invites', headers: { cookie: a.cookie } })).json<
      { id: string }[]
    >()
    expect(invites.map((i) => i.id)).toContain(aInvite.id)
  })
})
