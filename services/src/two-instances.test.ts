import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { ORIGIN, buildSessionApp, createInvite, sessionCookieOf, setUpTeam, changePassword } from '../test/app'
import { galleryForm, sampleJpeg, postToGallery } from '../test/photo-upload'
import { isPostgresServer, useTestDatabase } from '../test/database'
import type { App } from './app'

/** Two server instances on one database, as behind a load balancer: they must behave as one. */
const t = useTestDatabase()
let a: App
let b: App
let urlOfB: string

beforeAll(async () => {
  if (!isPostgresServer()) return
  ;({ app: a } = await buildSessionApp(t.database, { authRateLimit: 10, memberRateLimit: 6 }))
  ;({ app: b } = await buildSessionApp(await t.open(), { authRateLimit: 10, memberRateLimit: 6 }))
  urlOfB = await b.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await a?.close()
  await b?.close()
})

const signIn = (app: App, email: string, password: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { origin: ORIGIN },
    payload: { email, password },
    remoteAddress,
  })

describe.skipIf(!isPostgresServer())('two instances on one database', () => {
  it('refuse the 11th wrong password, whichever instance each guess reached', async () => {
    const { email } = await setUpTeam(a)
    const statuses: number[] = []
    for (let i = 0; i < 10; i++)
      statuses.push((await signIn(i % 2 ? a : b, email, `wrong-${i}`, '198.51.100.10')).statusCode)
    expect(statuses).toEqual(Array(10).fill(401))
    const eleventh = await signIn(a, email, 'wrong-10', '198.51.100.10')
    expect(eleventh.statusCode).toBe(429)
    expect(eleventh.json().error.message).toBe('Too many failed attempts. Please wait a moment and try again.')
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0)
    // The other instance refuses too, even the right password from another address: the account's count is shared.
    expect((await signIn(b, email, 'secret123', '198.51.100.11')).statusCode).toBe(429)
  })

  it('count a burst of guesses sent to both at once exactly', async () => {
    const { email } = await setUpTeam(a)
    const burst = await Promise.all(
      Array.from({ length: 24 }, (_, i) => signIn(i % 2 ? a : b, email, `burst-${i}`, `198.51.100.${20 + i}`)),
    )
    const statuses = burst.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 401)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(14)
  })

  it("close a session's live socket on the other instance at sign-out", async () => {
    const { email, cookie } = await setUpTeam(a)
    const other = sessionCookieOf(await signIn(a, email, 'secret123', '198.51.100.30'))
    const open = (sessionCookie: string) =>
      new Promise<{ socket: WebSocket; closed: Promise<number> }>((resolve, reject) => {
        const socket = new WebSocket(`${urlOfB.replace('http', 'ws')}/api/live`, {
          headers: { cookie: sessionCookie, origin: ORIGIN },
        })
        const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)))
        socket.once('message', () => resolve({ socket, closed }))
        socket.once('error', reject)
      })
    const tab = await open(cookie)
    const otherTab = await open(other)
    const signedOut = await a.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { origin: ORIGIN, cookie } })
    expect(signedOut.statusCode).toBe(204)
    expect(await tab.closed).toBe(1008)
    // The same person's other session keeps its socket.
    expect(otherTab.socket.readyState).toBe(WebSocket.OPEN)
    otherTab.socket.close()
  })

  it('close the other sessions’ sockets on the other instance at a password change', async () => {
    const { email, cookie } = await setUpTeam(a)
    const other = sessionCookieOf(await signIn(b, email, 'secret123', '198.51.100.31'))
    const socket = new WebSocket(`${urlOfB.replace('http', 'ws')}/api/live`, {
      headers: { cookie: other, origin: ORIGIN },
    })
    const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)))
    await new Promise((resolve) => socket.once('message', resolve))
    const changed = await changePassword(a, cookie, 'another1')
    expect(changed.statusCode).toBe(200)
    expect(await closed).toBe(1008)
  })

  it('let 20 people join through one invite at once, all of them', async () => {
    const coach = await setUpTeam(a)
    const { code, id } = await createInvite(a, coach.cookie, 'parent_guardian')
    const joins = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { origin: ORIGIN },
          remoteAddress: `198.51.100.${100 + i}`,
          payload: {
            email: `joiner-${i}-${id}@example.org`,
            password: 'secret123',
            name: `Joiner ${i}`,
            role: 'parent',
            inviteCode: code,
          },
        }),
      ),
    )
    expect(joins.map((response) => response.statusCode)).toEqual(Array(20).fill(201))
    const members = await a.inject({ method: 'GET', url: '/api/team/members', headers: { cookie: coach.cookie } })
    expect(members.statusCode).toBe(200)
    expect(members.json<unknown[]>()).toHaveLength(21)
    const invites = await a.inject({ method: 'GET', url: '/api/invites', headers: { cookie: coach.cookie } })
    expect(invites.json<{ id: string; uses: number }[]>().find((invite) => invite.id === id)?.uses).toBe(20)
  })

  it('refuse a member’s chat posts beyond the limit, counted across both, with the words and when to come back', async () => {
    const { cookie } = await setUpTeam(a)
    const send = (app: App, path: string, payload: object) =>
      app.inject({ method: 'POST', url: path, headers: { origin: ORIGIN, cookie }, payload })
    const thread = await send(a, '/api/chat/threads', { title: 'Saturday' })
    expect(thread.statusCode).toBe(201)
    const path = `/api/chat/threads/${thread.json<{ id: string }>().id}/messages`
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await send(i % 2 ? a : b, path, { content: `Message ${i}` })).statusCode)
    expect(statuses).toEqual(Array(5).fill(201))
    const refused = await send(b, path, { content: 'One too many' })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error).toEqual({
      code: 'too-fast',
      message: "You're sending messages too fast. Please wait a moment.",
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // Another member of the team still talks.
    const parent = await createInvite(a, cookie, 'parent_guardian')
    const joined = await b.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: ORIGIN },
      remoteAddress: '198.51.100.200',
      payload: {
        email: `talker-${parent.id}@example.org`,
        password: 'secret123',
        name: 'Talker',
        role: 'parent',
        inviteCode: parent.code,
      },
    })
    const reply = await a.inject({
      method: 'POST',
      url: path,
      headers: { origin: ORIGIN, cookie: sessionCookieOf(joined) },
      payload: { content: 'Still here' },
    })
    expect(reply.statusCode).toBe(201)
  })

  it('refuse a member’s photo uploads beyond the limit, counted across both', async () => {
    const { cookie } = await setUpTeam(a)
    const photo = await sampleJpeg(8, 8)
    const upload = (app: App) => postToGallery(app, { origin: ORIGIN, cookie }, galleryForm(photo))
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await upload(i % 2 ? a : b)).statusCode)
    expect(statuses).toEqual(Array(6).fill(201))
    const refused = await upload(a)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error).toEqual({
      code: 'too-fast',
      message: "You're uploading photos too fast. Please wait a moment.",
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })
})
