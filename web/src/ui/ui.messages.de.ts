import type { Translation } from '@teamspace/domain/i18n/messages'
import type { uiMessages } from './ui.messages'

export default {
  close: 'Schließen',
  cancel: 'Abbrechen',
  loading: 'Lädt…',
  notAvailableOffline: 'Offline nicht verfügbar',
  notAvailableOfflineText:
    'Diese Seite ist nicht auf diesem Handy gespeichert. Sie lädt, sobald du wieder online bist.',
  cannotReachServer: 'Server nicht erreichbar',
  cannotReachServerText:
    'Diese Seite ist nicht auf diesem Handy gespeichert, und der Empfang ist zu schwach. Sie lädt von selbst, sobald der Server antwortet.',
  tryAgain: 'Noch mal versuchen',
  retry: 'Erneut versuchen',
  goToDashboard: 'Zur Übersicht',
  notFound: 'Nicht gefunden',
  notFoundText: 'Diese Seite oder dieser Eintrag existiert nicht oder wurde entfernt.',
  noAccess: 'Kein Zugriff',
  noAccessText:
    'Dieser Bereich ist für dich nicht freigegeben. Frag einen Trainer, wenn du meinst, dass er es sein sollte.',
  somethingWentWrong: 'Etwas ist schiefgelaufen',
  couldNotLoad: 'Die Seite konnte nicht geladen werden. Prüf deine Verbindung und versuch es noch einmal.',
} satisfies Translation<typeof uiMessages>
