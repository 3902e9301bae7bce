import { describe, expect, it } from 'vitest'
import { defineMessages, type Translations } from './messages'
import { formatInZone, formatList, inEachLanguage, readerLanguage, speak, weekdayName } from './speak'

const messages = defineMessages('speakSample', {
  players: '{count, plural, one {# player} other {# players}} in {team}',
})
const translations: Translations<typeof messages> = {
  de: { players: '{count, plural, one {# Spieler} other {# Spieler}} bei {team}' },
  es: { players: '{count, plural, one {# jugador} other {# jugadores}} en {team}' },
}

describe('speaking a person’s language', () => {
  it('formats a module’s messages, plurals and all, in each language', () => {
    expect(speak('en', messages, translations)('players', { count: 1, team: 'U10' })).toBe('1 player in U10')
    expect(speak('de', messages, translations)('players', { count: 2, team: 'U10' })).toBe('2 Spieler bei U10')
    expect(speak('es', messages, translations)('players', { count: 2, team: 'U10' })).toBe('2 jugadores en U10')
  })

  it('refuses a message without its arguments rather than send braces', () => {
    expect(() => speak('de', messages, translations)('players', { count: 2 })).toThrow()
  })

  it('reads English for an account that never chose a language, or one the app does not speak', () => {
    expect(readerLanguage(null)).toBe('en')
    expect(readerLanguage('fr')).toBe('en')
    expect(readerLanguage('es')).toBe('es')
    expect(inEachLanguage((language) => language.toUpperCase())).toEqual({ en: 'EN', de: 'DE', es: 'ES' })
  })

  it('writes times, weekdays and lists as each language does', () => {
    const at = '2027-03-13T17:30:00.000Z'
    expect(formatInZone('en', 'Europe/Berlin', at, { hour: 'numeric', minute: '2-digit' })).toBe('6:30 PM')
    expect(formatInZone('de', 'Europe/Berlin', at, { hour: 'numeric', minute: '2-digit' })).toBe('18:30')
    expect(weekdayName('de', 2)).toBe('Dienstag')
    expect(weekdayName('es', 0)).toBe('domingo')
    expect(formatList('en', ['Ann', 'Ben', 'Cleo'])).toBe('Ann, Ben and Cleo')
    expect(formatList('de', ['Ann', 'Ben'])).toBe('Ann und Ben')
    expect(formatList('es', ['Ann', 'Ben'])).toBe('Ann y Ben')
  })
})
