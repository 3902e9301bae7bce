import type { Message } from '@teamspace/domain/i18n/messages'
import type { RefusalLookup } from './refusal-lookup'
import { createIntl, createIntlCache, type IntlShape } from 'react-intl'
import { keepDeviceLanguage } from './device-language'
import { shown } from './pseudo'
import {
  defaultLanguage,
  formatLocale,
  isLanguage,
  languageOfTag,
  languages,
  preferredLanguage,
  type Language,
} from '@teamspace/domain/shared/languages'

/**
 * The language the app speaks to the person on this device, and the locale its dates, times and numbers are
 * written in. Known before the first page: the language last seen on this device (the account's, once signed in),
 * else the browser's. Functions that format outside React (lib/dates.ts) read it here; the I18nProvider renders
 * the page again when it changes.
 */
export interface LocaleState {
  readonly language: Language
  /** A BCP 47 locale of the language: the browser's own region of it where it names one ('en-GB'). */
  readonly locale: string
  /** The catalog of the language (id → words); empty for English, whose words are the messages' own. */
  readonly catalog: Readonly<Record<string, string>>
  /** The messages of the server's refusals and the forms' checks by their English words; none for English. */
  readonly refusals?: RefusalLookup
}

const storageKey = 'teamspace.language'

const browserTags = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])

function storedLanguage(): Language | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(storageKey)
    return isLanguage(stored) ? stored : undefined
  } catch {
    return undefined
  }
}

let state: LocaleState = stateOf(defaultLanguage, { catalog: {} })
const listeners = new Set<() => void>()

function stateOf(language: Language, words: Words): LocaleState {
  return { language, locale: formatLocale(language, browserTags()), ...words }
}

export const localeState = (): LocaleState => state
/** The locale dates and numbers are written in right now. */
export const currentLocale = (): string => state.locale
export const currentLanguage = (): Language => state.language

export function subscribeToLocale(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The language of this device before anything is known of the person: the one kept here, else the browser's. */
export const initialLanguage = (): Language => storedLanguage() ?? preferredLanguage(browserTags())

/**
 * Speaks a team's language on its invite's register screen when this device has no language of its own: none kept
 * here, and a browser that speaks none of the app's (a French phone joining a German team reads German, not English).
 * The account made there keeps the language the page speaks.
 */
export function adoptTeamLanguage(language: Language): Promise<void> {
  if (storedLanguage() !== undefined || browserTags().some((tag) => languageOfTag(tag) !== undefined)) {
    return Promise.resolve()
  }
  return switchLanguage(language, { keep: false })
}

/** A language's words: its catalog, and what finds the message of a refusal's English words. */
type Words = Pick<LocaleState, 'catalog' | 'refusals'>

/**
 * The words of a language, loaded on demand: each language but English is a chunk of its own, and the lookup of
 * refusals another, which English (whose refusals are already in its words) never loads.
 */
async function loadWords(language: Language): Promise<Words> {
  if (language === defaultLanguage) return { catalog: {} }
  const [module, refusals] = await Promise.all([
    import(`./catalog.${language}.ts`) as Promise<{ catalog: Record<string, string> }>,
    import('./refusal-lookup'),
  ])
  return { catalog: module.catalog, refusals: refusals.lookUpRefusal }
}

let switching: Promise<void> = Promise.resolve()

/**
 * Speaks `language` from now on (loading its words first) and, unless `keep` is false, keeps it on this device for
 * the next start: the app's start and a team's invite speak a language without making it the device's. Calls in
 * turn: the last one asked wins.
 */
export function switchLanguage(language: Language, { keep = true }: { keep?: boolean } = {}): Promise<void> {
  switching = switching.then(async () => {
    try {
      if (keep) globalThis.localStorage?.setItem(storageKey, language)
    } catch {
      // Private mode: the account keeps the choice all the same.
    }
    // The page that paints before any script is sent in it too, by the server and the service worker; the app's
    // start renews what a device kept before they were told.
    if (keep || language === storedLanguage()) keepDeviceLanguage(language)
    if (language === state.language && state.locale === formatLocale(language, browserTags())) return
    let words: Words
    try {
      words = await loadWords(language)
    } catch (error) {
      // Its words could not be fetched (no signal before the app was kept on the device): the page goes on in the
      // language it speaks, and the next switch tries again.
      console.warn(`The words of ${language} could not be loaded`, error)
      return
    }
    state = stateOf(language, words)
    if (typeof document !== 'undefined') document.documentElement.lang = state.locale
    for (const listener of listeners) listener()
  })
  return switching
}

const intlCache = createIntlCache()
let intl: { for: LocaleState; intl: IntlShape } | undefined

/**
 * A message in the person's language outside React (a formatter's 'Unknown', a text made for the clipboard); inside
 * a component, `useT` renders again when the language changes.
 */
export function translate(message: Message, values?: Record<string, string | number | Date>): string {
  if (intl?.for !== state) {
    const { locale, catalog } = state
    intl = {
      for: state,
      intl: createIntl(
        { locale, defaultLocale: defaultLanguage, messages: catalog, onError: () => undefined },
        intlCache,
      ),
    }
  }
  return shown(intl.intl.formatMessage(message, values))
}

/**
 * A refusal of the server's or a form's check, given in the spec's English words (the domain's schemas and
 * constants), in the person's language: the words of its message in refusals.messages.ts, or the words as they came
 * when no message has them (and always in English).
 */
export function translateRefusal(text: string): string {
  const found = state.refusals?.(text)
  return found ? translate(found.message, found.values) : text
}

export { languages, type Language }
