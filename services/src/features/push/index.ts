import { defineFeature, type DeliveryFactory } from '../../platform/feature'
import { forgetOldPushes } from '../../platform/push/push-outbox'
import { pushDeliveryOf } from './push.delivery'
import { pushRoutesPlugin } from './push.routes'
import { chatPushSubscriber, newsPushSubscriber, votesPushSubscriber } from './push.subscribers'
import '../../platform/push/push.tables'

/**
 * The one loop that sends every queued notification, whoever queued it (these subscribers, the schedule-change
 * merge, reminders), several at once; and forgets the old ones once an hour.
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
 * Push notifications (Web Push): each device's subscription per member and team, each member's kinds per
 * team, and the subscribers that tell of news posts, chat messages and votings; schedule changes are queued by
 * the schedule-change merge itself, reminders by their feature (see platform/push/push-outbox.ts).
 */
export const pushFeature = defineFeature<never>({
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
  mailOutboxes: ['push_outbox'],
  liveTopics: {},
})
