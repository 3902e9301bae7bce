import type { Role } from '@teamspace/domain/shared/roles'
import type { FastifyRequest } from 'fastify'
import { expect } from 'vitest'
import { buildApp, type App, type AppOptions } from '../src/app'
import type { Database } from '../src/platform/db/database'
import type { Caller, Identity } from '../src/platform/http/identity'
import { mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DevOutbox } from '../src/platform/mail/mail'
import { DiskStorage } from '../src/platform/storage/storage'
import type { PushNetwork } from '../src/platform/push/push-network'

/** The app with uploads in a folder of its own unless the test gives storage, the folder removed when the app closes. */
const withUploadsFolder = async (
  options: Partial<AppOptions>,
  build: (storage: AppOptions['storage']) => Promise<App>,
) => {
  if (options.storage) return build(options.storage)
  const folder = mkdtempSync(path.join(tmpdir(), 'teamspace-uploads-'))
  const app = await build(new DiskStorage(folder)).catch(async (error: unknown) => {
    await rm(folder, { recursive: true, force: true })
    throw error
  })
  app.addHook('onClose', () => rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }))
  return app
}

const HEADER = 'x-test-identity'

/**
 * The site's origin in tests (its PUBLIC_URL): state-changing requests must name it (the CSRF check), whether
 * they come through `inject` or a real socket.
 */
export const ORIGIN = 'http://localhost:80'

/**
 * The tests' push network: a push service on loopback (http, any port) is allowed, and no name is looked up in
 * the real DNS (`localhost` only), so a test never reaches outside this machine. The server has no such setting.
 */
export const loopbackPushNetwork: PushNetwork = {
  resolve: async (hostname) => {
    if (hostname === 'localhost') return [{ address: '127.0.0.1', family: 4 }]
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
  },
  allowLoopbackForTests: true,
}

/** For focused tests: the caller named in a header instead of a real session. */
const callerFromHeader = async (request: FastifyRequest): Promise<Caller | null> => {
  const raw = request.headers[HEADER]
  if (typeof raw !== 'string') return null
  const identity = JSON.parse(raw) as Identity
  return {
    accountId: identity.userId,
    email: `${identity.userId}@example.org`,
    sessionId: null,
    name: identity.name,
    memberships: [{ teamId: identity.teamId, role: identity.role }],
    identity,
  }
}

export const asMember = (teamId: string, role: Role = 'coach', userId = `user-${teamId}`) => ({
  origin: ORIGIN,
  [HEADER]: JSON.stringify({ userId, name: 'Test Member', role, teamId } satisfies Identity),
})

/** The app with callers taken from a test header (see `asMember`). */
export const buildTestApp = (database: Database, options: Partial<AppOptions> = {}): Promise<App> =>
  withUploadsFolder(options, (storage) =>
    buildApp({
      database,
      resolveCaller: callerFromHeader,
      storage,
      publicOrigin: ORIGIN,
      // Tests post and upload far faster than people: the tests of the limit set their own.
      memberRateLimit: 100_000,
      ...options,
      push: { network: loopbackPushNetwork, ...options.push },
    }),
  )

/** The real app: sessions from cookies, mail into an outbox the test can read. */
export const buildSessionApp = async (database: Database, options: Partial<AppOptions> = {}) => {
  const outbox = new DevOutbox()
  const app = await withUploadsFolder(options, (storage) =>
    buildApp({
      database,
      mail: outbox,
      authRateLimit: 1000,
      memberRateLimit: 100_000,
      storage,
      publicOrigin: ORIGIN,
      ...options,
      push: { network: loopbackPushNetwork, ...options.push },
    }),
  )
  return { app, outbox }
}

export const sessionCookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((c) => c.name === 'ts_session')
  expect(cookie, 'a session cookie').toBeDefined()
  return `ts_session=${cookie!.value}`
}

let counter = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`

/** Signs in on `app` with an address and password (the tests' own unless given): the new session's cookie. */
export const signInWith = async (app: App, email: string, password = 'secret123') =>
  sessionCookieOf(
    await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: ORIGIN },
      payload: { email, password },
    }),
  )

/** Changes the password of the member behind `cookie` from the tests' own to `newPassword`, on `app`. */
export const changePassword = (app: App, cookie: string, newPassword: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/password',
    headers: { origin: ORIGIN, cookie },
    payload: { currentPassword: 'secret123', newPassword },
  })

/** Signs up through /api/auth/setup: a new team with this person as its coach. */
export const setUpTeam = async (
  app: App,
  overrides: Partial<Record<'email' | 'name' | 'teamName' | 'timeZone' | 'language', string>> = {},
) => {
  const email = overrides.email ?? `${unique('coach')}@example.org`
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/setup',
    headers: { origin: ORIGIN },
    payload: {
      email,
      password: 'secret123',
      name: overrides.name ?? 'Casey Coach',
      teamName: overrides.teamName ?? 'Riverside U10',
      ageGroup: 'U10',
      timeZone: overrides.timeZone ?? 'Europe/London',
      ...(overrides.language === undefined ? {} : { language: overrides.language }),
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  const user = response.json<{ user: { id: string; teamId: string } }>().user
  return { email, cookie: sessionCookieOf(response), userId: user.id, teamId: user.teamId }
}

/** A team's founder, who set it up through `setUpTeam`: their address, session, id and team. */
export type Founder = Awaited<ReturnType<typeof setUpTeam>>

/** Creates an invite as the member behind `cookie` and returns its code. */
export const createInvite = async (app: App, cookie: string, relationship: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/invites',
    headers: { origin: ORIGIN, cookie },
    payload: { relationship },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ code: string; id: string }>()
}

/** Registers through an invite code. */
export const registerWith = async (
  app: App,
  code: string,
  role: 'parent' | 'coach' = 'parent',
  name = 'Pat Parent',
) => {
  const email = `${unique('member')}@example.org`
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { origin: ORIGIN },
    payload: { email, password: 'secret123', name, role, inviteCode: code },
  })
  expect(response.statusCode, response.body).toBe(201)
  const user = response.json<{ user: { id: string; teamId: string; role: string } }>().user
  return { email, cookie: sessionCookieOf(response), userId: user.id, teamId: user.teamId, role: user.role }
}

/** A member who joined through `registerWith`. */
export type Registered = Awaited<ReturnType<typeof registerWith>>
