import { authMessages } from '@teamspace/domain/account/account.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp, createInvite, registerWith, sessionCookieOf, setUpTeam } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { mailTo } from '../../../test/route-fixtures'
import type { App } from '../../app'
import { hashToken } from '../../platform/auth/tokens'
import type { DevOutbox } from '../../platform/mail/mail'

const t = useTestDatabase()
let app: App
let outbox: DevOutbox

beforeAll(async () => {
  ;({ app, outbox } = await buildSessionApp(t.database))
})
afterAll(() => app?.close())

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { origin: ORIGIN, ...headers } })
const session = (cookie?: string) =>
  app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} })
const signIn = (email: string, password: string) => post('/api/auth/sign-in', { email, password })
/** A team setup (on `target`) with a valid form, Casey Coach's Riverside U10, `values` changing any field. */
const setUp = (values: Record<string, string>, target: App = app) =>
  target.inject({
    method: 'POST',
    url: '/api/auth/setup',
    headers: { origin: ORIGIN },
    payload: {
      password: 'secret123',
      name: 'Casey Coach',
      teamName: 'Riverside U10',
      ageGroup: 'U10',
      timeZone: 'Europe/London',
      ...values,
    },
  })
/** A registration as a parent named X with the right password, `values` changing any field. */
const register = (values: Record<string, string>) =>
  post('/api/auth/register', { password: 'secret123', name: 'X', role: 'parent', ...values })
const changePassword = (cookie: string, currentPassword: string, newPassword: string) =>
  post('/api/auth/password', { currentPassword, newPassword }, { cookie })

describe('creating a team (setup)', () => {
  it('signs the founder in as the coach of a new team, with a safe session cookie', async () => {
    const response = await setUp({ email: 'Founder@Example.org' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      user: {
        email: 'founder@example.org',
        name: 'Casey Coach',
        role: 'coach',
        teamName: 'Riverside U10',
        authProvider: 'email',
      },
    })
    const cookie = response.cookies.find((c) => c.name === 'ts_session')!
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie.secure).toBeFalsy()
    expect(cookie.expires!.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000)
    expect((await session(sessionCookieOf(response))).json()).toMatchObject({ user: { role: 'coach' } })
  })

  it('marks the cookie Secure when the app serves HTTPS', async () => {
    const { app: secureApp } = await buildSessionApp(t.database, { secureCookies: true })
    const response = await setUp({ email: 'secure@example.org', name: 'Sam', teamName: 'Secure FC' }, secureApp)
    expect(response.cookies.find((c) => c.name === 'ts_session')?.secure).toBe(true)
    await secureApp.close()
  })

  it("answers each invalid field with the spec's message", async () => {
    const response = await setUp({ email: 'nope', password: '123', name: ' ', teamName: '', ageGroup: '' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      name: 'Name is required',
      teamName: 'Team name is required',
      ageGroup: 'Age group is required',
    })
  })

  it('refuses an e-mail that already has an account', async () => {
    const { email } = await setUpTeam(app)
    const response = await setUp({ email, name: 'Again', teamName: 'Again FC' })
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toEqual({
      code: 'email-already-in-use',
      message: authMessages['email-already-in-use'],
    })
  })
})

describe('signing in', () => {
  it('signs in with the right password', async () => {
    const { email } = await setUpTeam(app)
    const response = await signIn(email.toUpperCase(), 'secret123')
    expect(response.statusCode).toBe(200)
    expect((await session(sessionCookieOf(response))).json().user.email).toBe(email)
  })

  it('gives one answer for a wrong password and an unknown e-mail', async () => {
    const { email } = await setUpTeam(app)
    const wrong = await signIn(email, 'wrong-password')
    const unknown = await signIn('nobody@example.org', 'secret123')
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401)
      expect(response.json().error).toEqual({
        code: 'invalid-credential',
        message: 'Invalid email or password. Please check your credentials.',
      })
    }
  })

  it('asks for both fields', async () => {
    const response = await signIn('', '')
    expect(response.json().error.fields).toEqual({ email: 'Email is required', password: 'Password is required' })
  })
})

