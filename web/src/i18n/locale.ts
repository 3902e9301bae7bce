import type { Message } from '@teamspace/domain/i18n/messages'
import { createIntl, createIntlCache, type IntlShape } from 'react-intl'
import { shown } from './pseudo'
import {
  defaultLanguage,
  formatLocale,
  isLanguage,
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

let state: LocaleState = stateOf(defaultLanguage, {})
const listeners = new Set<() => void>()

function stateOf(language: Language, catalog: Readonly<Record<string, string>>): LocaleState {
  return { language, locale: formatLocale(language, browserTags()), catalog }
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

/** The catalog of a language, loaded on demand: each language but English is a chunk of its own. */
async function loadCatalog(language: Language): Promise<Record<string, string>> {
  if (language === defaultLanguage) return {}
  const module = (await import(`./catalog.${language}.ts`)) as { catalog: Record<string, string> }
  return module.catalog
}

let switching: Promise<void> = Promise.resolve()

/**
 * Speaks `language` from now on (loading its words first) and keeps it on this device for the next start. Calls
 * in turn: the last one asked wins.
 */
export function switchLanguage(language: Language): Promise<void> {
  switching = switching.then(async () => {
    try {
      globalThis.localStorage?.setItem(storageKey, language)
    } catch {
      // Private mode: the account keeps the choice all the same.
    }
    if (language === state.language && state.locale === formatLocale(language, browserTags())) return
    const catalog = await loadCatalog(language)
    state = stateOf(language, catalog)
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

export { languages, type Language }
