import { defineFeature } from '../../platform/feature'
import { scheduleChangeMails } from './schedule-mails.outbox'
import { scheduleMailRoutes } from './schedule-mails.routes'
import { scheduleMailSubscriber } from './schedule-mails.subscriber'

/**
 * E-mails telling the team when an upcoming calendar event of the next 14 days moves, changes place or is
 * cancelled: an asynchronous subscriber with its own checkpoint and outbox, and each member's opt-out.
 */
export const scheduleMailsFeature = defineFeature({
  name: 'schedule-mails',
  routes: scheduleMailRoutes,
  // A deleted account's setting and the mails queued for it.
  erasure: {
    member: async (trx, { userId }) => {
      await trx.deleteFrom('schedule_mail_preferences').where('user_id', '=', userId).execute()
      await trx.deleteFrom('schedule_mail_outbox').where('user_id', '=', userId).execute()
    },
    membership: async (trx, { teamId, userId }) => {
      for (const table of ['schedule_mail_preferences', 'schedule_mail_outbox'] as const)
        await trx.deleteFrom(table).where('team_id', '=', teamId).where('user_id', '=', userId).execute()
    },
  },
  subscribers: [scheduleMailSubscriber],
  mailKinds: [scheduleChangeMails],
  // Mails done with are kept a month.
  mailOutboxes: [{ table: 'schedule_mail_outbox', keepDays: 30 }],
  liveTopics: {},
})
