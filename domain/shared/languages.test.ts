import { describe, expect, it } from 'vitest'
import { firstDayOfWeek, formatLocale, languageOfTag, preferredLanguage } from './languages'

describe('languages', () => {
  it("takes the first of the browser's languages the app speaks, else English", () => {
    expect(preferredLanguage(['fr-FR', 'de-AT', 'en'])).toBe('de')
    expect(preferredLanguage(['es-MX'])).toBe('es')
    expect(preferredLanguage(['fr-FR', 'it'])).toBe('en')
    expect(preferredLanguage([])).toBe('en')
    expect(languageOfTag('pt-BR')).toBeUndefined()
  })

  it("writes dates in the reader's own region of their language, else in the language's own locale", () => {
    expect(formatLocale('en', ['en-GB', 'de-DE'])).toBe('en-GB')
    expect(formatLocale('de', ['en-GB', 'de-AT'])).toBe('de-AT')
    expect(formatLocale('de', ['en-GB'])).toBe('de-DE')
    expect(formatLocale('es', ['es'])).toBe('es-ES')
    expect(formatLocale('en', ['en-not a tag'])).toBe('en-US')
  })

  it('starts the week on Monday where that is the custom, on Sunday in the United States', () => {
    expect(firstDayOfWeek('de-DE')).toBe(1)
    expect(firstDayOfWeek('en-GB')).toBe(1)
    expect(firstDayOfWeek('es-ES')).toBe(1)
    expect(firstDayOfWeek('en-US')).toBe(7)
  })
})
