import { describe, expect, it } from 'vitest'
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