describe('joining with an invite (register)', () => {
  it('joins the inviting team with the role the invite grants', async () => {
    const coach = await setUpTeam(app)
    const { code } = await createInvite(app, coach.cookie, 'parent_guardian')
    const preview = await app.inject({ method: 'GET', url: `/api/invites/${code}` })
    expect(preview.json()).toEqual({
      teamName: 'Riverside U10',
      teamLanguage: 'en',
      role: 'parent',
      relationship: 'parent_guardian',
      grantsCoachRole: false,
    })
    const parent = await registerWith(app, code)
    expect(parent).toMatchObject({ teamId: coach.teamId, role: 'parent' })
  })

  it('accepts Coach only with an invite that grants a coach-like role', async () => {
    const coach = await setUpTeam(app)
    const { code: parentCode } = await createInvite(app, coach.cookie, 'parent_guardian')
    const refused = await register({
      email: 'wannabe@example.org',
      name: 'Wannabe',
      role: 'coach',
      inviteCode: parentCode,
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('coach-invite-required')
    // Nothing was left behind: the address can still be used.
    expect(await findAccount('wannabe@example.org')).toBeUndefined()

    const { code: staffCode } = await createInvite(app, coach.cookie, 'assistant_coach')
    expect((await registerWith(app, staffCode, 'coach')).role).toBe('assistant_coach')
  })

  it('needs a valid, unrevoked invite code', async () => {
    const missing = await register({ email: 'x@example.org', inviteCode: '' })
    expect(missing.json().error.fields.inviteCode).toBe('An invite code is required to join a team')
    const unknown = await register({ email: 'x@example.org', inviteCode: 'not-a-code' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.code).toBe('invalid-invite')

    const coach = await setUpTeam(app)
    const { code, id } = await createInvite(app, coach.cookie, 'parent_guardian')
    const revoke = await app.inject({
      method: 'DELETE',
      url: `/api/invites/${id}`,
      headers: { origin: ORIGIN, cookie: coach.cookie },
    })
    expect(revoke.statusCode).toBe(204)
    const revoked = await register({ email: 'late@example.org', name: 'Late', inviteCode: code })
    expect(revoked.json().error).toMatchObject({ code: 'invalid-invite', message: authMessages['invalid-invite'] })
  })

  it("links a family member to the inviting parent's family", async () => {
    const coach = await setUpTeam(app)
    const parent = await registerWith(app, (await createInvite(app, coach.cookie, 'parent_guardian')).code)
    const grandparent = await registerWith(
      app,
      (await createInvite(app, parent.cookie, 'grandparent')).code,
      'parent',
      'Gran',
    )
    expect(grandparent.role).toBe('grandparent')
    const members = (
      await app.inject({ method: 'GET', url: '/api/team/members', headers: { cookie: coach.cookie } })
    ).json<{ userId: string; familyId: string }[]>()
    const familyOf = (userId: string) => members.find((m) => m.userId === userId)?.familyId
    expect(familyOf(grandparent.userId)).toBe(familyOf(parent.userId))
    expect(familyOf(parent.userId)).not.toBe(familyOf(coach.userId))
  })
})

describe('sessions end', () => {
  it('at sign-out', async () => {
    const { cookie } = await setUpTeam(app)
    const out = await post('/api/auth/sign-out', {}, { cookie })
    expect(out.statusCode).toBe(204)
    expect(out.cookies.find((c) => c.name === 'ts_session')?.value).toBe('')
    expect((await session(cookie)).json().user).toBeNull()
    expect((await app.inject({ method: 'GET', url: '/api/team', headers: { cookie } })).statusCode).toBe(401)
  })

  it('everywhere else when the password changes, and the new password works', async () => {
    const { email, cookie: here } = await setUpTeam(app)
    const elsewhere = sessionCookieOf(await signIn(email, 'secret123'))
    const wrong = await changePassword(here, 'nope-nope', 'another1')
    expect(wrong.statusCode).toBe(400)
    const changed = await changePassword(here, 'secret123', 'another1')
    expect(changed.statusCode).toBe(200)
    expect((await session(here)).json().user).not.toBeNull()
    expect((await session(elsewhere)).json().user).toBeNull()
    expect((await signIn(email, 'another1')).statusCode).toBe(200)
    expect((await signIn(email, 'secret123')).statusCode).toBe(401)
  })
})

describe('password reset', () => {
  /** Asks for a reset link and returns the token of the mail it brings (mailed after the answer). */
  const askForLink = async (email: string) => {
    const before = outbox.sent.length
    const asked = await post('/api/auth/password-reset', { email })
    expect(asked.statusCode).toBe(202)
    expect(asked.json().message).toBe(authMessages['reset-sent'])
    const mail = await mailTo(outbox, email, before)
    return /reset-password\?token=([a-z0-9]+)/.exec(mail?.text ?? '')?.[1]
  }

  it('mails a single-use link that sets a new password and ends other sessions', async () => {
    const { email, cookie } = await setUpTeam(app)
    const token = await askForLink(email)
    expect(token).toBeDefined()

    const reset = await post('/api/auth/password-reset/confirm', { token, password: 'brand-new' })
    expect(reset.statusCode).toBe(200)
    expect((await session(cookie)).json().user).toBeNull()
    expect((await signIn(email, 'brand-new')).statusCode).toBe(200)

    const again = await post('/api/auth/password-reset/confirm', { token, password: 'second-go' })
    expect(again.statusCode).toBe(400)
    expect(again.json().error).toEqual({ code: 'invalid-reset-token', message: authMessages['invalid-reset-token'] })
  })

  it('voids older links when a newer one is asked for', async () => {
    const { email } = await setUpTeam(app)
    const older = (await askForLink(email))!
    const newer = (await askForLink(email))!
    expect(newer).not.toBe(older)
    expect((await post('/api/auth/password-reset/confirm', { token: older, password: 'from-older' })).statusCode).toBe(
      400,
    )
    expect((await post('/api/auth/password-reset/confirm', { token: newer, password: 'from-newer' })).statusCode).toBe(
      200,
    )
  })

  it('voids every link once one is used', async () => {
    const { email } = await setUpTeam(app)
    const first = (await askForLink(email))!
    // Two links alive at once can only happen with a row written before this rule: make one.
    await t.owner.db
      .insertInto('password_reset_tokens')
      .values({
        token_hash: hashToken('stale-token'),
        account_id: (await findAccount(email))!.id,
        expires_at: new Date(Date.now() + 60_000),
      })
      .execute()
    expect((await post('/api/auth/password-reset/confirm', { token: first, password: 'brand-new' })).statusCode).toBe(
      200,
    )
    const stale = await post('/api/auth/password-reset/confirm', { token: 'stale-token', password: 'second-go' })
    expect(stale.statusCode).toBe(400)
  })

  it('voids a link when the password is changed another way', async () => {
    const { email, cookie } = await setUpTeam(app)
    const token = (await askForLink(email))!
    const changed = await changePassword(cookie, 'secret123', 'another1')
    expect(changed.statusCode).toBe(200)
    expect((await post('/api/auth/password-reset/confirm', { token, password: 'hijacked' })).statusCode).toBe(400)
    expect((await signIn(email, 'another1')).statusCode).toBe(200)
  })

  it('refuses a link older than an hour', async () => {
    const { email } = await setUpTeam(app)
    const token = (await askForLink(email))!
    await t.owner.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute()
    expect((await post('/api/auth/password-reset/confirm', { token, password: 'brand-new' })).statusCode).toBe(400)
  })

  it('answers the same for an address without an account, and sends nothing', async () => {
    const before = outbox.sent.length
    const response = await post('/api/auth/password-reset', { email: 'ghost@example.org' })
    expect(response.statusCode).toBe(202)
    expect(response.json().message).toBe(authMessages['reset-sent'])
    // Once the sender has handled the request, the address is forgotten and nothing was sent.
    await expect
      .poll(async () => (await t.owner.db.selectFrom('password_reset_outbox').select('key').execute()).length)
      .toBe(0)
    expect(outbox.sent.length).toBe(before)
  })
})

describe('abuse protection', () => {
  it('rate-limits sign-in with the spec message', async () => {
    const { app: strict } = await buildSessionApp(t.database, { authRateLimit: 3 })
    const attempt = () =>
      strict.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { origin: ORIGIN },
        payload: { email: 'a@example.org', password: 'x' },
      })
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401)
    const limited = await attempt()
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toEqual({
      code: 'too-many-requests',
      message: 'Too many failed attempts. Please wait a moment and try again.',
    })
    await strict.close()
  })

  describe('with a limit of 5 a minute', () => {
    let strict: App
    beforeAll(async () => {
      ;({ app: strict } = await buildSessionApp(t.database, { authRateLimit: 5 }))
    })
    afterAll(() => strict?.close())

    let address = 0
    /** A sign-in on `target` from `remoteAddress` (a real client address, as a trusted proxy would give it). */
    const signInFrom = (target: App, remoteAddress: string, email: string, password: string) =>
      target.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password },
        headers: { origin: ORIGIN },
        remoteAddress,
      })
    /** Each request claims another client address: the headers count for nothing without a trusted proxy. */
    const fromAnywhere = (url: string, payload: object) =>
      strict.inject({
        method: 'POST',
        url,
        payload,
        headers: { origin: ORIGIN, 'x-forwarded-for': `203.0.113.${address++ % 250}` },
      })

    it('stops guessing a password from rotating forwarded addresses, and the right one then waits too', async () => {
      const { email } = await setUpTeam(strict)
      const statuses: number[] = []
      for (let i = 0; i < 30; i++)
        statuses.push((await fromAnywhere('/api/auth/sign-in', { email, password: `wrong-${i}` })).statusCode)
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
      expect(statuses.slice(5).every((status) => status === 429)).toBe(true)
      expect((await fromAnywhere('/api/auth/sign-in', { email, password: 'secret123' })).statusCode).toBe(429)
    })

    it('counts failures per account as well as per address', async () => {
      const { email } = await setUpTeam(strict)
      // Another address (a real one, as a trusted proxy would give it) gets no fresh guesses at the account.
      const elsewhere = (password: string, remoteAddress: string) => signInFrom(strict, remoteAddress, email, password)
      for (let i = 0; i < 5; i++) expect((await elsewhere('wrong', `198.51.100.${i}`)).statusCode).toBe(401)
      expect((await elsewhere('secret123', '198.51.100.99')).statusCode).toBe(429)
    })

    it('counts a burst of guesses sent at once, not just one after another', async () => {
      const { email } = await setUpTeam(strict)
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, i) => signInFrom(strict, '192.0.2.50', email, `burst-${i}`)),
      )
      const statuses = burst.map((response) => response.statusCode)
      expect(statuses.filter((status) => status === 401)).toHaveLength(5)
      expect(statuses.filter((status) => status === 429)).toHaveLength(15)
    })

    it('does not count successful sign-ins', async () => {
      const { app: own } = await buildSessionApp(t.database, { authRateLimit: 5 })
      const { email } = await setUpTeam(own)
      for (let i = 0; i < 12; i++) {
        expect((await signInFrom(own, '192.0.2.7', email, 'secret123')).statusCode).toBe(200)
      }
      await own.close()
    })

    it('lets setup and register together test no more addresses than the limit', async () => {
      const { email } = await setUpTeam(app)
      // The counts live in the database, shared by every app on it: this test probes from an address of its own.
      const probe = (i: number) =>
        strict.inject({
          method: 'POST',
          url: i % 2 ? '/api/auth/setup' : '/api/auth/register',
          headers: { origin: ORIGIN },
          remoteAddress: '192.0.2.60',
          payload: {
            email,
            password: 'secret123',
            name: 'Prober',
            teamName: 'Probe FC',
            ageGroup: 'U10',
            timeZone: 'UTC',
            role: 'parent',
            inviteCode: 'not-a-real-code',
          },
        })
      const statuses: number[] = []
      for (let i = 0; i < 20; i++) statuses.push((await probe(i)).statusCode)
      expect(statuses.filter((status) => status !== 429).length).toBe(5)
      expect(statuses.slice(5).every((status) => status === 429)).toBe(true)
    })
  })

  it('refuses a state-changing request from another site or without an Origin', async () => {
    const { cookie } = await setUpTeam(app)
    for (const origin of ['https://evil.example', undefined]) {
      const response = await app.inject({
        method: 'PATCH',
        url: '/api/team',
        headers: { cookie, ...(origin ? { origin } : {}) },
        payload: { name: 'Hijacked', ageGroup: 'U10', timeZone: 'UTC' },
      })
      expect(response.statusCode).toBe(403)
      expect(response.json().error.code).toBe('bad-origin')
    }
  })
})

