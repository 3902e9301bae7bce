import { describe, expect, it } from 'vitest'
import { passwordResetMail } from './password-reset.mail'

const link = 'https://team.example/reset-password?token=abc'

describe('the password-reset e-mail', () => {
  it('is the spec’s words in English', () => {
    expect(passwordResetMail(link)).toEqual({
      subject: 'Reset your Team Space password',
      text: `Someone asked to reset the password of your Team Space account.\n\nSet a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
    })
  })

  it('is in the account’s language', () => {
    expect(passwordResetMail(link, 'de').subject).toBe('Dein Team-Space-Passwort zurücksetzen')
    expect(passwordResetMail(link, 'es').text).toContain(`durante una hora):\n${link}\n`)
  })
})
