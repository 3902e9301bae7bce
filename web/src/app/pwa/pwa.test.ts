import { describe, expect, it } from 'vitest'
import { mayKeep } from './offline-cache'
import { formatAsOf } from './offline-status'
import { appPath, parsePushPayload } from './push-payload'

describe('a push message', () => {
  it('is shown when it has a title, a body and a page', () => {
    const payload = { title: 'Game moved', body: 'Saturday, 10:00', url: '/t/team-1/calendar', tag: 'event-9' }
    expect(parsePushPayload(JSON.stringify(payload))).toEqual(payload)
    expect(parsePushPayload(JSON.stringify({ title: 'News', body: 'Kit day', url: '/t/team-1/news' }))).toEqual({
      title: 'News',
      body: 'Kit day',
      url: '/t/team-1/news',
    })
  })

  it('is ignored when it is not JSON or lacks what a notification needs', () => {
    for (const text of [
      '',
      'not json',
      'null',
      '"text"',
      '[]',
      '{"title":"Hi","body":"x"}',
      '{"title":1,"body":"x","url":"/"}',
    ])
      expect(parsePushPayload(text), text).toBeUndefined()
    expect(parsePushPayload('{"title":"Hi","body":"x","url":"/","tag":5}')).toBeUndefined()
  })

  it('opens only a page of the app itself', () => {
    const origin = 'https://team.example'
    expect(appPath('/t/team-1/calendar', origin)).toBe('/t/team-1/calendar')
    expect(appPath('https://team.example/t/team-1/news?x=1#top', origin)).toBe('/t/team-1/news?x=1#top')
    expect(appPath('https://evil.example/phish', origin)).toBe('/')
    expect(appPath('//evil.example/phish', origin)).toBe('/')
    expect(appPath('javascript:alert(1)', origin)).toBe('/')
    expect(appPath(undefined, origin)).toBe('/')
  })
})

describe('what the device keeps for offline use', () => {
  it('keeps the pages’ answers and the session, never links that open the team to whoever holds them', () => {
    expect(mayKeep({ queryKey: ['players'], meta: undefined })).toBe(true)
    expect(mayKeep({ queryKey: ['session'], meta: undefined })).toBe(true)
    expect(mayKeep({ queryKey: ['auth', 'providers'], meta: undefined })).toBe(false)
    // A secret declares itself (secret-queries.test.ts checks that each one does).
    expect(mayKeep({ queryKey: ['profile', 'calendar-feed'], meta: { offline: false } })).toBe(false)
    expect(mayKeep({ queryKey: ['invite-preview', 'CODE'], meta: { offline: false } })).toBe(false)
  })

  it('says when it was fetched by the clock, with the day when not today', () => {
    const at = new Date(2026, 10, 28, 10, 42).getTime()
    expect(formatAsOf(at, new Date(2026, 10, 28, 18, 0).getTime(), 'en-GB')).toBe('10:42')
    expect(formatAsOf(at, new Date(2026, 10, 28, 18, 0).getTime(), 'en-US')).toBe('10:42 AM')
    expect(formatAsOf(at, new Date(2026, 10, 30, 9, 0).getTime(), 'en-GB')).toBe('28 Nov, 10:42')
  })
})
