import { formatList, speak } from '../i18n/speak'
import type { Messages, Translations } from '../i18n/messages'
import { languages, type Language } from '../shared/languages'

/** The small words every feature's history sentences share, so that they read alike in each language. */

const dayFormats = new Map<Language, Intl.DateTimeFormat>()
const dayFormat = (language: Language) => {
  let format = dayFormats.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(languages[language].locale, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    })
    dayFormats.set(language, format)
  }
  return format
}

/** "Sat, Nov 28" for 2026-11-28 ("Sa., 28. Nov.", "sáb, 28 nov"): a day as written, whatever the zone. */
export const formatDay = (date: string, language: Language = 'en') => {
  const day = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(day.getTime()) ? date : dayFormat(language).format(day)
}

const quotes: Record<Language, readonly [string, string]> = { en: ['“', '”'], de: ['„', '“'], es: ['«', '»'] }

/** “Cup final”, „Pokalfinale“, «Final de copa»: words quoted as the language quotes them. */
export const quoted = (text: string, language: Language = 'en') => `${quotes[language][0]}${text}${quotes[language][1]}`
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`
/** "A, B and C" ("A, B und C", "A, B y C"). */
export const list = (items: readonly string[], language: Language = 'en') => formatList(language, items)
export const withArticle = (label: string) => `${/^[AEIOU]/i.test(label) ? 'an' : 'a'} ${label}`

/** A feature's history words in the reader's language (the sentence context's): `say(c)('recorded', { … })`. */
export const sayer =
  <M extends Messages<string, Record<string, string>>>(messages: M, translations: Translations<M>) =>
  (c: { readonly language: Language }) =>
    speak(c.language, messages, translations)

/** "photo uploaded" for PhotoUploaded: the plain words of an event type. */
export const words = (type: string) =>
  type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim()
