import { defineFeature, type DeliveryFactory } from '../../platform/feature'
import { pushDeliveryOf } from './push.delivery'
import { pushRoutesPlugin } from './push.routes'
import { chatPushSubscriber, newsPushSubscriber, votesPushSubscriber } from './push.subscribers'
import '../../platform/push/push.tables'

/**
 * The one loop that sends every queued notification, whoever queued it (these subscribers, the schedule-change
 * merge, reminders), several at once.
 */
const pushDelivery: DeliveryFactory = (app) => ({
  name: 'push',
  deliver: (signal) => pushDeliveryOf(app).deliver(signal),
})

/**
 * Push notifications (Web Push): each device's subscription per member and team, each member's kinds per
 * team, and the subscribers that tell of news posts, chat messages and votings; schedule changes are queued by
 * the schedule-change merge itself, reminders by their feature (see platform/push/push-outbox.ts).
 */
export const pushFeature = defineFeature({
  name: 'push',
  routes: pushRoutesPlugin,
  // A deleted account's devices, choices and queued notifications; one team's when the person leaves it.
  erasure: {
    member: async (trx, { userId }) => {
      for (const table of ['push_subscriptions', 'push_preferences', 'push_outbox', 'push_chat_pending'] as const)
        await trx.deleteFrom(table).where('user_id', '=', userId).execute()
    },
    membership: async (trx, { teamId, userId }) => {
      for (const table of ['push_subscriptions', 'push_preferences', 'push_outbox', 'push_chat_pending'] as const)
        await trx.deleteFrom(table).where('team_id', '=', teamId).where('user_id', '=', userId).execute()
    },
  },
  subscribers: [newsPushSubscriber, chatPushSubscriber, votesPushSubscriber],
  deliveries: [pushDelivery],
  // Notifications done with are kept a week.
  mailOutboxes: [{ table: 'push_outbox', keepDays: 7 }],
  liveTopics: {},
})
