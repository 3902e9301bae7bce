/**
 * The languages the app speaks, each with the locale its dates, times and numbers take when the person's browser
 * names no region of it. Adding a language is its catalogs and a line here.
 */
export const languages = {
  en: { name: 'English', locale: 'en-US' },
  de: { name: 'Deutsch', locale: 'de-DE' },
  es: { name: 'Español', locale: 'es-ES' },
} as const

export type Language = keyof typeof languages

/** Every language, in the order a chooser lists them. */
export const languageCodes = Object.keys(languages) as Language[]

/**
 * The cookie the app keeps the device's language in, beside its own storage: the server reads it to send the page
 * that paints before any script in that language.
 */
export const LANGUAGE_COOKIE = 'teamspace-language'

/** What the app falls back to, and the words of the spec. */
export const defaultLanguage: Language = 'en'

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(languages, value)

/** The app's language of a BCP 47 tag ('de-AT' → 'de'), or undefined when it does not speak it. */
export function languageOfTag(tag: string): Language | undefined {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0]
  return isLanguage(base) ? base : undefined
}

/** The first language of the person's preferred tags (a browser's `navigator.languages`) the app speaks. */
export function preferredLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const language = languageOfTag(tag)
    if (language) return language
  }
  return defaultLanguage
}

/**
 * The locale to write dates, times and numbers in for a person reading `language`: the first of their own tags of
 * that language where it names a region (an English reader in Britain keeps day-month order and a 24-hour clock),
 * else the language's own locale.
 */
export function formatLocale(language: Language, tags: readonly string[] = []): string {
  for (const tag of tags) {
    if (languageOfTag(tag) !== language || !tag.includes('-')) continue
    try {
      return Intl.getCanonicalLocales(tag)[0] ?? languages[language].locale
    } catch {
      // Not a tag Intl reads: the language's own locale below.
    }
  }
  return languages[language].locale
}

/** The first day of the week where `locale` is read: 1 Monday … 7 Sunday, as `Intl.Locale`'s week info gives it. */
export function firstDayOfWeek(locale: string): number {
  const info = new Intl.Locale(locale) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number }
    weekInfo?: { firstDay: number }
  }
  return info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay ?? (locale.startsWith('en-US') ? 7 : 1)
}
