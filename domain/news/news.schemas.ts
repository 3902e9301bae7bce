import { z } from 'zod'
import { boundedInt, safeText } from '../shared/safe-input'

/** The news form's limits (spec §5 "News form", §10). */
export const newsLimits = { titleMin: 5, contentMin: 20, summaryMax: 200, preview: 200 } as const

export const newsMessages = {
  titleRequired: 'Title is required',
  titleShort: 'Title must be at least 5 characters long',
  contentRequired: 'Content is required',
  contentShort: 'Content must be at least 20 characters long',
  summaryLong: 'Summary must be less than 200 characters',
  saveFailed: 'Failed to save news article. Please try again.',
  confirmDelete: 'Are you sure you want to delete this news article? This action cannot be undone.',
  empty: 'No News Articles',
  /** Beyond the spec's words: the server's refusals. */
  notAuthor: 'Only the author of this article can change it.',
  notFound: 'This article no longer exists.',
  tooLong: 'This text is too long.',
  /** Beyond the spec: e-mailing an article to the team. */
  emailAction: 'E-mail to team',
  emailed: 'E-mailed',
  confirmEmail:
    'E-mail this article to every member of the team who has not turned news e-mails off? It can be sent only once.',
  emailFailed: 'Failed to e-mail the article. Please try again.',
  emailQueued: 'The article is on its way to the team’s inboxes.',
  alreadyEmailed: 'This article has already been e-mailed to the team.',
} as const

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
