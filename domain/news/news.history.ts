import { defineHistory, stateBefore, type SentenceContext } from '../history/history.plugin'
import { quoted, sayer } from '../history/history.wording'
import { newsArticleStreamId, type NewsDomainEvent } from './news.events'
import { newsHistoryMessages, newsHistoryTranslations } from './news.history.messages'

declare module '../history/history.schemas' {
  interface HistoryKinds {
    'news-article': true
  }
}

const say = sayer(newsHistoryMessages, newsHistoryTranslations)

/** " “Match report”": the article's title before the change, when it is known; '' when not. */
const titleBefore = (c: SentenceContext<NewsDomainEvent>) => {
  const was = stateBefore(c, 'NewsArticlePosted', 'NewsArticleEdited')
  return was ? say(c)('title', { title: quoted(was.title, c.language) }) : ''
}

/** News in the activity feed and each article's History, named by its title as it was then. */
export const newsHistory = defineHistory<NewsDomainEvent>({
  label: (language) => say({ language })('label'),
  subjects: [
    {
      kind: 'news-article',
      idField: 'newsArticleId',
      types: [
        'NewsArticlePosted',
        'NewsArticleEdited',
        'NewsArticlePinned',
        'NewsArticleDeleted',
        'NewsArticleEmailed',
      ],
      state: ['NewsArticlePosted', 'NewsArticleEdited'],
      streams: (newsArticleId) => [newsArticleStreamId(newsArticleId)],
    },
  ],
  sentences: {
    NewsArticlePosted: (d, c) => say(c)('posted', { actor: c.actor, title: quoted(d.title, c.language) }),
    NewsArticleEdited: (d, c) => {
      const was = stateBefore(c, 'NewsArticlePosted', 'NewsArticleEdited')
      return was && was.title !== d.title
        ? say(c)('editedRenamed', {
            actor: c.actor,
            before: quoted(was.title, c.language),
            after: quoted(d.title, c.language),
          })
        : say(c)('edited', { actor: c.actor, title: quoted(d.title, c.language) })
    },
    NewsArticlePinned: (d, c) =>
      say(c)('pinned', { actor: c.actor, pinned: d.isPinned ? 'yes' : 'no', title: titleBefore(c) }),
    NewsArticleDeleted: (_d, c) => say(c)('deleted', { actor: c.actor, title: titleBefore(c) }),
    NewsArticleEmailed: (_d, c) => say(c)('emailed', { actor: c.actor, title: titleBefore(c) }),
  },
})
