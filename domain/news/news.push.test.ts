import { describe, expect, it } from 'vitest'
import { MAX_BODY } from '../push/push-text'
import { newsPostPush } from './news.push'

describe('what a news notification says', () => {
  it('names the team, the author and the title, and opens the news page', () => {
    expect(
      newsPostPush({ teamId: 't', teamName: 'U10', newsArticleId: 'a', title: 'Picture day', authorName: 'Casey' }),
    ).toEqual({ title: 'U10: News', body: 'Casey: Picture day', url: '/t/t/news', tag: 'news-a' })
  })

  it('keeps a body short enough for a lock screen', () => {
    const push = newsPostPush({
      teamId: 't',
      teamName: 'U10',
      newsArticleId: 'a',
      title: 'x'.repeat(500),
      authorName: 'Casey Coach',
    })
    expect(push.body.length).toBe(MAX_BODY)
    expect(push.body.endsWith('…')).toBe(true)
  })

  it('names the news in the member’s language', () => {
    const post = { teamId: 't', teamName: 'U10', newsArticleId: 'a', title: 'Fototag', authorName: 'Casey' }
    expect(newsPostPush(post, 'de').title).toBe('U10: Neuigkeiten')
    expect(newsPostPush(post, 'es').title).toBe('U10: Noticias')
  })
})
