import { describe, expect, it } from 'vitest'
import { fact, sentencesOf } from '../history/history.test-support'
import { names } from '../shared/current-names.fixture'
import { newsHistory } from './news.history'

const { say } = sentencesOf(newsHistory, names)

describe('the news’ history', () => {
  it('names the article by its title as it was posted', () => {
    const posted = fact('NewsArticlePosted', { teamId: 't', newsArticleId: 'n', title: 'Cup final' })
    expect(say(posted)).toBe('Casey Coach posted the article “Cup final”.')
    expect(say(fact('NewsArticleDeleted', { teamId: 't', newsArticleId: 'n' }), posted)).toBe(
      'Casey Coach deleted the article “Cup final”.',
    )
    expect(say(fact('NewsArticleEmailed', { teamId: 't', newsArticleId: 'n' }), posted)).toBe(
      'Casey Coach e-mailed the article “Cup final” to the team.',
    )
  })
})
