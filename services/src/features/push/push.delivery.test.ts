import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { nanoid } from 'nanoid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp, createInvite, registerWith, setUpTeam } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { deviceKeys } from '../../../test/push-devices'
import type { App } from '../../app'

const t = useTestDatabase()

type Member = { cookie: string; userId: string; teamId: string }

/**
 * A push service on loopback: a path under /hang/ takes the request and never answers (the connection stays
 * open), as a hostile or broken endpoint does; any other path takes the notification (201).
 */
const pushService = async () => {
  const hanging: ServerResponse[] = []
  const delivered: string[] = []
  const server: Server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      if (request.url?.startsWith('/hang/')) hanging.push(response)
      else {
        delivered.push(request.url ?? '')
        response.writeHead(201).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    hanging,
    delivered,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

const send = async (app: App, member: Member, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => {
  const response = await app.inject({ method, url, headers: { origin: ORIGIN, cookie: member.cookie }, payload })
  expect(response.statusCode, response.body).toBeLessThan(300)
  return response
}

const teamWithParent = async (app: App, teamName: string) => {
  const coach = await setUpTeam(app, { teamName })
  const parent = await registerWith(app, (await createInvite(app, coach.cookie, 'parent_guardian')).code)
  return { coach, parent }
}

const subscriptionsOf = (userId: string) =>
  t.owner.db.selectFrom('push_subscriptions').select(['id', 'timeouts']).where('user_id', '=', userId).execute()

describe('one member’s push endpoints that never answer', () => {
  let app: App
  let service: Awaited<ReturnType<typeof pushService>>
  beforeAll(async () => {
    service = await pushService()
    // A timeout far beyond the test's deadlines: the hanging sends are certainly still outstanding when the other
    // team's notification arrives, however slow the machine.
    ;({ app } = await buildSessionApp(t.database, {
      subscriberPollMs: 200,
      healthLagLimitS: 1,
      push: { timeoutMs: 120_000 },
    }))
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await service?.close()
  })

  it('hold up no other team’s news push, and make the health check say degraded with the lag', async () => {
    const riverside = await teamWithParent(app, 'Riverside U10')
    const harbour = await teamWithParent(app, 'Harbour U12')
    // Forty devices of one parent whose push service accepts and never answers: subscribed before devices per
    // team had a limit, as a table row.
    await t.owner.db
      .insertInto('push_subscriptions')
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          id: nanoid(),
          endpoint: `${service.origin}/hang/${i}`,
          ...deviceKeys(),
          team_id: riverside.coach.teamId,
          user_id: riverside.parent.userId,
        })),
      )
      .execute()
    await send(app, harbour.parent, 'PUT', '/api/push/subscriptions', {
      endpoint: `${service.origin}/push/harbour-parent`,
      keys: deviceKeys(),
    })

    await send(app, riverside.coach, 'POST', '/api/news', {
      title: 'Cup final',
      content: 'We play at North Field on Sunday.',
    })
    await expect.poll(() => service.hanging.length).toBeGreaterThan(0)

    await send(app, harbour.coach, 'POST', '/api/news', {
      title: 'Training moved',
      content: 'Training moves to six tonight.',
    })
    await expect.poll(() => service.delivered).toEqual(['/push/harbour-parent'])
    // Told while every one of the forty is still outstanding: none answered, none given up.
    const riversideUnsent = await t.owner.db
      .selectFrom('push_outbox')
      .select('key')
      .where('user_id', '=', riverside.parent.userId)
      .where('outcome', 'is', null)
      .execute()
    expect(riversideUnsent).toHaveLength(40)
    expect(service.hanging.every((response) => !response.headersSent)).toBe(true)
    // Only a few of the member's devices at once: the delivery's places are not all theirs.
    expect(service.hanging.length).toBeLessThanOrEqual(4)

    await expect
      .poll(async () => {
        const response = await app.inject({ method: 'GET', url: '/api/health' })
        return response.json<{ status: string; lagging: { name: string; seconds: number }[] }>()
      })
      .toMatchObject({
        status: 'degraded',
        lagging: expect.arrayContaining([expect.objectContaining({ name: 'push_outbox' })]),
      })
    const publicAnswer = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.5' })
    expect(publicAnswer.json()).toEqual({ status: 'degraded' })
  })
})

describe('a push endpoint that keeps not answering', () => {
  let app: App
  let service: Awaited<ReturnType<typeof pushService>>
  beforeAll(async () => {
    service = await pushService()
    ;({ app } = await buildSessionApp(t.database, { subscriberPollMs: 200, push: { timeoutMs: 300 } }))
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await service?.close()
  })

  it('is dropped after three sends without an answer, and the member’s other device goes on', async () => {
    const { coach, parent } = await teamWithParent(app, 'Linden U9')
    await send(app, parent, 'PUT', '/api/push/subscriptions', {
      endpoint: `${service.origin}/hang/phone`,
      keys: deviceKeys(),
    })
    await send(app, parent, 'PUT', '/api/push/subscriptions', {
      endpoint: `${service.origin}/push/tablet`,
      keys: deviceKeys(),
    })
    const [silent] = (await subscriptionsOf(parent.userId)).filter((row) => row.timeouts === 0)
    expect(silent).toBeDefined()

    for (const title of ['Cup final', 'Kit day', 'Photos'])
      await send(app, coach, 'POST', '/api/news', { title, content: 'All the details are inside.' })

    await expect.poll(() => subscriptionsOf(parent.userId)).toHaveLength(1)
    const [left] = await t.owner.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', parent.userId)
      .execute()
    expect(left!.endpoint).toBe(`${service.origin}/push/tablet`)
    // The other device got all three, the last perhaps a moment after the phone was dropped.
    await expect.poll(() => service.delivered.filter((path) => path === '/push/tablet')).toHaveLength(3)
    const dropped = await t.owner.db
      .selectFrom('push_outbox')
      .select(['outcome', 'last_error'])
      .where('user_id', '=', parent.userId)
      .where('outcome', '=', 'failed')
      .execute()
    expect(dropped.map((row) => row.last_error)).toContain(
      'the push service did not answer within 0.3 s; the device was dropped',
    )
  })
})
