import type { NewsArticlePosted } from '@teamspace/domain/news/news.events'
import { newsPostPush } from '@teamspace/domain/news/news.push'
import type { RecordedEvent } from '@teamspace/domain/shared/events'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { Subscriber } from '../../platform/projections/subscriptions'
import { queuePushToMembers } from '../../platform/push/push-outbox'
import { isFreshForPush, queuedPushes, teamNamesForPush } from '../../platform/push/push-wake'
import { memberNameOf } from '../profile'
import './news.tables'

/** A post older than this is not told. */
const FRESH_MS = 24 * 60 * 60 * 1000

/** A new news post: every member of the team with news on, but its author. */
export const newsPushSubscriber = (app: FastifyInstance): Subscriber => {
  const pushes = queuedPushes(app)
  return {
    name: 'push-news',
    handles: ['NewsArticlePosted'] satisfies NewsArticlePosted['type'][],
    handle: async (events, trx) => {
      const now = new Date()
      const posted = (events as readonly RecordedEvent<NewsArticlePosted>[]).filter((e) =>
        isFreshForPush(e, FRESH_MS, now),
      )
      if (posted.length === 0) return
      pushes.queued()
      const names = await teamNamesForPush(
        trx,
        posted.map((event) => event.data.teamId),
      )
      const authors = new Map(
        (
          await trx
            .selectFrom('news_articles')
            .select(['id', 'title'])
            .select(memberNameOf(sql.ref('news_articles.author_id')).as('author_name'))
            .where(
              'id',
              'in',
              posted.map((event) => event.data.newsArticleId),
            )
            .execute()
        ).map((row) => [row.id, row]),
      )
      for (const { data, metadata } of posted) {
        const article = authors.get(data.newsArticleId)
        const teamName = names.get(data.teamId)
        // An article deleted meanwhile is told to nobody.
        if (!article || teamName === undefined) continue
        await queuePushToMembers(
          trx,
          {
            teamId: data.teamId,
            kind: 'news',
            key: `news:${data.newsArticleId}`,
            payload: (language) =>
              newsPostPush(
                {
                  teamId: data.teamId,
                  teamName,
                  newsArticleId: data.newsArticleId,
                  title: article.title,
                  authorName: article.author_name,
                },
                language,
              ),
          },
          { except: [data.authorId, ...(metadata.actor ? [metadata.actor.userId] : [])] },
        )
      }
    },
    deliver: pushes.deliver,
  }
}
