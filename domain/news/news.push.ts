import { definePushKind } from '../push/push-kinds'
import type { PushPayload } from '../push/push.schemas'
import { shortPushText } from '../push/push-text'
import { teamPagePath } from '../shared/team-links'

declare module '../push/push-kinds' {
  interface PushKinds {
    /** A new news post. */
    news: true
  }
}

export const newsPushKind = definePushKind('news', 'New news posts')

/** A news post: the team and the article's title, as the news e-mail's subject; a tap opens the news page. */
export const newsPostPush = (context: {
  readonly teamId: string
  readonly teamName: string
  readonly newsArticleId: string
  readonly title: string
  readonly authorName: string
}): PushPayload => ({
  title: `${context.teamName}: News`,
  body: shortPushText(`${context.authorName ? `${context.authorName}: ` : ''}${context.title}`),
  url: teamPagePath(context.teamId, 'news'),
  tag: `news-${context.newsArticleId}`,
})
