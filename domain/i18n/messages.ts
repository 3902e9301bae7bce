import type { Language } from '../shared/languages'

/**
 * Message catalogs, as the web app and the server both keep them. A module's English words are its source
 * (`defineMessages`: the spec's exact words, ICU MessageFormat for plurals and selects), each with an id its
 * namespace makes unique; a translation is a record of the same keys (`Translation`), so a missing or extra key
 * fails the type-check, and a test compares each translation's arguments with the English ones.
 */

/** One message: its id in every catalog, and its English words (what FormatJS calls the default message). */
export interface Message<Id extends string = string> {
  readonly id: Id
  readonly defaultMessage: string
}

/** A module's messages, each under its key, with `namespace.key` as its id. */
export type Messages<Namespace extends string, Source extends Record<string, string>> = {
  readonly [Key in keyof Source & string]: Message<`${Namespace}.${Key}`>
}

/** A module's English messages, named by `namespace` (unique across the app: the ids are `namespace.key`). */
export function defineMessages<const Namespace extends string, const Source extends Record<string, string>>(
  namespace: Namespace,
  source: Source,
): Messages<Namespace, Source> {
  return Object.fromEntries(
    Object.entries(source).map(([key, defaultMessage]) => [key, { id: `${namespace}.${key}`, defaultMessage }]),
  ) as Messages<Namespace, Source>
}

/** The words of a module's messages in another language: every key of the English, nothing else. */
export type Translation<M extends Messages<string, Record<string, string>>> = { readonly [Key in keyof M]: string }

/** A module's translations into every language but English, which its messages hold. */
export type Translations<M extends Messages<string, Record<string, string>>> = {
  readonly [L in Exclude<Language, 'en'>]: Translation<M>
}

/** A flat catalog (id → words) of one language, as FormatJS takes it, from modules' messages and translations. */
export function catalogOf(
  parts: readonly { messages: Messages<string, Record<string, string>>; words?: Record<string, string> }[],
): Record<string, string> {
  const catalog: Record<string, string> = {}
  for (const { messages, words } of parts) {
    for (const [key, message] of Object.entries(messages)) catalog[message.id] = words?.[key] ?? message.defaultMessage
  }
  return catalog
}
