import type { Translation } from '@teamspace/domain/i18n/messages'
import type { accountErrorsMessages } from './account-errors.messages'

export default {
  'invalid-credential': 'E-Mail oder Passwort ist falsch. Bitte prüf deine Angaben.',
  'email-already-in-use': 'Zu dieser E-Mail gibt es schon ein Konto. Melde dich stattdessen an.',
  'too-many-requests': 'Zu viele Fehlversuche. Bitte warte einen Moment und versuch es noch einmal.',
  'invalid-email': 'Bitte gib eine gültige E-Mail-Adresse ein.',
  'weak-password': 'Das Passwort ist zu schwach. Bitte wähl ein sichereres.',
  'network-request-failed': 'Netzwerkfehler. Bitte prüf deine Verbindung und versuch es noch einmal.',
  'permission-denied': 'Bei der Einrichtung ist etwas schiefgelaufen. Bitte wende dich an den Support.',
  'invalid-invite': 'Dieser Einladungslink ist ungültig oder abgelaufen. Bitte um einen neuen.',
  'coach-invite-required':
    'Trainer wirst du nur mit einer Einladung eines Trainers. Wähl Elternteil oder bitte deinen Trainer um eine Trainer-Einladung.',
  'invite-required':
    'Um einem Team beizutreten, brauchst du einen Einladungscode. Für ein neues Team gründe stattdessen eins.',
  'already-member': 'Du bist schon Mitglied dieses Teams.',
  'invalid-reset-token': 'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
  'reset-sent': 'Falls es zu dieser E-Mail ein Konto gibt, haben wir dir einen Link zum Zurücksetzen geschickt.',
  'password-changed': 'Dein Passwort wurde geändert.',
  fallback: 'Anmeldung fehlgeschlagen. Bitte versuch es noch einmal.',
} satisfies Translation<typeof accountErrorsMessages>
