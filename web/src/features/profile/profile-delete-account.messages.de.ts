import type { Translation } from '@teamspace/domain/i18n/messages'
import type { profileDeleteAccountMessages } from './profile-delete-account.messages'

export default {
  title: 'Mein Konto löschen',
  goes: 'Dein Name, deine E-Mail-Adresse, Telefonnummer, Adresse und dein Notfallkontakt, dein Passwort und die Anmeldung mit Google, dein Kalenderlink, deine E-Mail-Einstellungen und deine Mitgliedschaft in all deinen Teams werden endgültig gelöscht, und du wirst überall abgemeldet.',
  stays:
    'Was du für das Team geschrieben oder erfasst hast (Beiträge, Termine, Statistiken, Stimmen, Eintragungen), bleibt erhalten und wird „Ehemaliges Mitglied“ zugeordnet.',
  confirm: 'Mein Konto löschen',
  failed: 'Dein Konto konnte nicht gelöscht werden. Bitte versuch es noch einmal.',
  passwordLabel: 'Dein Passwort',
  emailLabel: 'Gib zur Bestätigung deine E-Mail-Adresse ein',
  intro:
    'Verlass alle deine Teams und lösch alles, was Team Space über dich speichert. Das lässt sich nicht rückgängig machen.',
  confirmTitle: 'Dein Konto löschen?',
  whatGoes: 'Was gelöscht wird:',
  whatStays: 'Was bleibt:',
  cannotBeUndone: 'Das lässt sich nicht rückgängig machen.',
} satisfies Translation<typeof profileDeleteAccountMessages>
