import type { NewsDomainEvent } from '@teamspace/domain/news/news.events'
import { chunks, defineProjection, lastByKey, writesOnly } from '../../platform/projections/registry'
import './news.tables'

/**
 * The team's news. An edit states the article's whole text, so of a run of edits (or pins) only each article's
 * last is written; a deleted article leaves the table. E-mailing it stamps when.
 */
export const newsProjection = defineProjection<NewsDomainEvent>({
  name: 'news',
  version: 2,
  tables: ['news_articles'],
  on: {
    NewsArticlePosted: writesOnly(async (events, db) => {
      for (const slice of chunks(events, 500)) {
        await db
          .insertInto('news_articles')
          .values(
            slice.map(({ data }) => ({
              id: data.newsArticleId,
              team_id: data.teamId,
              title: data.title,
              content: data.content,
              summary: data.summary,
              author_id: data.authorId,
              is_pinned: false,
              is_published: true,
              published_at: data.postedAt,
              created_at: data.postedAt,
              updated_at: data.postedAt,
              emailed_at: null,
            })),
          )
          .execute()
      }
    }),
    NewsArticleEdited: writesOnly(async (events, db) => {
      for (const { data } of lastByKey(events, (e) => e.data.newsArticleId)) {
        await db
          .updateTable('news_articles')
          .set({ title: data.title, content: data.content, summary: data.summary, updated_at: data.editedAt })
          .where('id', '=', data.newsArticleId)
          .execute()
      }
    }),
    NewsArticlePinned: writesOnly(async (events, db) => {
      for (const { data } of lastByKey(events, (e) => e.data.newsArticleId)) {
        await db
          .updateTable('news_articles')
          .set({ is_pinned: data.isPinned })
          .where('id', '=', data.newsArticleId)
          .execute()
      }
    }),
    NewsArticleEmailed: writesOnly(async (events, db) => {
      for (const { data } of events) {
        await db
          .updateTable('news_articles')
          .set({ emailed_at: data.emailedAt })
          .where('id', '=', data.newsArticleId)
          .execute()
      }
    }),
    NewsArticleDeleted: writesOnly(async (events, db) => {
      for (const slice of chunks(events, 1000)) {
        await db
          .deleteFrom('news_articles')
          .where(
            'id',
            'in',
            slice.map((e) => e.data.newsArticleId),
          )
          .execute()
      }
    }),
  },
})
