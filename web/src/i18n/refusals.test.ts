import { afterAll, describe, expect, it } from 'vitest'
import { translateRefusal, switchLanguage } from './locale'
import { lookUpRefusal } from './refusal-lookup'
import { refusalsMessages } from './refusals.messages'

/** The domain's sources as text, tests left out: the words its schemas check with are read from them. */
const domainSources = import.meta.glob<string>(['../../../domain/**/*.ts', '!../../../domain/**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** A string literal, in single, double or back quotes; a template's `${…}` stands for any words. */
const literal = /^(['"`])((?:\\.|(?!\1)[^\\])*)\1$/s

/** The top-level arguments of the call whose opening parenthesis is at `open`. */
function argumentsAt(source: string, open: number): string[] {
  const found: string[] = []
  let depth = 0
  let start = open + 1
  let quote: string | undefined
  for (let index = open; index < source.length; index++) {
    const char = source[index]!
    if (quote) {
      if (char === '\\') index++
      else if (char === quote) quote = undefined
    } else if (char === "'" || char === '"' || char === '`') quote = char
    else if ('([{'.includes(char)) depth++
    else if (')]}'.includes(char)) {
      if (--depth === 0) return [...found, source.slice(start, index)]
    } else if (char === ',' && depth === 1) {
      found.push(source.slice(start, index))
      start = index + 1
    }
  }
  return found
}

/**
 * The words the domain passes as zod messages, literally: the string arguments of `.min(`, `.max(`, `.regex(`,
 * `safeString(` and `refine(`, and the strings of `error:` and `message:`. A template with `${…}` in it is kept as
 * it is written, to be matched with a value in each place.
 */
function zodMessages(): Map<string, string> {
  const messages = new Map<string, string>()
  for (const [path, source] of Object.entries(domainSources)) {
    for (const call of source.matchAll(/(?:\.min|\.max|\.regex|\bsafeString|\brefine)\s*\(/g)) {
      for (const argument of argumentsAt(source, call.index + call[0].length - 1)) {
        const words = literal.exec(argument.trim())?.[2]
        if (words) messages.set(words, path)
      }
    }
    for (const property of source.matchAll(/\b(?:error|message)\s*:\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)) {
      if (property[2]) messages.set(property[2], path)
    }
  }
  return messages
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether some refusal's English words are the domain's words: a template's `${…}` and a message's `{…}` match anything. */
function hasMessage(words: string): boolean {
  if (!words.includes('${')) return lookUpRefusal(words.replace(/\\(.)/g, '$1')) !== undefined
  const pattern = new RegExp(
    `^${words
      .split(/\$\{[^}]*\}/)
      .map(escaped)
      .join('.+')}$`,
    's',
  )
  return Object.values(refusalsMessages).some(({ defaultMessage }) => pattern.test(defaultMessage))
}

describe('the refusals and checks in the person’s language', () => {
  // The unit tests share their modules: the next file finds the app speaking English again.
  afterAll(() => switchLanguage('en'))

  it('has a message for every text the domain’s schemas check with', () => {
    const messages = zodMessages()
    // The scan reads the schemas, or this test would guard nothing.
    expect(messages.get('Name is required')).toMatch(/account\.schemas\.ts$/)
    expect(messages.size).toBeGreaterThan(15)
    const missing = [...messages].filter(([words]) => !hasMessage(words)).map(([words, path]) => `${path}: ${words}`)
    expect(missing).toEqual([])
  })

  it('has each English text once', () => {
    const texts = Object.values(refusalsMessages).map(({ defaultMessage }) => defaultMessage)
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([])
  })

  it('leaves English as it is, and words it has no message for as they came', async () => {
    await switchLanguage('en')
    expect(translateRefusal('Name is required')).toBe('Name is required')
    await switchLanguage('de')
    expect(translateRefusal('Something nobody wrote')).toBe('Something nobody wrote')
  })

  it('says them in German', async () => {
    await switchLanguage('de')
    expect(translateRefusal('Name is required')).toBe('Bitte gib einen Namen ein')
    expect(translateRefusal('Please enter a valid email address')).toBe('Bitte gib eine gültige E-Mail-Adresse ein')
    expect(translateRefusal('Invalid email or password. Please check your credentials.')).toBe(
      'E-Mail oder Passwort ist falsch. Bitte prüf deine Angaben.',
    )
    expect(translateRefusal('Must be at most 40 characters')).toBe('Darf höchstens 40 Zeichen lang sein')
    expect(
      translateRefusal(
        'You are the only coach of U12 Lions. Make another member a coach before you leave it: a team needs at least one coach.',
      ),
    ).toBe(
      'Du bist der einzige Trainer von U12 Lions. Mach ein anderes Mitglied zum Trainer, bevor du das Team verlässt: Ein Team braucht mindestens einen Trainer.',
    )
  })

  it('and in Spanish', async () => {
    await switchLanguage('es')
    expect(translateRefusal('Name is required')).toBe('El nombre es obligatorio')
    expect(translateRefusal('Please enter a valid email address')).toBe('Introduce un correo electrónico válido')
    expect(translateRefusal('Invalid email or password. Please check your credentials.')).toBe(
      'Correo o contraseña incorrectos. Revisa tus datos.',
    )
    expect(translateRefusal('Please give a page size from 1 to 100.')).toBe('Indica un tamaño de página de 1 a 100.')
  })
})
