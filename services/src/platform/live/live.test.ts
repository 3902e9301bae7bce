import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { ORIGIN, asMember, buildTestApp, setUpTeam } from '../../../test/app'
import { holdOpenTransaction, isPostgresServer, useTestDatabase } from '../../../test/database'
import type { App } from '../../app'
import type { LiveMessage } from './live-hub'

const t = useTestDatabase()
let app: App
let url: string

/** A socket that records every message, with a way to wait for the next one that matches. */
const openSocket = async (baseUrl: string, headers: Record<string, string>, after?: string) => {
  const messages: LiveMessage[] = []
  const waiters: { match: (m: LiveMessage) => boolean; resolve: (m: LiveMessage) => void }[] = []
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/live${after ? `?after=${after}` : ''}`, {
    headers: { ...headers, origin: ORIGIN },
  })
  socket.on('message', (raw: Buffer) => {
    const message = JSON.parse(raw.toString('utf8')) as LiveMessage
    messages.push(message)
    for (const waiter of waiters.splice(0)) {
      if (waiter.match(message)) waiter.resolve(message)
      else waiters.push(waiter)
    }
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const next = (match: (m: LiveMessage) => boolean = () => true, timeoutMs = 10_000) =>
    new Promise<LiveMessage>((resolve, reject) => {
      const seen = messages.find(match)
      if (seen) {
        messages.splice(messages.indexOf(seen), 1)
        return resolve(seen)
      }
      const timer = setTimeout(() => reject(new Error('no such live message arrived')), timeoutMs)
      waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer)
          messages.splice(messages.indexOf(m), 1)
          resolve(m)
        },
      })
    })
  return { socket, messages, next, close: () => socket.close() }
}

const createTeam = async (target: App, teamName: string) => (await setUpTeam(target, { teamName })).teamId

const rename = (target: App, teamId: string, name: string) =>
  target.inject({
    method: 'PATCH',
    url: '/api/team',
    headers: asMember(teamId),
    payload: { name, ageGroup: 'U10', timeZone: 'Europe/London' },
  })

beforeAll(async () => {
  app = await buildTestApp(t.database)
  url = await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => app?.close())

describe('the live hub', () => {
  const refusal = async (headers: Record<string, string>) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/api/live`, { headers })
    socket.on('error', () => undefined) // terminated before it opened, on purpose
    const status = await new Promise<number | undefined>((resolve) =>
      socket.once('unexpected-response', (request, response) => {
        resolve(response.statusCode)
        request.destroy()
      }),
    )
    socket.terminate()
    return status
  }

  it('refuses a socket to a visitor who is not signed in', async () => {
    expect(await refusal({ origin: ORIGIN })).toBe(401)
  })

  it('refuses a socket opened from another site', async () => {
    const teamId = await createTeam(app, 'Elsewhere')
    expect(await refusal({ ...asMember(teamId), origin: 'https://evil.example' })).toBe(403)
  })

  it("tells a team's open tabs which queries changed, and no other team", async () => {
    const ours = await createTeam(app, 'Riverside')
    const theirs = await createTeam(app, 'Hillside')
    // Both teams' own creation reaches the hub first (a transaction elsewhere that commits meanwhile may hold it
    // back for a moment), so the only notice after this point is the one about our rename.
    await expect.poll(() => app.platform.tailer.lag()).toBe(0)
    const tab = await openSocket(url, asMember(ours))
    const otherTeamTab = await openSocket(url, asMember(theirs))
    expect((await tab.next()).kind).toBe('hello')
    await otherTeamTab.next((m) => m.kind === 'hello')

    expect((await rename(app, ours, 'Riverside Rovers')).statusCode).toBe(200)
    const notice = await tab.next((m) => m.kind === 'notice')
    expect(notice).toMatchObject({ kind: 'notice', topics: ['team', 'session', 'calendar'] })

    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(otherTeamTab.messages.filter((m) => m.kind === 'notice')).toEqual([])
    tab.close()
    otherTeamTab.close()
  })

  it('tells only coach-like members of what happens in a coach-only thread, and everyone of a team thread', async () => {
    const teamId = await createTeam(app, 'Brookside')
    await expect.poll(() => app.platform.tailer.lag()).toBe(0)
    const asCoach = asMember(teamId, 'coach', `coach-${teamId}`)
    const asParent = asMember(teamId, 'parent', `parent-${teamId}`)
    const coachTab = await openSocket(url, asCoach)
    const parentTab = await openSocket(url, asParent)
    await coachTab.next((m) => m.kind === 'hello')
    const parentHello = await parentTab.next((m) => m.kind === 'hello')
    const post = async (isPrivate: boolean) => {
      const thread = await app.inject({
        method: 'POST',
        url: '/api/chat/threads',
        headers: asCoach,
        payload: { title: isPrivate ? 'Line-ups' : 'Kit', isPrivate },
      })
      expect(thread.statusCode, thread.body).toBe(201)
      const { id } = thread.json<{ id: string }>()
      const message = await app.inject({
        method: 'POST',
        url: `/api/chat/threads/${id}/messages`,
        headers: asCoach,
        payload: { content: 'Who can drive on Saturday?' },
      })
      expect(message.statusCode, message.body).toBe(201)
      await expect.poll(() => app.platform.tailer.lag()).toBe(0)
      // The coach hears of both events (in one notice or two); wait for the one that covers the message.
      const position = String(Number(parentHello.position) + (isPrivate ? 2 : 4))
      return coachTab.next((m) => m.kind === 'notice' && m.position === position)
    }

    expect(await post(true)).toMatchObject({ topics: ['chat'] })
    // A parent's tab that reconnects hears nothing of it either.
    const parentBack = await openSocket(url, asParent, parentHello.position)
    await parentBack.next((m) => m.kind === 'hello')

    const teamNotice = await post(false)
    expect(teamNotice).toMatchObject({ topics: ['chat'] })
    // Each of the parent's tabs hears of the team thread, and had heard of nothing before it.
    const privateEnd = Number(parentHello.position) + 2
    for (const tab of [parentTab, parentBack]) {
      const notices = () => tab.messages.filter((m) => m.kind === 'notice')
      await expect.poll(() => notices().some((m) => m.position === teamNotice.position)).toBe(true)
      expect(notices().every((m) => Number(m.position) > privateEnd && m.topics.join() === 'chat')).toBe(true)
    }
    coachTab.close()
    parentTab.close()
    parentBack.close()
  })

  it('replays what a reconnecting tab missed, from the position it last saw', async () => {
    const teamId = await createTeam(app, 'Lakeside')
    await expect.poll(() => app.platform.tailer.lag()).toBe(0)
    const tab = await openSocket(url, asMember(teamId))
    const hello = await tab.next((m) => m.kind === 'hello')
    tab.close()

    await rename(app, teamId, 'Lakeside United')
    await expect.poll(() => app.platform.tailer.lag()).toBe(0)

    const back = await openSocket(url, asMember(teamId), hello.position)
    await back.next((m) => m.kind === 'hello')
    const missed = await back.next((m) => m.kind === 'notice')
    expect(missed).toMatchObject({ topics: ['team', 'session', 'calendar'] })
    back.close()

    // A tab that saw everything hears nothing more than hello.
    const current = await openSocket(url, asMember(teamId), missed.position)
    await current.next((m) => m.kind === 'hello')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(current.messages).toEqual([])
    current.close()
  })

  it.skipIf(!isPostgresServer())(
    'tells a tab of a change while transactions that append nothing are held open, here and in another database',
    async () => {
      const teamId = await createTeam(app, 'Meadowside')
      await expect.poll(() => app.platform.tailer.lag()).toBe(0)
      const tab = await openSocket(url, asMember(teamId))
      await tab.next((m) => m.kind === 'hello')
      // Another tenant's import on the same server, and a maintainer's write to another table of this database.
      const elsewhere = await holdOpenTransaction()
      const here = await holdOpenTransaction(t.url)
      try {
        expect((await rename(app, teamId, 'Meadowside Rangers')).statusCode).toBe(200)
        expect(await tab.next((m) => m.kind === 'notice')).toMatchObject({ topics: ['team', 'session', 'calendar'] })
        expect(await elsewhere.isOpen()).toBe(true)
        expect(await here.isOpen()).toBe(true)
      } finally {
        tab.close()
        await elsewhere.end()
        await here.end()
      }
    },
  )

  it.skipIf(!isPostgresServer())(
    'wakes another server instance through LISTEN/NOTIFY, polls when that connection drops, and listens again',
    async () => {
      // Instance B polls only every minute while it listens: a quick notice can only come from NOTIFY.
      const secondConnection = await t.open()
      const b = await buildTestApp(secondConnection, { tailer: { idlePollMs: 60_000, pollMs: 200 } })
      const bUrl = await b.listen({ port: 0, host: '127.0.0.1' })
      try {
        await expect.poll(() => b.platform.tailer.listening).toBe(true)
        const teamId = await createTeam(app, 'Brookside')
        await expect.poll(() => b.platform.tailer.lag()).toBe(0)
        const tab = await openSocket(bUrl, asMember(teamId))
        await tab.next((m) => m.kind === 'hello')

        await rename(app, teamId, 'Brookside Athletic')
        expect(await tab.next((m) => m.kind === 'notice')).toMatchObject({ topics: ['team', 'session', 'calendar'] })

        // Drop the listening connections (as a database restart does): B polls meanwhile and still delivers.
        const listeners = async () => {
          const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity
                where datname = current_database() and query ilike 'listen %'`.execute(t.owner.db)
          return rows.map((row) => row.pid)
        }
        const dropped = await listeners()
        await sql`select pg_terminate_backend(pid) from pg_stat_activity
                where datname = current_database() and query ilike 'listen %'`.execute(t.owner.db)
        await rename(app, teamId, 'Brookside Albion')
        expect(await tab.next((m) => m.kind === 'notice')).toMatchObject({ topics: ['team', 'session', 'calendar'] })

        // Both instances listen again on connections of their own (each listener retries on a backoff of its own),
        // and NOTIFY alone wakes B once more.
        await expect
          .poll(async () => {
            const now = await listeners()
            return now.length === dropped.length && now.every((pid) => !dropped.includes(pid))
          })
          .toBe(true)
        await expect.poll(() => b.platform.tailer.listening).toBe(true)
        await rename(app, teamId, 'Brookside Rovers')
        expect(await tab.next((m) => m.kind === 'notice')).toMatchObject({ topics: ['team', 'session', 'calendar'] })
        tab.close()
      } finally {
        await b.close()
      }
    },
  )
})
