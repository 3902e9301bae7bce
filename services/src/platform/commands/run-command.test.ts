import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commandIdReusedMessage } from '@teamspace/domain/shared/errors'
import { ORIGIN, createInvite, registerWith, type Founder } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { sessionAppWithTwoFounders } from '../../../test/team-apps'
import type { App } from '../../app'

const t = useTestDatabase()
let app: App
let teamA: Founder
let teamB: Founder

beforeAll(async () => {
  ;({ app, riverside: teamA, hillside: teamB } = await sessionAppWithTwoFounders(t.database))
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

describe('a command id is bound to its request', () => {
  const post = (cookie: string, key: string, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie, 'idempotency-key': key }, payload })
  const refusedAsReused = (response: {
    statusCode: number
    json: () => { error: { code: string; message: string } }
  }) => {
    expect(response.statusCode).toBe(422)
    expect(response.json().error).toEqual({ code: 'command-id-reused', message: commandIdReusedMessage })
  }

  it('refuses the same key with another body, and keeps only the first save', async () => {
    const first = await addPlayer(teamA.cookie, 'bound-body-0001', 'Emery')
    expect(first.statusCode).toBe(201)
    refusedAsReused(await addPlayer(teamA.cookie, 'bound-body-0001', 'Finley'))
    // The same request again still gets its first answer.
    const again = await addPlayer(teamA.cookie, 'bound-body-0001', 'Emery')
    expect(again.statusCode).toBe(201)
    expect(again.body).toBe(first.body)
    const names = (await roster(teamA.cookie)).map((p) => p.name)
    expect(names.filter((name) => name === 'Emery')).toHaveLength(1)
    expect(names).not.toContain('Finley')
  })

  it('answers the same body with its keys in another order as the same request', async () => {
    const send = (payload: object) => post(teamA.cookie, 'bound-order-0001', '/api/players', payload)
    const first = await send({ name: 'Gray', jerseyNumber: 41 })
    const again = await send({ jerseyNumber: 41, name: 'Gray' })
    expect(again.statusCode).toBe(201)
    expect(again.body).toBe(first.body)
  })

  it('refuses the same key from another member of the team', async () => {
    const staff = await registerWith(app, (await createInvite(app, teamA.cookie, 'assistant_coach')).code, 'coach')
    expect((await addPlayer(teamA.cookie, 'bound-member-0001', 'Harley')).statusCode).toBe(201)
    refusedAsReused(await addPlayer(staff.cookie, 'bound-member-0001', 'Harley'))
    expect((await roster(teamA.cookie)).filter((p) => p.name === 'Harley')).toHaveLength(1)
  })

  it('refuses the same key on another route instead of answering with the first route’s result', async () => {
    expect((await addPlayer(teamA.cookie, 'bound-route-0001', 'Indy')).statusCode).toBe(201)
    refusedAsReused(
      await post(teamA.cookie, 'bound-route-0001', '/api/news', {
        title: 'Kit collection day',
        content: 'Bring last season’s kit to the clubhouse on Saturday.',
      }),
    )
    refusedAsReused(
      await post(teamA.cookie, 'bound-route-0001', '/api/calendar-series', {
        title: 'Practice',
        type: 'practice',
        date: '2030-03-05',
        time: '17:30',
        location: 'North Field',
        repeat: { weekdays: [2], interval: 1, until: '2030-04-30' },
      }),
    )
  })

  it('lets a key whose first request was refused carry the corrected request', async () => {
    expect(
      (await post(teamA.cookie, 'bound-fix-0001', '/api/players', { name: 'Jules', jerseyNumber: 77 })).statusCode,
    ).toBe(201)
    // The form keeps its key until a save succeeds: the refused save recorded nothing, so the fixed one goes through.
    const taken = await post(teamA.cookie, 'bound-fix-0002', '/api/players', { name: 'Kit', jerseyNumber: 77 })
    expect(taken.statusCode).toBe(409)
    const fixed = await post(teamA.cookie, 'bound-fix-0002', '/api/players', { name: 'Kit', jerseyNumber: 78 })
    expect(fixed.statusCode).toBe(201)
    expect((await roster(teamA.cookie)).filter((p) => p.name === 'Kit')).toHaveLength(1)
  })

  it('refuses concurrent sends of one key with two bodies: one is saved, the other gets 422', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => addPlayer(teamA.cookie, 'bound-race-0001', i % 2 ? 'Lane' : 'Morgan')),
    )
    const saved = responses.filter((r) => r.statusCode === 201)
    const refused = responses.filter((r) => r.statusCode === 422)
    expect(saved.length + refused.length).toBe(20)
    expect(new Set(saved.map((r) => r.body)).size).toBe(1)
    const names = (await roster(teamA.cookie)).map((p) => p.name)
    expect(names.filter((name) => name === 'Lane' || name === 'Morgan')).toHaveLength(1)
  })
})
