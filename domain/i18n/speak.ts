import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl'
import { isLanguage, languageCodes, languages, type Language } from '../shared/languages'
import { catalogOf, type Messages, type Translations } from './messages'

/**
 * What the server writes to a person (mails, push notifications) in their language: a module's messages with its
 * translations beside it, formatted by FormatJS (plurals, selects), and dates and times as the language's locale
 * writes them in the team's zone. Pure: usable from a domain wording module and from a service alike.
 */

type AnyMessages = Messages<string, Record<string, string>>

/** The values of a message's ICU arguments. */
export type MessageValues = Readonly<Record<string, string | number>>

/** One module's words in one language: `say('subject', { team: 'Riverside U10' })`. */
export type Say<M extends AnyMessages> = (key: keyof M & string, values?: MessageValues) => string

// One formatter per module and language, made the first time it speaks it: formatters are costly to make, and
// a merge window's mails are worded in the same few languages again and again.
const cache = createIntlCache()
const formatters = new WeakMap<AnyMessages, Map<Language, IntlShape>>()

const formatterOf = (messages: AnyMessages, translations: Translations<AnyMessages>, language: Language) => {
  let byLanguage = formatters.get(messages)
  if (!byLanguage) {
    byLanguage = new Map<Language, IntlShape>()
    formatters.set(messages, byLanguage)
  }
  let intl = byLanguage.get(language)
  if (!intl) {
    const words = language === 'en' ? undefined : translations[language]
    intl = createIntl(
      {
        locale: languages[language].locale,
        defaultLocale: languages.en.locale,
        messages: catalogOf([{ messages, ...(words ? { words } : {}) }]),
        // A message missing an argument is a bug to see in the tests, not words with braces to send to a family.
        onError: (error) => {
          throw error
        },
      },
      cache,
    )
    byLanguage.set(language, intl)
  }
  return intl
}

/** A module's words in `language`: English from its messages, else from its translations. */
export const speak = <M extends AnyMessages>(
  language: Language,
  messages: M,
  translations: Translations<M>,
): Say<M> => {
  const intl = formatterOf(messages, translations, language)
  return (key, values) => {
    const message = messages[key]!
    return String(intl.formatMessage({ id: message.id, defaultMessage: message.defaultMessage }, values))
  }
}

/** The language a person reads, from their account's (null: they never chose, and read English). */
export const readerLanguage = (stored: string | null | undefined): Language => (isLanguage(stored) ? stored : 'en')

/**
 * The language a member of a team is written to in: their account's, else (a person who never chose one) their
 * team's, else English.
 */
export const memberLanguage = (account: string | null | undefined, team: string | null | undefined): Language =>
  isLanguage(account) ? account : readerLanguage(team)

/** A value in every language the app speaks: what is queued for recipients before each one's language is known. */
export const inEachLanguage = <T>(make: (language: Language) => T): Readonly<Record<Language, T>> =>
  Object.fromEntries(languageCodes.map((language) => [language, make(language)])) as Record<Language, T>

/**
 * An instant as `language`'s locale writes it in `timeZone` (a team's): "Mar 13, 2027, 10:00 AM EST",
 * "13. März 2027, 10:00 MEZ", "13 mar 2027, 10:00 CET".
 */
export const formatInZone = (
  language: Language,
  timeZone: string,
  instant: string | Date,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
) => new Intl.DateTimeFormat(languages[language].locale, { ...options, timeZone }).format(new Date(instant))

/** The names of a weekday (0 Sunday … 6 Saturday) in `language`: "Tuesday", "Dienstag", "martes". */
export const weekdayName = (language: Language, weekday: number) =>
  // 2023-01-01 was a Sunday; noon UTC is that day everywhere the formatter looks.
  formatInZone(language, 'UTC', new Date(Date.UTC(2023, 0, 1 + weekday, 12)), { weekday: 'long' })

/**
 * Items joined as `language` lists them: "Ann, Ben und Cleo", "Ann, Ben y Cleo". English keeps the app's lists
 * without a serial comma ("Ann, Ben and Cleo"), as its words have always had them.
 */
export const formatList = (language: Language, items: readonly string[]) =>
  new Intl.ListFormat(language === 'en' ? 'en-GB' : languages[language].locale, {
    type: 'conjunction',
    style: 'long',
  }).format(items)
