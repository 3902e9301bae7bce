import { describe, expect, it } from 'vitest'
import { monthOfTeamEvent, zoneOfTeamEvent } from './all-teams'
import { parseCalendarSearch } from './calendar-search'
import { eventsByDay } from './calendar-view'

// Saturday 2026-03-07 at 23:30 in Los Angeles is Sunday 2026-03-08 07:30 UTC, and 02:30 in New York.
const lateInLosAngeles = { startsAt: '2026-03-08T07:30:00.000Z', teamTimeZone: 'America/Los_Angeles' }
const earlyInBerlin = { startsAt: '2026-03-08T06:00:00.000Z', teamTimeZone: 'Europe/Berlin' }

describe('the calendar of all the person’s teams', () => {
  it('shows each event in its own team’s zone', () => {
    expect(zoneOfTeamEvent(lateInLosAngeles)).toBe('America/Los_Angeles')
  })

  it('puts each event on its day in its team’s zone, not the page team’s', () => {
    const days = eventsByDay([lateInLosAngeles, earlyInBerlin], zoneOfTeamEvent)
    expect(days.get('2026-03-07')).toEqual([lateInLosAngeles])
    expect(days.get('2026-03-08')).toEqual([earlyInBerlin])
  })

  it('opens an event’s team calendar at the event’s month in that team’s zone', () => {
    expect(monthOfTeamEvent({ startsAt: '2026-04-01T04:00:00.000Z', teamTimeZone: 'America/Chicago' })).toBe('2026-03')
    expect(monthOfTeamEvent({ startsAt: '2026-04-01T04:00:00.000Z', teamTimeZone: 'UTC' })).toBe('2026-04')
  })

  it('reads whose events and which event from the address, dropping anything else', () => {
    expect(parseCalendarSearch({ scope: 'all', event: 'abc', view: 'list' })).toEqual({
      scope: 'all',
      event: 'abc',
      view: 'list',
    })
    expect(parseCalendarSearch({ scope: 'everyone', event: '' })).toEqual({})
    expect(parseCalendarSearch({ event: 'x'.repeat(101) })).toEqual({})
  })
})
