import type { Translation } from '@teamspace/domain/i18n/messages'
import type { teamSettingsMessages } from './team-settings.messages'

export default {
  detailsTitle: 'Teamdaten',
  teamName: 'Teamname',
  ageGroup: 'Altersklasse',
  timeZone: 'Zeitzone',
  timeZoneHint: 'Trainings- und Spielzeiten werden in dieser Zeitzone angezeigt.',
  language: 'Teamsprache',
  languageHint:
    'Für neue Mitglieder, deren Handy keine der Sprachen der App spricht, und für Mails und Benachrichtigungen an alle, die keine gewählt haben.',
  saved: 'Teameinstellungen gespeichert.',
  saveChanges: 'Änderungen speichern',
  saveFailed: 'Die Teameinstellungen konnten nicht gespeichert werden. Bitte versuch es noch einmal.',
  membersTitle: 'Mitglieder ({count})',
  removeTitle: '{name} aus dem Team entfernen?',
  removeThisMember: 'Dieses Mitglied aus dem Team entfernen?',
  removeDescription:
    'Die Person kann sich dann nicht mehr im Teambereich anmelden. Das lässt sich nicht rückgängig machen; für eine Rückkehr braucht sie eine neue Einladung.',
  removeConfirm: 'Mitglied entfernen',
  removeFailed: 'Das Mitglied konnte nicht entfernt werden. Bitte versuch es noch einmal.',
  you: 'Du',
  joined: 'Dabei seit {date}',
  roleFor: 'Rolle von {name}',
  remove: 'Entfernen',
  changeRoleFailed: 'Die Rolle konnte nicht geändert werden. Bitte versuch es noch einmal.',
} satisfies Translation<typeof teamSettingsMessages>
