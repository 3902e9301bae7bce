import { describe, expect, it } from 'vitest'
import { teamOfPath } from '../../lib/team-scope'
import { pageOfPath, teamPageHref } from './team-pages'

describe('team page addresses', () => {
  it('read the page of a team’s address and of an address of before alike', () => {
    expect(pageOfPath('/t/abc/calendar')).toBe('calendar')
    expect(pageOfPath('/calendar')).toBe('calendar')
    expect(pageOfPath('/t/abc/player-of-match')).toBe('player-of-match')
    // Not a page: the switcher and the redirects fall back to the dashboard.
    expect(pageOfPath('/t/abc')).toBeUndefined()
    expect(pageOfPath('/t/abc/nowhere')).toBeUndefined()
    expect(pageOfPath('/')).toBeUndefined()
    expect(pageOfPath('/t')).toBeUndefined()
  })

  it('read the team of a team’s address only', () => {
    expect(teamOfPath('/t/abc/players')).toBe('abc')
    expect(teamOfPath('/t/abc')).toBe('abc')
    expect(teamOfPath('/players')).toBeUndefined()
    expect(teamOfPath('/tournament/x')).toBeUndefined()
    expect(teamPageHref('a b', 'chat')).toBe('/t/a%20b/chat')
  })
})
