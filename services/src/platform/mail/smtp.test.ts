import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp, setUpTeam } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { bodyOf, startSmtpListener } from '../../../test/smtp-listener'
import type { App } from '../../app'
import { SmtpMail } from './mail'

const t = useTestDatabase()
let smtp: Awaited<ReturnType<typeof startSmtpListener>>
let app: App

beforeAll(async () => {
  smtp = await startSmtpListener()
  ;({ app } = await buildSessionApp(t.database, {
    mail: new SmtpMail(smtp.url, 'Team Space <no-reply@example.org>'),
  }))
})
afterAll(async () => {
  await app?.close()
  await smtp?.close()
})

describe('mail over SMTP', () => {
  it('delivers the reset link to a real SMTP listener, and the link works', async () => {
    const { email } = await setUpTeam(app)
    await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      headers: { origin: ORIGIN },
      payload: { email },
    })

    await expect.poll(() => smtp.received.some((m) => m.to.includes(email))).toBe(true)
    const message = smtp.received.find((m) => m.to.includes(email))!
    expect(message.raw).toContain('Subject: Reset your Team Space password')
    const token = /reset-password\?token=([a-z0-9]+)/.exec(bodyOf(message.raw))?.[1]
    expect(token).toBeDefined()

    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      headers: { origin: ORIGIN },
      payload: { token, password: 'from-the-mail' },
    })
    expect(reset.statusCode).toBe(200)
  })
})
