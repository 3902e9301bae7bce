import { describe, expect, it } from 'vitest'
import { calendarEventSummary } from './calendar-event-summary'

describe('a calendar event’s name outside the app', () => {
  it('names a game’s opponent', () => {
    expect(calendarEventSummary({ title: 'Game', type: 'game', opponent: 'Rovers' })).toBe('Game vs Rovers')
  })

  it('does not name it twice', () => {
    expect(calendarEventSummary({ title: 'Derby against the Rovers', type: 'game', opponent: 'rovers' })).toBe(
      'Derby against the Rovers',
    )
  })

  it('is the title for practices, team events and games without an opponent', () => {
    expect(calendarEventSummary({ title: 'Practice', type: 'practice', opponent: '' })).toBe('Practice')
    expect(calendarEventSummary({ title: 'Picnic', type: 'event', opponent: 'Rovers' })).toBe('Picnic')
    expect(calendarEventSummary({ title: 'Friendly', type: 'game', opponent: ' ' })).toBe('Friendly')
  })
})
