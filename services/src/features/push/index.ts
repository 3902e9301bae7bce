import { defineFeature, type DeliveryFactory } from '../../platform/feature'
import { pushDeliveryOf } from '../../platform/push/push-wake'
import { pushRoutesPlugin } from './push.routes'
import '../../platform/push/push.tables'

/** The one loop that sends every queued notification, whichever feature queued it, several at once. */
const pushDelivery: DeliveryFactory = (app) => ({
  name: 'push',
  deliver: (signal) => pushDeliveryOf(app).deliver(signal),
})

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
  // Notifications done with are kept a week.
  mailOutboxes: [{ table: 'push_outbox', keepDays: 7 }],
  liveTopics: {},
})
