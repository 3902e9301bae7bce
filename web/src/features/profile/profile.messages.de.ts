import type { Translation } from '@teamspace/domain/i18n/messages'
import type { profileMessages } from './profile.messages'

export default {
  detailsTitle: 'Deine Angaben',
  name: 'Name',
  email: 'E-Mail',
  emailHint: 'Die Adresse, mit der du dich anmeldest.',
  phone: 'Telefon',
  shownAs: 'Angezeigt als {phone}',
  address: 'Adresse',
  emergencyContact: 'Notfallkontakt',
  emergencyPhone: 'Notfalltelefon',
  saved: 'Profil gespeichert!',
  saveFailed: 'Das Profil konnte nicht gespeichert werden. Bitte versuch es noch einmal.',
  saveProfile: 'Profil speichern',
  privacy: 'Privatsphäre',
  privacyHint:
    'In {teamName}: Wähl aus, was andere Familien im Teamverzeichnis sehen. Jedes deiner Teams hat eigene Einstellungen. Trainer sehen deine Kontaktdaten und deinen Notfallkontakt immer, damit sie dich erreichen können.',
  showPhone: 'Meine Telefonnummer zeigen',
  showEmail: 'Meine E-Mail zeigen',
  showAddress: 'Meine Adresse zeigen',
  passwordTitle: 'Passwort',
  googlePassword: 'Du meldest dich mit Google an, daher gibt es kein Team-Space-Passwort zu ändern.',
  changePassword: 'Passwort ändern',
  changePasswordIntro: 'Hier bleibst du angemeldet; auf allen anderen Geräten wirst du abgemeldet.',
  currentPassword: 'Aktuelles Passwort',
} satisfies Translation<typeof profileMessages>
