import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp, setUpTeam } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import type { App } from '../../app'

const t = useTestDatabase()
let app: App
let teamA: Awaited<ReturnType<typeof setUpTeam>>
let teamB: Awaited<ReturnType<typeof setUpTeam>>

beforeAll(async () => {
  ;({ app } = await buildSessionApp(t.database))
  teamA = await setUpTeam(app, { teamName: 'Riverside' })
  teamB = await setUpTeam(app, { teamName: 'Hillside' })
})
afterAll(() => app?.close())

const addPlayer = (cookie: string, key: string, name: string) =>
  app.inject({
    method: 'POST',
    url: '/api/players',
    headers: { origin: ORIGIN, cookie, 'idempotency-key': key },
    payload: { name },
  })
const roster = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/players', headers: { cookie } })).json<{ id: string; name: string }[]>()

describe('one command call', () => {
  it('answers 50 retries of one command with 50 identical responses and acts once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => addPlayer(teamA.cookie, 'add-alex-0001', 'Alex')),
    )
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201))
    expect(new Set(responses.map((r) => r.body)).size).toBe(1)
    expect((await roster(teamA.cookie)).filter((p) => p.name === 'Alex')).toHaveLength(1)
  })

  it('takes the command id from a JSON body the same way', async () => {
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/players',
        headers: { origin: ORIGIN, cookie: teamA.cookie },
        payload: { name: 'Blake', commandId: 'add-blake-0001' },
      })
    const [first, second] = [await send(), await send()]
    expect(second.statusCode).toBe(201)
    expect(second.body).toBe(first.body)
    expect((await roster(teamA.cookie)).filter((p) => p.name === 'Blake')).toHaveLength(1)
  })

  it('never answers one team with another team’s result for the same command id', async () => {
    const fromA = await addPlayer(teamA.cookie, 'shared-key-0001', 'Casey')
    const fromB = await addPlayer(teamB.cookie, 'shared-key-0001', 'Devon')
    expect(fromB.statusCode).toBe(201)
    expect(fromB.json<{ id: string }>().id).not.toBe(fromA.json<{ id: string }>().id)
    expect(fromB.body).not.toContain('Casey')
    expect((await roster(teamB.cookie)).map((p) => p.name)).toEqual(['Devon'])
  })

  it('refuses a malformed command id with a 400 on every state-changing route', async () => {
    const routes = app.apiRoutes.filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method))
    expect(routes.length).toBeGreaterThan(10)
    for (const key of ['x'.repeat(10_000), 'short', 'has spaces in it', '../../etc/passwd']) {
      for (const route of routes) {
        const url = route.url.replace(/:(\w+)/g, 'some-id')
        const response = await app.inject({
          method: route.method as 'POST',
          url,
          headers: { origin: ORIGIN, cookie: teamA.cookie, 'idempotency-key': key },
          payload: {},
        })
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(400)
        expect(response.json().error.code, `${route.method} ${route.url}`).toBe('bad-command-id')
      }
    }
    const inBody = await app.inject({
      method: 'POST',
      url: '/api/players',
      headers: { origin: ORIGIN, cookie: teamA.cookie },
      payload: { name: 'Long', commandId: 'y'.repeat(10_000) },
    })
    expect(inBody.statusCode).toBe(400)
  })
})
