import type { NewsArticleView } from '@teamspace/domain/news/news.schemas'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { memberNameOf } from '../profile'
import type { NewsArticlesTable } from './news.tables'

const toView = (row: Selectable<NewsArticlesTable> & { author_name: string }, userId: string): NewsArticleView => ({
  id: row.id,
  title: row.title,
  content: row.content,
  summary: row.summary,
  authorId: row.author_id,
  authorName: row.author_name,
  isPinned: row.is_pinned,
  isPublished: row.is_published,
  publishedAt: row.published_at.toISOString(),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  canEdit: row.author_id === userId,
  emailedAt: row.emailed_at?.toISOString() ?? null,
})

/** The author's current name, joined by id ('Former member' once their account is gone). */
const authorName = memberNameOf(sql.ref('news_articles.author_id'))

/** `%`, `_` and `\` match themselves in a search (backslash is Postgres's default LIKE escape). */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The team's published articles, pinned first, then newest first; a search matches title, summary or content. */
export const listNewsArticles = async (
  db: Kysely<DB>,
  teamId: string,
  userId: string,
  { search, limit }: { search?: string | undefined; limit?: number | undefined },
): Promise<NewsArticleView[]> => {
  let query = db
    .selectFrom('news_articles')
    .selectAll()
    .select(authorName.as('author_name'))
    .where('team_id', '=', teamId)
    .where('is_published', '=', true)
    .orderBy('is_pinned', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
  if (search) {
    const pattern = likePattern(search)
    query = query.where((eb) =>
      eb.or([
        eb('title', 'ilike', pattern),
        eb('summary', 'ilike', pattern),
        eb('content', 'ilike', pattern),
        eb(authorName, 'ilike', pattern),
      ]),
    )
  }
  if (limit !== undefined) query = query.limit(limit)
  const rows = await query.execute()
  return rows.map((row) => toView(row, userId))
}

export const findNewsArticle = async (db: Kysely<DB>, teamId: string, newsArticleId: string, userId: string) => {
  const row = await db
    .selectFrom('news_articles')
    .selectAll()
    .select(authorName.as('author_name'))
    .where('team_id', '=', teamId)
    .where('id', '=', newsArticleId)
    .executeTakeFirst()
  return row ? toView(row, userId) : null
}
