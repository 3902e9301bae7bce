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
  subscribers: [newsMailSubscriber],
  mailKinds: [newsMails],
  mailOutboxes: ['news_mail_outbox'],
  liveTopics: {},
})
