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

  it('does not name it again when the title says whom the game is against in other words', () => {
    expect(calendarEventSummary({ title: 'League game vs Eastside', type: 'game', opponent: 'Eastside United' })).toBe(
      'League game vs Eastside',
    )
    expect(calendarEventSummary({ title: 'Cup tie v. Rovers', type: 'game', opponent: 'Rovers FC' })).toBe(
      'Cup tie v. Rovers',
    )
    expect(calendarEventSummary({ title: 'Away @ Lakeside', type: 'game', opponent: 'Lakeside Lions' })).toBe(
      'Away @ Lakeside',
    )
    // A word that merely starts with "v" is no "versus".
    expect(calendarEventSummary({ title: 'Visit day', type: 'game', opponent: 'Rovers' })).toBe('Visit day vs Rovers')
  })

  it('names the opponent in the reader’s language, and hears whom a German or Spanish title names', () => {
    expect(calendarEventSummary({ title: 'Spiel', type: 'game', opponent: 'Rovers' }, 'de')).toBe('Spiel gegen Rovers')
    expect(calendarEventSummary({ title: 'Partido', type: 'game', opponent: 'Rovers' }, 'es')).toBe(
      'Partido contra Rovers',
    )
    expect(calendarEventSummary({ title: 'Heimspiel gegen Eastside', type: 'game', opponent: 'Eastside United' })).toBe(
      'Heimspiel gegen Eastside',
    )
    expect(
      calendarEventSummary({ title: 'Liga contra Eastside', type: 'game', opponent: 'Eastside United' }, 'de'),
    ).toBe('Liga contra Eastside')
  })

  it('is the title for practices, team events and games without an opponent', () => {
    expect(calendarEventSummary({ title: 'Practice', type: 'practice', opponent: '' })).toBe('Practice')
    expect(calendarEventSummary({ title: 'Picnic', type: 'event', opponent: 'Rovers' })).toBe('Picnic')
    expect(calendarEventSummary({ title: 'Friendly', type: 'game', opponent: ' ' })).toBe('Friendly')
  })
})
