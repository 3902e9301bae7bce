import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp, setUpTeam } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import type { App } from '../../app'
import { SmtpMail } from './mail'

const t = useTestDatabase()
const received: { to: string[]; raw: string }[] = []
let smtp: SMTPServer
let app: App

/** The message body as text, whichever transfer encoding the mailer chose. */
const bodyOf = (raw: string) => {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n')
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    return body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  }
  return body
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  ;({ app } = await buildSessionApp(t.database, {
    mail: new SmtpMail(`smtp://127.0.0.1:${port}`, 'Team Space <no-reply@example.org>'),
  }))
})
afterAll(async () => {
  await app?.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
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

    await expect.poll(() => received.some((m) => m.to.includes(email)), { timeout: 5000 }).toBe(true)
    const message = received.find((m) => m.to.includes(email))!
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
