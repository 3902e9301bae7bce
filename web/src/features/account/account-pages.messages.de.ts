import type { Translation } from '@teamspace/domain/i18n/messages'
import type { accountPagesMessages } from './account-pages.messages'

export default {
  joinAnotherTeam: 'Weiterem Team beitreten',
  alreadyMember: 'Du bist schon Mitglied von {teamName}.',
  goTo: 'Zu {teamName}',
  joinTeam: 'Team beitreten',
  notNow: 'Nicht jetzt, zurück zu {teamName}',
  createAnotherTeam: 'Weiteres Team gründen',
  coachAndTimeZone: 'Du wirst Trainer des Teams. Sein Kalender nutzt die Zeitzone dieses Geräts ({timeZone}).',
  createTeam: 'Team gründen',
  chooseNewPassword: 'Neues Passwort wählen',
  signedInOnceSaved: 'Sobald es gespeichert ist, bist du angemeldet.',
  saveNewPassword: 'Neues Passwort speichern',
  requestNewLink: 'Neuen Link anfordern',
  backToSignIn: 'Zurück zur Anmeldung',
} satisfies Translation<typeof accountPagesMessages>
