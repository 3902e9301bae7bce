import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ORIGIN,
  buildSessionApp,
  createInvite,
  registerWith,
  setUpTeam,
  changePassword,
  signInWith,
} from '../../../test/app'
import { isPostgresServer, useTestDatabase } from '../../../test/database'
import type { App } from '../../app'
import { CALLERS_CHANNEL, CallerCache } from './caller-cache'
import { DAY_MS, SESSION_COOKIE } from './sessions'
import { loadSessionCaller } from './session-caller'
import { hashToken } from './tokens'

/** Two server instances on one database, as behind a load balancer: each keeps the callers it has seen. */
const t = useTestDatabase()
let a: App
let b: App

beforeAll(async () => {
  if (!isPostgresServer()) return
  // The cache's safety net is an hour here: whatever the machine's speed, only a notice can make an entry go.
  const options = { callerCacheMaxAgeMs: 3_600_000 }
  ;({ app: a } = await buildSessionApp(t.database, options))
  ;({ app: b } = await buildSessionApp(await t.open(), options))
  // Listening is part of starting.
  expect(a.platform.callers.active && b.platform.callers.active).toBe(true)
})
afterAll(async () => {
  await a?.close()
  await b?.close()
})

const get = (app: App, url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } })

const statusOf = async (app: App, cookie: string, url = '/api/team') => (await get(app, url, cookie)).statusCode

/** Statements about sessions this process sends while `work` runs (both instances live in this process). */
const sessionStatementsDuring = async (work: () => Promise<unknown>) => {
  const seen: string[] = []
  const driver = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }
  const query = driver.query
  driver.query = function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text
    if (String(text).includes('"sessions"')) seen.push(String(text))
    return query.apply(this, args)
  }
  try {
    await work()
  } finally {
    driver.query = query
  }
  return seen
}

/** Deletes a session without the trigger's notice: what a notice lost with its connection looks like. */
const deleteSilently = (cookie: string) =>
  t.owner.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx)
    const token = cookie.slice(`${SESSION_COOKIE}=`.length)
    const deleted = await trx.deleteFrom('sessions').where('id', '=', hashToken(token)).executeTakeFirst()
    expect(deleted.numDeletedRows).toBe(1n)
  })

/** Until the notice arrives: the suite's deadline, far below the cache's safety net of an hour in these tests. */
const SOON = { interval: 20 }

describe.skipIf(!isPostgresServer())('the session cache on two instances', () => {
  it('answers a signed-in request from memory after the first one', async () => {
    const { cookie } = await setUpTeam(a)
    expect(await statusOf(b, cookie)).toBe(200)
    const statements = await sessionStatementsDuring(() => statusOf(b, cookie))
    expect(statements).toEqual([])
  })

  it('refuses a cookie on the other instance once it signed out, and here from the response on', async () => {
    const { cookie } = await setUpTeam(a)
    expect(await statusOf(a, cookie)).toBe(200)
    expect(await statusOf(b, cookie)).toBe(200)
    const signedOut = await a.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { origin: ORIGIN, cookie } })
    expect(signedOut.statusCode).toBe(204)
    expect(await statusOf(a, cookie)).toBe(401)
    await expect.poll(() => statusOf(b, cookie), SOON).toBe(401)
  })

  it('refuses the other sessions everywhere after a password change, and keeps the one that changed it', async () => {
    const { email, cookie } = await setUpTeam(a)
    const other = await signInWith(b, email)
    expect(await statusOf(b, other)).toBe(200)
    expect(await statusOf(b, cookie)).toBe(200)
    const changed = await changePassword(a, cookie, 'another1')
    expect(changed.statusCode).toBe(200)
    await expect.poll(() => statusOf(b, other), SOON).toBe(401)
    expect(await statusOf(b, cookie)).toBe(200)
    expect(await statusOf(a, cookie)).toBe(200)
  })

  it('gives a member the rights of a new role on the other instance', async () => {
    const coach = await setUpTeam(a)
    const parent = await registerWith(a, (await createInvite(a, coach.cookie, 'parent_guardian')).code)
    expect(await statusOf(b, parent.cookie, '/api/history')).toBe(403)
    expect(await statusOf(a, parent.cookie, '/api/history')).toBe(403)
    const promoted = await a.inject({
      method: 'PATCH',
      url: `/api/team/members/${parent.userId}`,
      headers: { origin: ORIGIN, cookie: coach.cookie },
      payload: { role: 'assistant_coach' },
    })
    expect(promoted.statusCode).toBe(200)
    expect(await statusOf(a, parent.cookie, '/api/history')).toBe(200)
    await expect.poll(() => statusOf(b, parent.cookie, '/api/history'), SOON).toBe(200)

    const demoted = await a.inject({
      method: 'PATCH',
      url: `/api/team/members/${parent.userId}`,
      headers: { origin: ORIGIN, cookie: coach.cookie },
      payload: { role: 'parent' },
    })
    expect(demoted.statusCode).toBe(200)
    await expect.poll(() => statusOf(b, parent.cookie, '/api/history'), SOON).toBe(403)
  })

  it('refuses a removed member on the other instance', async () => {
    const coach = await setUpTeam(a)
    const parent = await registerWith(a, (await createInvite(a, coach.cookie, 'parent_guardian')).code)
    expect(await statusOf(b, parent.cookie)).toBe(200)
    const removed = await a.inject({
      method: 'DELETE',
      url: `/api/team/members/${parent.userId}`,
      headers: { origin: ORIGIN, cookie: coach.cookie },
    })
    expect(removed.statusCode).toBe(204)
    expect(await statusOf(a, parent.cookie)).toBe(401)
    await expect.poll(() => statusOf(b, parent.cookie), SOON).toBe(401)
  })

  it('shows a new name on the other instance', async () => {
    const { cookie } = await setUpTeam(a, { name: 'Casey Coach' })
    const nameOnB = () => b.platform.callers.get(sessionIdOf(cookie))?.caller.identity?.name
    expect(await statusOf(b, cookie)).toBe(200)
    expect(nameOnB()).toBe('Casey Coach')
    const { phoneNumber, address, emergencyContact, emergencyPhone, privacy } = (
      await get(a, '/api/profile', cookie)
    ).json<Record<string, unknown>>()
    const saved = await a.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { origin: ORIGIN, cookie },
      payload: { name: 'Casey Cooper', phoneNumber, address, emergencyContact, emergencyPhone, privacy },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    await expect.poll(nameOnB, SOON).toBeUndefined()
    expect(await statusOf(b, cookie)).toBe(200)
    expect(nameOnB()).toBe('Casey Cooper')
  })

  it('empties and stands aside while it cannot listen, so a notice lost meanwhile revokes all the same', async () => {
    const { cookie } = await setUpTeam(a)
    expect(await statusOf(b, cookie)).toBe(200)
    // A deletion whose notice never comes: the cache alone still lets it in (its one-minute net aside) …
    await deleteSilently(cookie)
    expect(await statusOf(b, cookie)).toBe(200)
    // … until the listening connection is lost, as at a database restart: then every request reads the database.
    const listeners = async () => {
      const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity
        where datname = current_database() and lower(query) = ${`listen "${CALLERS_CHANNEL}"`}`.execute(t.owner.db)
      return rows.map((row) => row.pid)
    }
    const dropped = await listeners()
    expect(dropped.length).toBe(2)
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where pid in (${sql.join(dropped)})`.execute(t.owner.db)
    await expect.poll(() => statusOf(b, cookie), SOON).toBe(401)

    // Both listen again on new connections, and the cache answers again.
    await expect
      .poll(async () => {
        const now = await listeners()
        return now.length === 2 && now.every((pid) => !dropped.includes(pid))
      }, SOON)
      .toBe(true)
    await expect.poll(() => b.platform.callers.active, SOON).toBe(true)
    const next = await setUpTeam(a)
    expect(await statusOf(b, next.cookie)).toBe(200)
    expect(await sessionStatementsDuring(() => statusOf(b, next.cookie))).toEqual([])
  })
})

