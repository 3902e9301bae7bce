import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp, createInvite, setUpTeam } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import type { App } from '../../app'

const t = useTestDatabase()
let app: App
let unconfigured: App
let provider: FastifyInstance
const exchanges: Record<string, string>[] = []
let identity = { sub: 'google-123', email: 'gail@example.org', email_verified: true, name: 'Gail Google' }

/** An unsigned ID token: the app reads its claims after a token exchange it made itself, over TLS in production. */
const idToken = (claims: object) =>
  ['{"alg":"none"}', JSON.stringify(claims)].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.'

beforeAll(async () => {
  // A stand-in for Google's token endpoint on loopback.
  provider = Fastify()
  provider.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )
  provider.post('/token', async (request) => {
    exchanges.push(request.body as Record<string, string>)
    return { access_token: 'access', token_type: 'Bearer', expires_in: 3600, id_token: idToken(identity) }
  })
  const providerUrl = await provider.listen({ port: 0, host: '127.0.0.1' })
  ;({ app } = await buildSessionApp(t.database, {
    google: {
      clientId: 'client-id',
      clientSecret: 'client-secret',
      redirectUrl: 'http://localhost/api/auth/google/callback',
      authorizationEndpoint: `${providerUrl}/authorize`,
      tokenEndpoint: `${providerUrl}/token`,
    },
  }))
  ;({ app: unconfigured } = await buildSessionApp(t.database))
})
afterAll(async () => {
  await app?.close()
  await unconfigured?.close()
  await provider?.close()
})

const cookieHeader = (cookies: { name: string; value: string }[]) =>
  cookies.map((c) => `${c.name}=${c.value}`).join('; ')

/** Starts the sign-in, then comes back from the provider as the browser would. */
const signInWithGoogle = async (invite?: string) => {
  const start = await app.inject({
    method: 'GET',
    url: invite ? `/api/auth/google?invite=${encodeURIComponent(invite)}` : '/api/auth/google',
  })
  expect(start.statusCode).toBe(302)
  const authorize = new URL(start.headers.location!)
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
  const state = authorize.searchParams.get('state')!
  return app.inject({
    method: 'GET',
    url: `/api/auth/google/callback?code=the-code&state=${state}`,
    headers: { cookie: cookieHeader(start.cookies) },
  })
}

describe('Google sign-in', () => {
  it('says when it is not configured', async () => {
    expect((await unconfigured.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: false })
    const start = await unconfigured.inject({ method: 'GET', url: '/api/auth/google' })
    expect(start.headers.location).toBe('/auth?error=not-configured')
  })

  it('sends a person without a team to join or create one, then signs them in without a password', async () => {
    const back = await signInWithGoogle()
    expect(back.headers.location).toBe('/auth?federated=pending')
    expect(exchanges.at(-1)).toMatchObject({ code: 'the-code', grant_type: 'authorization_code' })
    expect(exchanges.at(-1)!['code_verifier']).toBeTruthy()
    const pendingCookie = cookieHeader(back.cookies.filter((c) => c.name === 'ts_federated'))

    // Not signed in yet: only the pending identity is known.
    const session = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: pendingCookie } })
    expect(session.json()).toEqual({ user: null, pendingFederated: { email: 'gail@example.org', name: 'Gail Google' } })

    const setup = await app.inject({
      method: 'POST',
      url: '/api/auth/setup',
      headers: { origin: ORIGIN, cookie: pendingCookie },
      payload: {
        email: 'gail@example.org',
        name: 'Gail Google',
        teamName: 'Google Gliders',
        ageGroup: 'U12',
        timeZone: 'UTC',
      },
    })
    expect(setup.statusCode).toBe(201)
    expect(setup.json().user).toMatchObject({ authProvider: 'google', role: 'coach', teamName: 'Google Gliders' })

    // Next time the same Google account goes straight to the dashboard.
    const again = await signInWithGoogle()
    expect(again.headers.location).toBe('/dashboard')
    expect(again.cookies.some((c) => c.name === 'ts_session')).toBe(true)
  })

  it('brings an invite back from Google: to confirm joining when signed in, to the register form otherwise', async () => {
    const coach = await setUpTeam(app, { teamName: 'Riverside U12' })
    const { code } = await createInvite(app, coach.cookie, 'parent_guardian')
    const expected = new URLSearchParams({ invite: code }).toString()

    // gail@example.org has a team (the test before): signed in, then on to the invite's join view.
    identity = { sub: 'google-123', email: 'gail@example.org', email_verified: true, name: 'Gail Google' }
    const member = await signInWithGoogle(code)
    expect(member.headers.location).toBe(`/auth?${expected}`)
    expect(member.cookies.some((c) => c.name === 'ts_session')).toBe(true)
    expect(member.cookies.find((c) => c.name === 'google_invite')?.value).toBe('')

    // Someone new: finishing the sign-up keeps the invite.
    identity = { sub: 'google-new', email: 'newcomer@example.org', email_verified: true, name: 'New Comer' }
    const newcomer = await signInWithGoogle(code)
    expect(newcomer.headers.location).toBe(`/auth?federated=pending&${expected}`)

    // Without an invite, none comes back.
    const plain = await signInWithGoogle()
    expect(plain.headers.location).toBe('/auth?federated=pending')
    identity = { sub: 'google-123', email: 'gail@example.org', email_verified: true, name: 'Gail Google' }
  })

  it('refuses a callback whose state does not match', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/auth/google' })
    const back = await app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?code=the-code&state=forged',
      headers: { cookie: cookieHeader(start.cookies) },
    })
    expect(back.headers.location).toBe('/auth?error=google-failed')
  })

  it('reports a cancelled sign-in', async () => {
    const back = await app.inject({ method: 'GET', url: '/api/auth/google/callback?error=access_denied' })
    expect(back.headers.location).toBe('/auth?error=popup-closed-by-user')
  })

  it('asks for a password when no Google sign-in is waiting', async () => {
    identity = { ...identity, sub: 'other' }
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/setup',
      headers: { origin: ORIGIN },
      payload: {
        email: 'nopass@example.org',
        name: 'No Pass',
        teamName: 'Nopass FC',
        ageGroup: 'U12',
        timeZone: 'UTC',
      },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields).toEqual({ password: 'Password is required' })
  })
})
