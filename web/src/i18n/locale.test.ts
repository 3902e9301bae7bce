import { afterAll, describe, expect, it } from 'vitest'
import { monthTitle, monthWeeks, weekdays } from '../features/calendar/calendar-view'
import { formatCalendarDay } from '../lib/dates'
import { datesMessages } from '../lib/dates.messages'
import { formatEventDateTime, formatEventTime } from '../shared/calendar/event-dates'
import { currentLocale, switchLanguage, translate } from './locale'

// A game at half past six in the evening in Berlin (CET).
const game = '2026-12-08T17:30:00.000Z'

describe("the person's language and locale", () => {
  // The unit tests share their modules: the next file finds the app speaking English again.
  afterAll(() => switchLanguage('en'))

  it('writes dates and times as the United States does, weeks from Sunday, in English', async () => {
    await switchLanguage('en')
    expect(formatEventTime(game, 'Europe/Berlin')).toBe('6:30 PM')
    expect(formatEventDateTime(game, 'Europe/Berlin')).toBe('Dec 8, 2026, 6:30 PM')
    expect(weekdays()[0]).toEqual({ short: 'Sun', long: 'Sunday' })
    expect(monthWeeks('2026-12')[0]![0]).toBe('2026-11-29')
    expect(translate(datesMessages.unknown)).toBe('Unknown')
  })

  it('writes them as Germany does in German: a 24-hour clock, day before month, weeks from Monday', async () => {
    await switchLanguage('de')
    expect(currentLocale()).toBe('de-DE')
    expect(formatEventTime(game, 'Europe/Berlin')).toBe('18:30')
    expect(formatEventDateTime(game, 'Europe/Berlin')).toBe('8. Dez. 2026, 18:30')
    expect(formatCalendarDay('2026-03-08')).toBe('8. März 2026')
    expect(monthTitle('2026-12')).toBe('Dezember 2026')
    expect(weekdays()[0]).toEqual({ short: 'Mo', long: 'Montag' })
    expect(monthWeeks('2026-12')[0]![0]).toBe('2026-11-30')
    expect(translate(datesMessages.unknown)).toBe('Unbekannt')
    expect(formatCalendarDay('not a day')).toBe('Unbekannt')
  })

  it('and as Spain does in Spanish', async () => {
    await switchLanguage('es')
    expect(formatEventTime(game, 'Europe/Madrid')).toBe('18:30')
    expect(weekdays()[0]!.long).toBe('lunes')
    expect(monthTitle('2026-12')).toBe('diciembre de 2026')
  })
})
