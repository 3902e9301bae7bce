import { speak } from '../i18n/speak'
import { definePushKind } from '../push/push-kinds'
import type { PushPayload } from '../push/push.schemas'
import { shortPushText } from '../push/push-text'
import type { Language } from '../shared/languages'
import { teamPagePath } from '../shared/team-links'
import { newsSendingMessages, newsSendingTranslations } from './news-mails.messages'

declare module '../push/push-kinds' {
  interface PushKinds {
    /** A new news post. */
    news: true
  }
}

export const newsPushKind = definePushKind('news', 'New news posts')

/**
 * A news post: the team (in the member's language) and the article's title, as the news e-mail's subject; a tap
 * opens the news page.
 */
export const newsPostPush = (
  context: {
    readonly teamId: string
    readonly teamName: string
    readonly newsArticleId: string
    readonly title: string
    readonly authorName: string
  },
  language: Language = 'en',
): PushPayload => ({
  title: speak(language, newsSendingMessages, newsSendingTranslations)('pushTitle', { team: context.teamName }),
  body: shortPushText(`${context.authorName ? `${context.authorName}: ` : ''}${context.title}`),
  url: teamPagePath(context.teamId, 'news'),
  tag: `news-${context.newsArticleId}`,
})
