import type { DomainEvent } from '../shared/events'

declare module '../shared/live-topics' {
  interface LiveTopics {
    /** The team's news: the /news list and the dashboard's Latest News. */
    news: true
  }
}

/** What an article says: trimmed, summary '' when none. */
export interface NewsArticleText {
  readonly title: string
  readonly content: string
  readonly summary: string
}

/** A coach posted an article. Stream `newsarticle-<id>`: the article's whole life. */
export type NewsArticlePosted = DomainEvent<
  'NewsArticlePosted',
  NewsArticleText & {
    teamId: string
    newsArticleId: string
    /** The author: the only one who may edit or delete it. */
    authorId: string
    postedAt: string
  }
>

/** Its author changed the text; the new text replaces the old. */
export type NewsArticleEdited = DomainEvent<
  'NewsArticleEdited',
  NewsArticleText & { teamId: string; newsArticleId: string; editedAt: string }
>

/** A coach pinned it to the top of the list, or unpinned it. */
export type NewsArticlePinned = DomainEvent<
  'NewsArticlePinned',
  { teamId: string; newsArticleId: string; isPinned: boolean }
>

/** Its author deleted it. */
export type NewsArticleDeleted = DomainEvent<
  'NewsArticleDeleted',
  { teamId: string; newsArticleId: string; deletedAt: string }
>

/**
 * A coach asked for it to be e-mailed to every member of the team who has not turned news e-mails off. The
 * e-mails themselves are sent by a subscriber, with the article's text as it stands when they are queued.
 */
export type NewsArticleEmailed = DomainEvent<
  'NewsArticleEmailed',
  { teamId: string; newsArticleId: string; emailedAt: string }
>

export type NewsDomainEvent =
  NewsArticlePosted | NewsArticleEdited | NewsArticlePinned | NewsArticleDeleted | NewsArticleEmailed

export const newsArticleStreamId = (newsArticleId: string) => `newsarticle-${newsArticleId}`
