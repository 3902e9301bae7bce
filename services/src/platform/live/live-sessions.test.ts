import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { ORIGIN, buildSessionApp, createInvite, registerWith, setUpTeam, signInWith } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import type { App } from '../../app'
import { MAX_SOCKETS_PER_SESSION, type LiveMessage } from './live-hub'

const t = useTestDatabase()
let app: App
let url: string

beforeAll(async () => {
  ;({ app } = await buildSessionApp(t.database))
  url = await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => app?.close())

interface OpenSocket {
  readonly socket: WebSocket
  readonly hello: LiveMessage
  /** Resolves with the close code once the server ends the socket. */
  readonly closed: Promise<number>
}

const openSocket = async (cookie: string, after?: string, team?: string): Promise<OpenSocket> => {
  const query = new URLSearchParams({ ...(after ? { after } : {}), ...(team ? { team } : {}) }).toString()
  const socket = new WebSocket(`${url.replace('http', 'ws')}/api/live${query ? `?${query}` : ''}`, {
    headers: { cookie, origin: ORIGIN },
  })
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))
  const hello = await new Promise<LiveMessage>((resolve, reject) => {
    socket.once('message', (raw: Buffer) => resolve(JSON.parse(raw.toString('utf8')) as LiveMessage))
    socket.once('error', reject)
    void closed.then((code) => reject(new Error(`closed with ${code} before hello`)))
  })
  return { socket, hello, closed }
}

const stillOpen = async (tab: OpenSocket) => {
  await new Promise((resolve) => setTimeout(resolve, 200))
  return tab.socket.readyState === WebSocket.OPEN
}

const post = (path: string, cookie: string, payload: object = {}) =>
  app.inject({ method: 'POST', url: path, headers: { origin: ORIGIN, cookie }, payload })

