import type { Translation } from '@teamspace/domain/i18n/messages'
import type { libMessages } from './lib.messages'

export default {
  network: 'Server nicht erreichbar. Prüf deine Verbindung und versuch es noch einmal.',
  close: 'Schließen',
  cancel: 'Abbrechen',
  kept: 'Kein Empfang: auf diesem Handy gespeichert. Wird gesendet, sobald wieder Empfang da ist.',
  tooBig:
    'Server nicht erreichbar, und das ist zu groß, um es bis dahin auf diesem Handy zu speichern. Versuch es noch einmal mit Empfang.',
  waitingForSignal: 'Warte auf Empfang …',
} satisfies Translation<typeof libMessages>
