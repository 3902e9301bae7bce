import { defineFeature, type DeliveryFactory } from '../../platform/feature'
import { forgetOldPushes } from '../../platform/push/push-outbox'
import { pushDeliveryOf } from '../../platform/push/push-wake'
import { pushRoutesPlugin } from './push.routes'
import '../../platform/push/push.tables'

/**
 * The one loop that sends every queued notification, whichever feature queued it, several at once; and forgets the
 * old ones once an hour.
 */
const pushDelivery: DeliveryFactory = (app) => {
  let lastForget = 0
  return {
    name: 'push',
    deliver: async (signal) => {
      const now = new Date()
      if (now.getTime() - lastForget > 60 * 60 * 1000) {
        lastForget = now.getTime()
        await forgetOldPushes(app.platform.db, now)
      }
      return pushDeliveryOf(app).deliver(signal)
    },
  }
}

/**
 * Push notifications (Web Push): each device's subscription per member and team, each member's choice of kinds
 * per team, and the delivery. What is told, and when, is the telling feature's own: it declares its kind and
 * queues its notifications (see platform/push/push-outbox.ts); this feature knows none of them.
 */
export const pushFeature = defineFeature<never>({
  name: 'push',
  routes: pushRoutesPlugin,
  // A deleted account's devices, choices and queued notifications; one team's when the person leaves it.
  erasure: {
    member: async (trx, { userId }) => {
      for (const table of ['push_subscriptions', 'push_kind_preferences', 'push_outbox'] as const)
        await trx.deleteFrom(table).where('user_id', '=', userId).execute()
    },
    membership: async (trx, { teamId, userId }) => {
      for (const table of ['push_subscriptions', 'push_kind_preferences', 'push_outbox'] as const)
        await trx.deleteFrom(table).where('team_id', '=', teamId).where('user_id', '=', userId).execute()
    },
  },
  deliveries: [pushDelivery],
  mailOutboxes: ['push_outbox'],
  liveTopics: {},
})