describe("a person's live sockets end with their access", () => {
  it('at sign-out: that session’s sockets close, another session’s stay', async () => {
    const { email, cookie } = await setUpTeam(app)
    const other = await signInWith(app, email)
    const tab = await openSocket(cookie)
    const otherTab = await openSocket(other)
    expect((await post('/api/auth/sign-out', cookie)).statusCode).toBe(204)
    expect(await tab.closed).toBe(1008)
    expect(await stillOpen(otherTab)).toBe(true)
    otherTab.socket.close()
  })

  it('at a password change: every other session’s sockets close', async () => {
    const { email, cookie } = await setUpTeam(app)
    const other = await signInWith(app, email)
    const here = await openSocket(cookie)
    const elsewhere = await openSocket(other)
    const changed = await post('/api/auth/password', cookie, { currentPassword: 'secret123', newPassword: 'another1' })
    expect(changed.statusCode).toBe(200)
    expect(await elsewhere.closed).toBe(1008)
    expect(await stillOpen(here)).toBe(true)
    here.socket.close()
  })

  it('when a coach removes the member', async () => {
    const coach = await setUpTeam(app)
    const parent = await registerWith(app, (await createInvite(app, coach.cookie, 'parent_guardian')).code)
    const parentTab = await openSocket(parent.cookie)
    const coachTab = await openSocket(coach.cookie)
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/team/members/${parent.userId}`,
      headers: { origin: ORIGIN, cookie: coach.cookie },
    })
    expect(removed.statusCode).toBe(204)
    expect(await parentTab.closed).toBe(1008)
    expect(await stillOpen(coachTab)).toBe(true)
    coachTab.socket.close()
  })

  it('when the member leaves one team: that team’s sockets close, another team’s stay', async () => {
    const u10 = await setUpTeam(app, { teamName: 'Riverside U10' })
    const u12 = await setUpTeam(app, { teamName: 'Riverside U12' })
    const parent = await registerWith(app, (await createInvite(app, u10.cookie, 'parent_guardian')).code)
    const joined = await post('/api/auth/join', parent.cookie, {
      role: 'parent',
      inviteCode: (await createInvite(app, u12.cookie, 'parent_guardian')).code,
    })
    expect(joined.statusCode, joined.body).toBe(201)
    const u10Tab = await openSocket(parent.cookie, undefined, u10.teamId)
    const u12Tab = await openSocket(parent.cookie, undefined, u12.teamId)
    const left = await app.inject({
      method: 'POST',
      url: '/api/team/leave',
      headers: { origin: ORIGIN, cookie: parent.cookie, 'x-team': u10.teamId },
    })
    expect(left.statusCode, left.body).toBe(204)
    expect(await u10Tab.closed).toBe(1008)
    expect(await stillOpen(u12Tab)).toBe(true)
    u12Tab.socket.close()
  })
})

describe("a member's live socket follows their role", () => {
  it('hears of coach-only threads once they are made a coach, and no more once they are a parent again', async () => {
    const coach = await setUpTeam(app)
    const member = await registerWith(app, (await createInvite(app, coach.cookie, 'parent_guardian')).code)
    const tab = await openSocket(member.cookie)
    const notices: { topics: readonly string[]; position: string }[] = []
    tab.socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString('utf8')) as LiveMessage
      if (message.kind === 'notice') notices.push(message)
    })
    const heardOfChat = (from: number) => notices.slice(from).some(({ topics }) => topics.includes('chat'))
    const giveRole = async (role: string) => {
      const changed = await app.inject({
        method: 'PATCH',
        url: `/api/team/members/${member.userId}`,
        headers: { origin: ORIGIN, cookie: coach.cookie },
        payload: { role },
      })
      expect(changed.statusCode, changed.body).toBe(200)
    }
    const startCoachOnlyThread = async (title: string) =>
      expect((await post('/api/chat/threads', coach.cookie, { title, isPrivate: true })).statusCode).toBe(201)

    await giveRole('assistant_coach')
    await startCoachOnlyThread('Lineup for Sunday')
    await expect.poll(() => heardOfChat(0)).toBe(true)

    const demotedFrom = notices.length
    await giveRole('parent')
    await startCoachOnlyThread('Who rests on Sunday')
    const renamed = await app.inject({
      method: 'PATCH',
      url: '/api/team',
      headers: { origin: ORIGIN, cookie: coach.cookie },
      payload: { name: 'Hillside Hawks', ageGroup: 'U10', timeZone: 'Europe/London' },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    // Where the team stands after the rename, which every member hears of: once the tab has heard up to there, it
    // has heard all it will of the thread before it.
    await expect.poll(() => app.platform.tailer.lag()).toBe(0)
    const probe = await openSocket(coach.cookie)
    if (probe.hello.kind !== 'hello') throw new Error('a socket opens with hello')
    await expect.poll(() => notices.at(-1)?.position).toBe(probe.hello.position)
    expect(heardOfChat(demotedFrom)).toBe(false)
    probe.socket.close()
    tab.socket.close()
  })
})

describe('live sockets', () => {
  it(`are capped at ${MAX_SOCKETS_PER_SESSION} per session`, async () => {
    const { cookie } = await setUpTeam(app)
    const tabs = []
    for (let i = 0; i < MAX_SOCKETS_PER_SESSION; i++) tabs.push(await openSocket(cookie))
    await expect(openSocket(cookie)).rejects.toThrow('closed with 1008')
    // Closing one makes room for another, once the server has seen it go.
    const leaving = tabs.pop()!
    leaving.socket.close()
    await leaving.closed
    await expect
      .poll(() =>
        openSocket(cookie).then(
          (tab) => tabs.push(tab) > 0,
          () => false,
        ),
      )
      .toBe(true)
    for (const tab of tabs) tab.socket.close()
  })

  it("count positions per team, so one team's writes do not show in another's", async () => {
    const ours = await setUpTeam(app, { teamName: 'Ours' })
    const theirs = await setUpTeam(app, { teamName: 'Theirs' })
    await expect.poll(() => app.platform.tailer.lag()).toBe(0)
    const before = await openSocket(ours.cookie)
    before.socket.close()
    for (const name of ['Theirs A', 'Theirs B', 'Theirs C']) {
      const renamed = await app.inject({
        method: 'PATCH',
        url: '/api/team',
        headers: { origin: ORIGIN, cookie: theirs.cookie },
        payload: { name, ageGroup: 'U10', timeZone: 'UTC' },
      })
      expect(renamed.statusCode).toBe(200)
    }
    await expect.poll(() => app.platform.tailer.lag()).toBe(0)
    const after = await openSocket(ours.cookie)
    expect(after.hello.position).toBe(before.hello.position)
    // Our team was created (TeamCreated) and its founder joined (MemberJoined): two events of its own.
    expect(before.hello.position).toBe('2')
    after.socket.close()
  })
})
