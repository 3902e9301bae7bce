import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { ORIGIN, buildSessionApp, createInvite, setUpTeam } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import type { App } from '../../app'
import type { LiveMessage } from './live-hub'

const t = useTestDatabase()
let app: App
let url: string

beforeAll(async () => {
  ;({ app } = await buildSessionApp(t.database))
  url = await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => app?.close())

const socketUrl = (query: string) => `${url.replace('http', 'ws')}/api/live?${query}`

/** A socket that keeps every message, with a way to wait for the next notice. */
const openSocket = async (cookie: string, query: string) => {
  const messages: LiveMessage[] = []
  const socket = new WebSocket(socketUrl(query), { headers: { cookie, origin: ORIGIN } })
  socket.on('message', (raw: Buffer) => messages.push(JSON.parse(raw.toString('utf8')) as LiveMessage))
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const notices = () => messages.filter((message) => message.kind === 'notice')
  await expect.poll(() => messages.length).toBeGreaterThan(0)
  return { socket, messages, notices, hello: messages[0]! }
}

/** The status a socket is refused with before the upgrade; undefined if it opened. */
const refusal = async (cookie: string, query: string) => {
  const socket = new WebSocket(socketUrl(query), { headers: { cookie, origin: ORIGIN } })
  socket.on('error', () => undefined) // refused before it opened, on purpose
  const status = await new Promise<number | undefined>((resolve) => {
    socket.once('unexpected-response', (request, response) => {
      resolve(response.statusCode)
      request.destroy()
    })
    socket.once('open', () => resolve(undefined))
  })
  socket.terminate()
  return status
}

const rename = (team: { cookie: string; teamId: string }, name: string) =>
  app.inject({
    method: 'PATCH',
    url: '/api/team',
    headers: { origin: ORIGIN, cookie: team.cookie, 'x-team': team.teamId },
    payload: { name, ageGroup: 'U10', timeZone: 'Europe/London' },
  })

/** A coach of Riverside who joined Hillside as a parent (their session is now in Hillside), and both coaches. */
const twoTeamMember = async () => {
  const riverside = await setUpTeam(app, { teamName: 'Riverside' })
  const hillside = await setUpTeam(app, { teamName: 'Hillside' })
  const joined = await app.inject({
    method: 'POST',
    url: '/api/auth/join',
    headers: { origin: ORIGIN, cookie: riverside.cookie },
    payload: { role: 'parent', inviteCode: (await createInvite(app, hillside.cookie, 'parent_guardian')).code },
  })
  expect(joined.statusCode, joined.body).toBe(201)
  return { riverside, hillside, person: riverside.cookie }
}

describe("a member of two teams' live socket", () => {
  it('opened for one team hears of that team only, whichever team the session is in', async () => {
    const { riverside, hillside, person } = await twoTeamMember()
    await expect.poll(() => app.platform.tailer.lag()).toBe(0)
    // The session is in Hillside since joining it; the socket names Riverside.
    const inRiverside = await openSocket(person, `team=${riverside.teamId}`)
    const inHillside = await openSocket(person, `team=${hillside.teamId}`)
    // Positions count each team's own events: Riverside's creation and its founder joining.
    expect(inRiverside.hello).toEqual({ kind: 'hello', position: '2' })

    expect((await rename(hillside, 'Hillside Hawks')).statusCode).toBe(200)
    await expect.poll(() => inHillside.notices().length).toBe(1)
    expect((await rename(riverside, 'Riverside Rovers')).statusCode).toBe(200)
    await expect.poll(() => inRiverside.notices().length).toBe(1)
    // Hillside's notice went out before Riverside's: had it reached the Riverside socket, it would be there by now.
    expect(inRiverside.notices()).toEqual([{ kind: 'notice', topics: ['team', 'session', 'calendar'], position: '3' }])
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(inHillside.notices()).toHaveLength(1)
    inRiverside.socket.close()
    inHillside.socket.close()
  })

  it('is refused before the upgrade for a team the person is not in (404), named or not', async () => {
    const { person } = await twoTeamMember()
    const elsewhere = await setUpTeam(app, { teamName: 'Elsewhere' })
    for (const query of [`team=${elsewhere.teamId}`, 'team=no-such-team', 'team=', `team=%00`])
      expect(await refusal(person, query), query).toBe(404)
    // Nor does a team named twice choose either of them.
    expect(await refusal(person, `team=${elsewhere.teamId}&team=${elsewhere.teamId}`)).toBe(404)
  })
})
