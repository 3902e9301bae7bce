import { defineMessages } from '@teamspace/domain/i18n/messages'
import { pushMessages } from '@teamspace/domain/push/push.constants'

/** The words of "Notifications on this phone": the spec's (domain/push/push.constants.ts) and the card's own. */
export const notificationsMessages = defineMessages('notifications', {
  cardTitle: pushMessages.cardTitle,
  intro: pushMessages.intro,
  turnOn: pushMessages.turnOn,
  turnOff: pushMessages.turnOff,
  on: pushMessages.on,
  unsupported: pushMessages.unsupported,
  unavailable: pushMessages.unavailable,
  denied: pushMessages.denied,
  failed: pushMessages.failed,
  waiting: pushMessages.waiting,
  noPushService: pushMessages.noPushService,
  kindsHint: pushMessages.kindsHint,
  saveFailed: pushMessages.saveFailed,
  saved: pushMessages.saved,
  kindsLegend: pushMessages.kindsLegend,
  tooManyDevices:
    'Notifications are already on for {count} of your devices in this team. Turn them off on one you no longer use, then try again.',
  perTeam: 'In {teamName}: each of your teams has its own setting.',
  checking: 'Checking this device…',
  loadingChoices: 'Loading your notification choices…',
})
