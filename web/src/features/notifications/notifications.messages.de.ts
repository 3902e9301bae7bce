import type { Translation } from '@teamspace/domain/i18n/messages'
import type { notificationsMessages } from './notifications.messages'

export default {
  cardTitle: 'Benachrichtigungen auf diesem Handy',
  intro: 'Lass dich auf diesem Gerät benachrichtigen, wenn sich bei diesem Team etwas ändert.',
  turnOn: 'Benachrichtigungen einschalten',
  turnOff: 'Auf diesem Gerät ausschalten',
  on: 'Benachrichtigungen für dieses Team sind auf diesem Gerät eingeschaltet.',
  unsupported:
    'Dieser Browser kann keine Benachrichtigungen von Team Space anzeigen. Auf dem iPhone füg Team Space zuerst zum Home-Bildschirm hinzu.',
  unavailable: 'Benachrichtigungen sind noch nicht verfügbar. Bitte lad die Seite neu und versuch es noch einmal.',
  denied:
    'Benachrichtigungen sind für diese Seite blockiert. Erlaube sie in deinen Browser-Einstellungen und versuch es dann noch einmal.',
  failed: 'Benachrichtigungen konnten nicht eingeschaltet werden. Bitte versuch es noch einmal.',
  waiting: 'Warte, bis der Browser die Benachrichtigungen einschaltet…',
  noPushService:
    'Dieser Browser hat keinen Push-Dienst und kann daher keine Benachrichtigungen empfangen. Nimm auf diesem Gerät einen anderen Browser, etwa Chrome, Firefox oder Safari.',
  kindsHint:
    'Für dieses Team, auf jedem Gerät, auf dem du Benachrichtigungen einschaltest. Du kannst schon vor dem Einschalten wählen.',
  saveFailed: 'Deine Auswahl konnte nicht gespeichert werden. Bitte versuch es noch einmal.',
  saved: 'Auswahl gespeichert.',
  kindsLegend: 'Benachrichtigungen für',
  tooManyDevices:
    'Benachrichtigungen sind in diesem Team schon auf {count} deiner Geräte eingeschaltet. Schalte sie auf einem Gerät aus, das du nicht mehr nutzt, und versuch es dann noch einmal.',
  perTeam: 'In {teamName}: Jedes deiner Teams hat eine eigene Einstellung.',
  checking: 'Dieses Gerät wird geprüft…',
  loadingChoices: 'Deine Auswahl wird geladen…',
} satisfies Translation<typeof notificationsMessages>