const sessionIdOf = (cookie: string) => hashToken(cookie.slice(`${SESSION_COOKIE}=`.length))

describe.skipIf(!isPostgresServer())('a cached session', () => {
  let cache: CallerCache
  beforeAll(async () => {
    cache = new CallerCache(t.database, { maxAgeMs: 365 * DAY_MS, maxEntries: 2 })
    await cache.start()
    expect(cache.active).toBe(true)
  })
  afterAll(() => cache?.stop())

  const tokenOf = (cookie: string) => cookie.slice(`${SESSION_COOKIE}=`.length)

  it('still slides its expiry past half its life, written to the database', async () => {
    const { cookie } = await setUpTeam(a)
    const token = tokenOf(cookie)
    const start = new Date()
    const first = await loadSessionCaller(t.database.db, token, start, cache)
    expect(first?.renewed).toBe(false)
    expect(cache.get(sessionIdOf(cookie), start.getTime())).toBeDefined()

    const later = new Date(start.getTime() + 16 * DAY_MS)
    const renewed = await loadSessionCaller(t.database.db, token, later, cache)
    expect(renewed?.renewed).toBe(true)
    expect(renewed?.expiresAt.getTime()).toBe(later.getTime() + 30 * DAY_MS)
    const row = await t.owner.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('id', '=', sessionIdOf(cookie))
      .executeTakeFirstOrThrow()
    expect(row.expires_at.getTime()).toBe(later.getTime() + 30 * DAY_MS)
    expect((await loadSessionCaller(t.database.db, token, later, cache))?.renewed).toBe(false)
  })

  it('is refused when the extension finds it gone, even before its notice', async () => {
    const { cookie } = await setUpTeam(a)
    const token = tokenOf(cookie)
    const start = new Date()
    expect(await loadSessionCaller(t.database.db, token, start, cache)).not.toBeNull()
    await deleteSilently(cookie)
    expect(await loadSessionCaller(t.database.db, token, start, cache)).not.toBeNull()
    expect(await loadSessionCaller(t.database.db, token, new Date(start.getTime() + 16 * DAY_MS), cache)).toBeNull()
    expect(cache.get(sessionIdOf(cookie), start.getTime())).toBeUndefined()
  })

  it('keeps the most recently used sessions, up to its bound', async () => {
    const cookies = await Promise.all([setUpTeam(a), setUpTeam(a), setUpTeam(a)].map(async (s) => (await s).cookie))
    const now = new Date()
    for (const cookie of cookies) await loadSessionCaller(t.database.db, tokenOf(cookie), now, cache)
    expect(cache.size).toBe(2)
    expect(cache.get(sessionIdOf(cookies[0]!), now.getTime())).toBeUndefined()
    expect(cache.get(sessionIdOf(cookies[2]!), now.getTime())).toBeDefined()
  })

  it('does not keep what it read while a drop happened', async () => {
    const { cookie } = await setUpTeam(a)
    const sessionId = sessionIdOf(cookie)
    const mark = cache.mark()
    cache.forget({ accountId: 'someone-else' })
    const session = await loadSessionCaller(t.database.db, tokenOf(cookie), new Date())
    cache.set(sessionId, session!, mark)
    expect(cache.get(sessionId)).toBeUndefined()
  })
})
