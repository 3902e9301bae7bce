import { defineMessages, type Translations } from '../i18n/messages'
import { speak } from '../i18n/speak'
import type { Language } from '../shared/languages'

/** The password-reset e-mail: the spec's English, and the account's language. */
export const passwordResetMessages = defineMessages('passwordReset', {
  subject: 'Reset your Team Space password',
  asked: 'Someone asked to reset the password of your Team Space account.',
  setNew: 'Set a new password here (the link works once, for one hour):',
  notYou: 'If it was not you, ignore this e-mail: your password stays as it is.',
})

export const passwordResetTranslations: Translations<typeof passwordResetMessages> = {
  de: {
    subject: 'Dein Team-Space-Passwort zurücksetzen',
    asked: 'Jemand möchte das Passwort deines Team-Space-Kontos zurücksetzen.',
    setNew: 'Hier kannst du ein neues Passwort festlegen (der Link funktioniert einmal und eine Stunde lang):',
    notYou: 'Falls du das nicht warst, ignoriere diese E-Mail einfach: Dein Passwort bleibt, wie es ist.',
  },
  es: {
    subject: 'Restablece tu contraseña de Team Space',
    asked: 'Alguien ha pedido restablecer la contraseña de tu cuenta de Team Space.',
    setNew: 'Elige una contraseña nueva aquí (el enlace funciona una sola vez y durante una hora):',
    notYou: 'Si no has sido tú, ignora este correo: tu contraseña seguirá siendo la misma.',
  },
}

/** The e-mail with a reset link, in the account's language. */
export const passwordResetMail = (link: string, language: Language = 'en') => {
  const say = speak(language, passwordResetMessages, passwordResetTranslations)
  return {
    subject: say('subject'),
    text: `${say('asked')}\n\n${say('setNew')}\n${link}\n\n${say('notYou')}\n`,
  }
}