const findAccount = (email: string) =>
  t.database.db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst()

describe("a person's language", () => {
  const put = (cookie: string, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/account/language', payload, headers: { origin: ORIGIN, cookie } })

  it('keeps the browser language given at sign-up, then the one chosen in the profile, across sessions', async () => {
    const created = await setUp({
      email: 'lena.koch@example.de',
      name: 'Lena Koch',
      teamName: 'FC Lindenau',
      timeZone: 'Europe/Berlin',
      language: 'de',
    })
    expect(created.json()).toMatchObject({ user: { language: 'de' } })

    const chosen = await put(sessionCookieOf(created), { language: 'es' })
    expect(chosen.statusCode).toBe(200)
    expect(chosen.json()).toMatchObject({ user: { language: 'es' } })
    // A new session on another device reads the account's choice.
    const again = await signIn('lena.koch@example.de', 'secret123')
    expect((await session(sessionCookieOf(again))).json()).toMatchObject({ user: { language: 'es' } })
  })

  it('is unknown (null) for an account that brought none, and refuses a language the app does not speak', async () => {
    const created = await setUp({ email: 'no.language@example.org', name: 'Robin Vale', teamName: 'Vale Rovers' })
    expect(created.json()).toMatchObject({ user: { language: null } })
    const refused = await put(sessionCookieOf(created), { language: 'fr' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ error: { code: 'validation', fields: { language: 'Choose a language' } } })
  })
})
