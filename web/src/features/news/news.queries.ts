import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import type {
  newsArticleSchema,
  newsListSchema,
  postedNewsArticleSchema,
  NewsArticleInput,
} from '@teamspace/domain/news/news.schemas'
import { apiGet, apiSend, type Answer } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'

// Everything under 'news', which the live socket invalidates when an article is posted, edited, pinned or deleted.
export const newsKeys = {
  all: liveKey('news'),
  list: (search: string, limit: number | undefined) => liveKey('news', 'list', search, limit ?? null),
}

const path = (newsArticleId?: string) =>
  newsArticleId ? `/api/news/${encodeURIComponent(newsArticleId)}` : '/api/news'

/** The team's published articles, pinned first then newest; the last result stays while a search loads. */
export function newsListQuery(search = '', limit?: number) {
  const query = new URLSearchParams()
  if (search.trim()) query.set('search', search.trim())
  if (limit !== undefined) query.set('limit', String(limit))
  const suffix = query.size > 0 ? `?${query.toString()}` : ''
  return queryOptions({
    queryKey: newsKeys.list(search.trim(), limit),
    queryFn: async (context) => (await apiGet<Answer<typeof newsListSchema>>(`${path()}${suffix}`, context)).articles,
    placeholderData: keepPreviousData,
  })
}

export const postNewsArticle = (input: NewsArticleInput, commandId?: string) =>
  apiSend<Answer<typeof postedNewsArticleSchema>>('POST', path(), input, { commandId })

export const editNewsArticle = (newsArticleId: string, input: NewsArticleInput, commandId?: string) =>
  apiSend<Answer<typeof newsArticleSchema>>('PUT', path(newsArticleId), input, { commandId })

export const pinNewsArticle = (newsArticleId: string, isPinned: boolean, commandId?: string) =>
  apiSend<Answer<typeof newsArticleSchema>>('PUT', `${path(newsArticleId)}/pin`, { isPinned }, { commandId })

/** Sends the article to every member's inbox (once; the server refuses a second time). */
export const emailNewsArticle = (newsArticleId: string, commandId?: string) =>
  apiSend<Answer<typeof newsArticleSchema>>('POST', `${path(newsArticleId)}/email`, undefined, { commandId })

export const deleteNewsArticle = (newsArticleId: string, commandId?: string) =>
  apiSend('DELETE', path(newsArticleId), undefined, { commandId })

/** After a save found the list out of date (an article gone already): the list is the server's to say. */
export const refreshNews = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: newsKeys.all })
