import { describe, expect, it } from 'vitest'
import { loadConfig, mailSender } from '../config'
import { DevOutbox, type MailLogger } from './mail'

const recordingLogger = () => {
  const lines: string[] = []
  const logger: MailLogger = { info: (object, message) => lines.push(`${JSON.stringify(object)} ${message}`) }
  return { logger, lines }
}

const resetMail = {
  to: 'pat@example.org',
  subject: 'Reset your Team Space password',
  text: 'Set a new password here: http://127.0.0.1:3000/reset-password?token=abcdefsecret\n',
}

describe('the development outbox', () => {
  it('prints the mail, link included, in development', async () => {
    const { logger, lines } = recordingLogger()
    await new DevOutbox(logger).send(resetMail)
    expect(lines.join('\n')).toContain('reset-password?token=abcdefsecret')
  })

  it('logs only that a mail was kept when its text must stay out of the log (production)', async () => {
    const { logger, lines } = recordingLogger()
    const outbox = new DevOutbox(logger, { showContent: false })
    await outbox.send(resetMail)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('Reset your Team Space password')
    expect(lines[0]).not.toContain('abcdefsecret')
    expect(lines[0]).not.toContain('token=')
    expect(outbox.sent).toEqual([resetMail])
  })
})

describe('the sender of mails', () => {
  it('is MAIL_FROM, else no-reply at the host of PUBLIC_URL, and warns when neither gives a real domain', () => {
    expect(mailSender('Riverside <club@riverside.org>', undefined)).toEqual({
      mailFrom: 'Riverside <club@riverside.org>',
      mailFromWarning: undefined,
    })
    expect(mailSender(undefined, 'https://team.riverside.org')).toEqual({
      mailFrom: 'Team Space <no-reply@team.riverside.org>',
      mailFromWarning: undefined,
    })
    for (const publicUrl of [undefined, 'http://localhost:3000', 'http://192.168.1.20', 'https://team.local']) {
      const { mailFrom, mailFromWarning } = mailSender(undefined, publicUrl)
      expect(mailFrom).toBe('Team Space <no-reply@teamspace.local>')
      expect(mailFromWarning).toContain('Set MAIL_FROM')
    }
    expect(loadConfig({ PUBLIC_URL: 'https://team.riverside.org' }).mailFrom).toBe(
      'Team Space <no-reply@team.riverside.org>',
    )
  })
})
