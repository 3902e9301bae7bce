import { defineFeature } from '../../platform/feature'
import { newsMailSubscriber, newsMails } from './news-mails.subscriber'
import { newsMailRoutesPlugin } from './news-mails.routes'

/**
 * A news article e-mailed to the team when a coach asks (once per article): an asynchronous subscriber with its
 * own checkpoint and outbox, and each member's opt-out.
 */
export const newsMailsFeature = defineFeature({
  name: 'news-mails',
  routes: newsMailRoutesPlugin,
  // A deleted account's setting and the mails queued for it.
  erasure: {
    member: async (trx, { userId }) => {
      await trx.deleteFrom('news_mail_preferences').where('user_id', '=', userId).execute()
      await trx.deleteFrom('news_mail_outbox').where('user_id', '=', userId).execute()
    },
    membership: async (trx, { teamId, userId }) => {
      for (const table of ['news_mail_preferences', 'news_mail_outbox'] as const)
        await trx.deleteFrom(table).where('team_id', '=', teamId).where('user_id', '=', userId).execute()
    },
  },
  subscribers: [newsMailSubscriber],
  mailKinds: [newsMails],
  // Mails done with are kept a month.
  mailOutboxes: [{ table: 'news_mail_outbox', keepDays: 30 }],
  liveTopics: {},
})
