import { translationProblems } from '@teamspace/domain/i18n/catalog-check'
import type { Message, Messages } from '@teamspace/domain/i18n/messages'
import { languageCodes } from '@teamspace/domain/shared/languages'
import { describe, expect, it } from 'vitest'
import { namespaceOf } from './catalog-from'

type AnyMessages = Messages<string, Record<string, string>>

const english = import.meta.glob<Record<string, unknown>>('../**/*.messages.ts', { eager: true })
const translations = {
  de: import.meta.glob<Record<string, string>>('../**/*.messages.de.ts', { eager: true, import: 'default' }),
  es: import.meta.glob<Record<string, string>>('../**/*.messages.es.ts', { eager: true, import: 'default' }),
}

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && 'id' in value && 'defaultMessage' in value

/** The one set of messages a `*.messages.ts` module exports. */
function messagesOf(path: string): AnyMessages {
  const sets = Object.values(english[path]!).filter(
    (value): value is AnyMessages =>
      typeof value === 'object' &&
      value !== null &&
      Object.values(value).length > 0 &&
      Object.values(value).every(isMessage),
  )
  expect(sets, `${path} exports one set of messages`).toHaveLength(1)
  return sets[0]!
}

describe("the web app's catalogs", () => {
  it('has a translation module for every language beside every module of English messages', () => {
    expect(Object.keys(translations).sort()).toEqual(languageCodes.filter((language) => language !== 'en').sort())
    const missing: string[] = []
    for (const path of Object.keys(english)) {
      for (const [language, modules] of Object.entries(translations)) {
        const translated = path.replace(/\.messages\.ts$/, `.messages.${language}.ts`)
        if (!(translated in modules)) missing.push(translated)
      }
    }
    for (const modules of Object.values(translations)) {
      for (const path of Object.keys(modules)) {
        if (!(path.replace(/\.messages\.\w+\.ts$/, '.messages.ts') in english)) missing.push(`English of ${path}`)
      }
    }
    expect(missing).toEqual([])
  })

  it("names each module's messages by its file, each namespace once in the app", () => {
    const seen = new Map<string, string>()
    for (const path of Object.keys(english)) {
      const namespace = namespaceOf(path)
      for (const message of Object.values(messagesOf(path))) {
        expect(message.id, path).toMatch(new RegExp(`^${namespace}\\.[^.]+$`))
      }
      expect(seen.get(namespace), `${namespace} is the namespace of ${path}`).toBeUndefined()
      seen.set(namespace, path)
    }
  })

  it('translates every message, with the English arguments, into valid ICU MessageFormat', () => {
    const problems: string[] = []
    for (const path of Object.keys(english)) {
      for (const [language, modules] of Object.entries(translations)) {
        const words = modules[path.replace(/\.messages\.ts$/, `.messages.${language}.ts`)]
        if (words) problems.push(...translationProblems(messagesOf(path), words, `${language} ${path}`))
      }
    }
    expect(problems).toEqual([])
  })
})
