import { authMessages } from '@teamspace/domain/account/account.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp, setUpTeam } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { bodyOf, closedPort, headerOf, startSmtpListener, subjectOf } from '../../../test/smtp-listener'
import type { App } from '../../app'
import { hashToken } from '../../platform/auth/tokens'
import { SmtpMail } from '../../platform/mail/mail'

const t = useTestDatabase()
let app: App
let port: number
let smtp: Awaited<ReturnType<typeof startSmtpListener>> | undefined

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: { origin: ORIGIN }, payload })
const queued = () => t.owner.db.selectFrom('password_reset_outbox').selectAll().execute()

beforeAll(async () => {
  // SMTP_URL points at a port where no mail server listens (yet).
  port = await closedPort()
  ;({ app } = await buildSessionApp(t.database, {
    mail: new SmtpMail(`smtp://127.0.0.1:${port}`, 'Team Space <no-reply@example.org>'),
    subscriberPollMs: 250,
  }))
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  await smtp?.close()
})

describe('reset links while the mail server is down', () => {
  it('answer 202 alike for known and unknown addresses, and the link arrives and works once the server is back', async () => {
    const { email } = await setUpTeam(app)
    const unknown = 'nobody-here@example.org'
    for (const address of [email, unknown, email, unknown]) {
      const response = await post('/api/auth/password-reset', { email: address })
      expect(response.statusCode, response.body).toBe(202)
      expect(response.json()).toEqual({ message: authMessages['reset-sent'] })
    }

    // The sender found the account, tried and failed: the requests wait for a retry; the unknown address is
    // already forgotten.
    await expect
      .poll(async () => (await queued()).map((row) => [row.email, row.attempts > 0, row.last_error !== null]))
      .toEqual([
        [email, true, true],
        [email, true, true],
      ])
    const stored = await t.owner.db.selectFrom('password_reset_tokens').select('token_hash').execute()

    smtp = await startSmtpListener(port)
    await expect.poll(() => smtp!.received.filter((m) => m.to.includes(email)).length).toBe(2)
    expect(smtp.received.filter((m) => m.to.includes(unknown))).toEqual([])
    const [, last] = smtp.received.filter((m) => m.to.includes(email))
    expect(subjectOf(last!.raw)).toBe('Reset your Team Space password')
    expect(headerOf(last!.raw, 'Auto-Submitted')).toBe('auto-generated')
    // A reset link is not a mail one unsubscribes from.
    expect(headerOf(last!.raw, 'List-Unsubscribe')).toBeUndefined()
    const token = /reset-password\?token=([a-z0-9]+)/.exec(bodyOf(last!.raw))?.[1]
    expect(token).toBeDefined()
    // Each attempt made a link of its own: the one that failed is not the one that was sent.
    expect(stored.map((row) => row.token_hash)).not.toContain(hashToken(token!))

    // Handled requests are gone: no address and no token left behind.
    await expect.poll(async () => (await queued()).length).toBe(0)

    const reset = await post('/api/auth/password-reset/confirm', { token, password: 'back-in-again' })
    expect(reset.statusCode, reset.body).toBe(200)
    const signIn = await post('/api/auth/sign-in', { email, password: 'back-in-again' })
    expect(signIn.statusCode).toBe(200)
  }, 60_000)
})
