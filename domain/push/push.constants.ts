/**
 * Push notifications (beyond the spec; the issue "On a phone at the pitch"): a member's phone is told, team by
 * team and kind by kind, of what they would otherwise learn only by e-mail or by opening the app.
 */

/** The kinds are each feature's own (see push-kinds.ts). */
export type { PushKind, PushPreferences } from './push-kinds'

export const pushRoutes = {
  key: '/api/push/key',
  subscriptions: '/api/push/subscriptions',
  preferences: '/api/push/preferences',
} as const

/** A subscription's endpoint is an address the browser's push service gave: never longer than this. */
export const MAX_ENDPOINT_LENGTH = 2048

/** Devices one member may have notifications on for, in one team: a phone, a tablet, a few browsers. */
export const MAX_DEVICES_PER_TEAM = 10

export const pushMessages = {
  cardTitle: 'Notifications on this phone',
  intro: 'Get a notification on this device when something changes for this team.',
  turnOn: 'Turn on notifications',
  turnOff: 'Turn off on this device',
  on: 'Notifications are on for this team on this device.',
  unsupported:
    'This browser cannot show notifications from Team Space. On an iPhone, add Team Space to your Home Screen first.',
  unavailable: 'Notifications are not available yet. Please reload the page and try again.',
  denied: 'Notifications are blocked for this site. Allow them in your browser settings, then try again.',
  failed: 'Could not turn on notifications. Please try again.',
  waiting: 'Waiting for this browser to turn notifications on…',
  noPushService:
    'This browser has no push service, so it cannot get notifications. Try another browser on this device, such as Chrome, Firefox or Safari.',
  kindsHint: 'For this team, on every device you turn notifications on for. You can choose before turning them on.',
  saveFailed: 'Could not save your notification choices. Please try again.',
  saved: 'Notification choices saved.',
  kindsLegend: 'Notify me about',
  badEndpoint: 'The subscription must name an https address of a push service.',
  badKeys: 'The subscription keys are not valid.',
  unknownEndpoint: 'The push service of this subscription cannot be found.',
  tooManyDevices: `Notifications are already on for ${MAX_DEVICES_PER_TEAM} of your devices in this team. Turn them off on one you no longer use, then try again.`,
} as const
