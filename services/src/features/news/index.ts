import type { NewsDomainEvent } from '@teamspace/domain/news/news.events'
import { defineFeature } from '../../platform/feature'
import { newsPushKind } from '@teamspace/domain/news/news.push'
import { newsProjection } from './news.projection'
import { newsPushSubscriber } from './news.push'
import { newsRoutes } from './news.routes'
import { newsHistory } from '@teamspace/domain/news/news.history'

/**
 * The team's news: articles posted by coaches, edited and deleted by their author only, pinned and e-mailed to
 * the team (once) by any coach.
 */
export const newsFeature = defineFeature<NewsDomainEvent>({
  name: 'news',
  routes: newsRoutes,
  erasure: {},
  projections: [newsProjection],
  history: newsHistory,
  subscribers: [newsPushSubscriber],
  pushKinds: [newsPushKind],
  liveTopics: {
    NewsArticlePosted: ['news'],
    NewsArticleEdited: ['news'],
    NewsArticlePinned: ['news'],
    NewsArticleDeleted: ['news'],
    NewsArticleEmailed: ['news'],
  },
})
