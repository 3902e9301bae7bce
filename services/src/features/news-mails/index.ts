import { defineFeature } from '../../platform/feature'
import { mailPreferenceRoutes } from '../../platform/mail/mail-kinds'
import { newsMailOutbox, newsMailSubscriber, newsMails } from './news-mails.subscriber'

/**
 * A news article e-mailed to the team when a coach asks (once per article): an asynchronous subscriber with its
 * own checkpoint and outbox, and each member's opt-out.
 */
export const newsMailsFeature = defineFeature<never>({
  name: 'news-mails',
  // Each member's own setting, at the address the profile page reads and sets.
  routes: mailPreferenceRoutes(newsMails),
  // The mails queued for a deleted account (its setting goes with every kind's: see mail-kinds.ts).
  erasure: {
    member: async (trx, { userId }) => {
      await trx.deleteFrom('news_mail_outbox').where('user_id', '=', userId).execute()
    },
    membership: async (trx, { teamId, userId }) => {
      await trx.deleteFrom('news_mail_outbox').where('team_id', '=', teamId).where('user_id', '=', userId).execute()
    },
  },
  subscribers: [newsMailSubscriber],
  mailKinds: [newsMails],
  mailOutboxes: [newsMailOutbox],
  liveTopics: {},
})
