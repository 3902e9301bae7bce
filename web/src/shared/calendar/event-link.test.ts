import { describe, expect, it } from 'vitest'
import { eventAddress, eventOnDay } from './event-link'

describe('a save kept for an event', () => {
  it('names the event and its day in the team’s time zone', () => {
    // 01:30 UTC on the 15th is still the 14th in Denver.
    expect(eventOnDay({ title: 'Cup Final', startsAt: '2026-03-15T01:30:00.000Z', timeZone: 'America/Denver' })).toBe(
      'Cup Final, Mar 14, 2026',
    )
  })

  it('goes back to the event itself: the team’s calendar with its detail open', () => {
    expect(eventAddress('team-1', 'event 7')).toBe('/t/team-1/calendar?event=event+7')
  })
})
