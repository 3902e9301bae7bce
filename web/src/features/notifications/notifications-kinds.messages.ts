import { defineMessages } from '@teamspace/domain/i18n/messages'
import type { PushKind } from '@teamspace/domain/push/push-kinds'
import { cardPushKinds } from './notification-kinds'

/** How each kind of notification is named on the card: each feature's own words (domain/<feature>/*.push.ts). */
export const notificationsKindsMessages = defineMessages(
  'notifications-kinds',
  Object.fromEntries(cardPushKinds.map(({ kind, label }) => [kind, label])) as Record<PushKind, string>,
)
