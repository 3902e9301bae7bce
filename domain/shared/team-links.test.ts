import { describe, expect, it } from 'vitest'
import { teamPageUrl } from './team-links'

describe('a link to a team’s page', () => {
  it('names the team before the page, so it opens that team whichever one is current', () => {
    expect(teamPageUrl('https://team.example.org', 'rpGV0SCEM3RPHJ-vlNZkn', 'calendar')).toBe(
      'https://team.example.org/t/rpGV0SCEM3RPHJ-vlNZkn/calendar',
    )
  })

  it('keeps an id that is not a plain word one path segment', () => {
    expect(teamPageUrl('https://team.example.org', 'a/b?c', 'news')).toBe('https://team.example.org/t/a%2Fb%3Fc/news')
  })
})
