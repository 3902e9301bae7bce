import type { Command } from '../shared/events'
import type { NewsArticleValues } from './news.schemas'

type Ids = { teamId: string; newsArticleId: string }

/** A coach posts an article under an id the route made. */
export type PostNewsArticle = Command<'PostNewsArticle', NewsArticleValues & Ids>

/** Its author changes the text. */
export type EditNewsArticle = Command<'EditNewsArticle', NewsArticleValues & Ids>

/** A coach pins or unpins it. */
export type PinNewsArticle = Command<'PinNewsArticle', Ids & { isPinned: boolean }>

/** Its author deletes it. */
export type DeleteNewsArticle = Command<'DeleteNewsArticle', Ids>

/** A coach e-mails it to every member of the team: once in the article's life. */
export type EmailNewsArticle = Command<'EmailNewsArticle', Ids>

export type NewsCommand = PostNewsArticle | EditNewsArticle | PinNewsArticle | DeleteNewsArticle | EmailNewsArticle
