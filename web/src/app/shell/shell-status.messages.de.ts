import type { Translation } from '@teamspace/domain/i18n/messages'
import type { shellStatusMessages } from './shell-status.messages'

export default {
  live: 'Live',
  connecting: 'Verbinde…',
  offline: 'Offline',
  liveTitle: 'Änderungen anderer erscheinen hier sofort',
  slowTitle: 'Der Server antwortet nicht rechtzeitig: Du siehst, was die App zuletzt von ihm hatte',
  offlineTitle: 'Keine Verbindung: Du siehst, was die App zuletzt vom Server hatte',
  slowAsOf: 'Schwaches Netz — Stand {time}',
  offlineAsOf: 'Offline — Stand {time}',
  sending: 'wird gesendet',
  waitingForSignal: 'wartet auf Empfang',
  queued: '{count} in Warteschlange',
  notSent: '{count} nicht gesendet',
  fateWaiting: 'Wartet auf Empfang',
  fateSending: 'Wird gesendet…',
  fateSent: 'Gesendet',
  fateRefused: 'Nicht gesendet',
  savedTitle: 'Auf diesem Handy gespeichert',
  savedDescription:
    'Ohne Empfang gespeichert: Sie werden von selbst gesendet, sobald wieder Empfang da ist, jede nur einmal.',
  close: 'Schließen',
  nothingWaiting: 'Nichts wartet.',
  madeAt: 'Gespeichert um {time}',
  edit: 'Bearbeiten',
  copied: 'Kopiert',
  copyText: 'Text kopieren',
  discard: 'Verwerfen',
  dontSend: 'Nicht senden',
  signOutTitle: 'Abmelden, obwohl noch nicht alles gesendet ist?',
  signOutDescription:
    '{count, plural, one {Eine ohne Empfang gespeicherte Änderung wurde noch nicht gesendet. Wenn du dich jetzt abmeldest, geht sie verloren.} other {# ohne Empfang gespeicherte Änderungen wurden noch nicht gesendet. Wenn du dich jetzt abmeldest, gehen sie verloren.}}',
  signOutAnyway: 'Trotzdem abmelden',
  signOutFailed: 'Abmelden hat nicht geklappt. Bitte versuch es noch einmal.',
} satisfies Translation<typeof shellStatusMessages>
