import { defineHistory, stateBefore } from '../history/history.plugin'
import { quoted } from '../history/history.wording'
import { newsArticleStreamId, type NewsDomainEvent } from './news.events'

declare module '../history/history.schemas' {
  interface HistoryKinds {
    'news-article': true
  }
}

/** News in the activity feed and each article's History, named by its title as it was then. */
export const newsHistory = defineHistory<NewsDomainEvent>({
  label: 'News',
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
    NewsArticlePosted: (d, c) => `${c.actor} posted the article ${quoted(d.title)}.`,
    NewsArticleEdited: (d, c) => {
      const was = stateBefore(c, 'NewsArticlePosted', 'NewsArticleEdited')
      return was && was.title !== d.title
        ? `${c.actor} edited the article ${quoted(was.title)} and renamed it ${quoted(d.title)}.`
        : `${c.actor} edited the article ${quoted(d.title)}.`
    },
    NewsArticlePinned: (d, c) => {
      const was = stateBefore(c, 'NewsArticlePosted', 'NewsArticleEdited')
      return `${c.actor} ${d.isPinned ? 'pinned' : 'unpinned'} the article${was ? ` ${quoted(was.title)}` : ''}.`
    },
    NewsArticleDeleted: (_d, c) => {
      const was = stateBefore(c, 'NewsArticlePosted', 'NewsArticleEdited')
      return `${c.actor} deleted the article${was ? ` ${quoted(was.title)}` : ''}.`
    },
    NewsArticleEmailed: (_d, c) => {
      const was = stateBefore(c, 'NewsArticlePosted', 'NewsArticleEdited')
      return `${c.actor} e-mailed the article${was ? ` ${quoted(was.title)}` : ''} to the team.`
    },
  },
})
