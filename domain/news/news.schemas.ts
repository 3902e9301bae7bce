import { z } from 'zod'
import { boundedInt, safeText } from '../shared/safe-input'
import { newsLimits, newsMessages } from './news.constants'

export * from './news.constants'

/** The editor's fields, trimmed before they are checked and saved. */
export const newsArticleInputSchema = z.object({
  title: safeText({ max: 200, maxMessage: newsMessages.tooLong, error: newsMessages.titleRequired })
    .min(1, newsMessages.titleRequired)
    .min(newsLimits.titleMin, newsMessages.titleShort),
  content: safeText({ max: 20_000, maxMessage: newsMessages.tooLong, error: newsMessages.contentRequired })
    .min(1, newsMessages.contentRequired)
    .min(newsLimits.contentMin, newsMessages.contentShort),
  summary: safeText({ max: newsLimits.summaryMax - 1, maxMessage: newsMessages.summaryLong })
    .optional()
    .default(''),
})
export type NewsArticleInput = z.input<typeof newsArticleInputSchema>
export type NewsArticleValues = z.output<typeof newsArticleInputSchema>

/** A coach pins or unpins an article. */
export const pinNewsArticleSchema = z.object({ isPinned: z.boolean() })

/** The list's search box and optional result limit. */
export const newsListQuerySchema = z.object({
  search: safeText({ max: 200 }).optional(),
  limit: z
    .string()
    .max(7)
    .regex(/^\d+$/, 'Please enter a whole number.')
    .transform(Number)
    .pipe(boundedInt(1, 1000, 'Please enter a whole number from 1 to 1000.'))
    .optional(),
})

/** An article as the pages show it (GET /api/news). */
export const newsArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  summary: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  isPinned: z.boolean(),
  isPublished: z.boolean(),
  publishedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** True when the caller wrote it: only then are Edit and Delete offered (and allowed). */
  canEdit: z.boolean(),
  /** When a coach e-mailed it to the team; null until then (it goes out once). */
  emailedAt: z.string().nullable(),
})
export type NewsArticleView = z.infer<typeof newsArticleSchema>

export const newsListSchema = z.object({ articles: z.array(newsArticleSchema) })
export type NewsList = z.infer<typeof newsListSchema>

export const postedNewsArticleSchema = z.object({ id: z.string() })
