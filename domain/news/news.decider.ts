import { assertNever, type Decider } from '../shared/decider'
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/errors'
import type { CommandMetadata } from '../shared/events'
import type { NewsCommand } from './news.commands'
import type { NewsArticleText, NewsDomainEvent } from './news.events'
import { newsMessages } from './news.schemas'

/** What one article's stream knows: who may change it, whether it is pinned or gone. */
export interface NewsArticleState {
  readonly article: {
    readonly text: NewsArticleText
    readonly authorId: string
    readonly isPinned: boolean
    readonly deleted: boolean
    /** E-mailed to the team already: an article goes out once. */
    readonly emailed: boolean
  } | null
}

const textOf = (data: NewsArticleText): NewsArticleText => ({
  title: data.title,
  content: data.content,
  summary: data.summary,
})

const existing = (state: NewsArticleState) => {
  if (!state.article || state.article.deleted) throw new NotFoundError(newsMessages.notFound)
  return state.article
}

/** The article as its author may change it. */
const authored = (state: NewsArticleState, metadata: CommandMetadata) => {
  const article = existing(state)
  if (metadata.actor?.userId !== article.authorId) {
    throw new ForbiddenError(newsMessages.notAuthor, { code: 'not-author' })
  }
  return article
}

/**
 * One article's life: posted by a coach, edited or deleted by its author, pinned by any coach, and e-mailed to the
 * team by any coach, once.
 */
export const newsDecider: Decider<NewsArticleState, NewsCommand, NewsDomainEvent> = {
  initialState: () => ({ article: null }),
  decide: (command, state) => {
    const { data, metadata } = command
    const ids = { teamId: data.teamId, newsArticleId: data.newsArticleId }
    const at = metadata.now.toISOString()
    switch (command.type) {
      case 'PostNewsArticle': {
        if (state.article) throw new ConflictError('This article was already posted.')
        if (!metadata.actor) throw new ForbiddenError()
        return [
          {
            type: 'NewsArticlePosted',
            data: { ...ids, ...textOf(command.data), authorId: metadata.actor.userId, postedAt: at },
          },
        ]
      }
      case 'EditNewsArticle': {
        const article = authored(state, metadata)
        const text = textOf(command.data)
        const same = (['title', 'content', 'summary'] as const).every((key) => text[key] === article.text[key])
        return same ? [] : [{ type: 'NewsArticleEdited', data: { ...ids, ...text, editedAt: at } }]
      }
      case 'PinNewsArticle': {
        const article = existing(state)
        if (article.isPinned === command.data.isPinned) return []
        return [{ type: 'NewsArticlePinned', data: { ...ids, isPinned: command.data.isPinned } }]
      }
      case 'DeleteNewsArticle':
        authored(state, metadata)
        return [{ type: 'NewsArticleDeleted', data: { ...ids, deletedAt: at } }]
      case 'EmailNewsArticle': {
        const article = existing(state)
        if (article.emailed) throw new ConflictError(newsMessages.alreadyEmailed, { code: 'already-emailed' })
        return [{ type: 'NewsArticleEmailed', data: { ...ids, emailedAt: at } }]
      }
      default:
        return assertNever(command)
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'NewsArticlePosted':
        return {
          article: {
            text: textOf(event.data),
            authorId: event.data.authorId,
            isPinned: false,
            deleted: false,
            emailed: false,
          },
        }
      case 'NewsArticleEdited':
        return state.article ? { article: { ...state.article, text: textOf(event.data) } } : state
      case 'NewsArticlePinned':
        return state.article ? { article: { ...state.article, isPinned: event.data.isPinned } } : state
      case 'NewsArticleDeleted':
        return state.article ? { article: { ...state.article, deleted: true } } : state
      case 'NewsArticleEmailed':
        return state.article ? { article: { ...state.article, emailed: true } } : state
      default:
        return assertNever(event)
    }
  },
}
