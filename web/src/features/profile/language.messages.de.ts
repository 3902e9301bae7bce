import type { Translation } from '@teamspace/domain/i18n/messages'
import type { languageMessages } from './language.messages'

export default {
  title: 'Sprache',
  label: 'Sprache der App, der E-Mails und der Benachrichtigungen',
  hint: 'Datum und Uhrzeit richten sich auch danach. Deine Wahl gilt für dein Konto, auf jedem Gerät.',
  saved: 'Sprache gespeichert.',
  saveFailed: 'Deine Sprache konnte nicht gespeichert werden. Bitte versuch es noch einmal.',
} satisfies Translation<typeof languageMessages>
