import { isStructurallySame, parse } from '@formatjs/icu-messageformat-parser'
import type { Messages } from './messages'

/**
 * What is wrong with a translation of `messages` (nothing: an empty list): a key missing or unknown, words that
 * are not ICU MessageFormat, or arguments other than the English ones (a `{count, plural, …}` read as a name, say).
 * For tests: every module's translations are checked against its English messages.
 */
export function translationProblems(
  messages: Messages<string, Record<string, string>>,
  words: Record<string, string>,
  language: string,
): string[] {
  const problems: string[] = []
  for (const key of Object.keys(words)) {
    if (!(key in messages)) problems.push(`${language}: ${key} is not an English message`)
  }
  for (const [key, message] of Object.entries(messages)) {
    const translated = words[key]
    if (translated === undefined) {
      problems.push(`${language}: ${message.id} is missing`)
      continue
    }
    try {
      const same = isStructurallySame(parse(message.defaultMessage), parse(translated))
      if (!same.success) problems.push(`${language}: ${message.id} has other arguments: ${same.error?.message ?? ''}`)
    } catch (error) {
      problems.push(`${language}: ${message.id} is not ICU MessageFormat: ${(error as Error).message}`)
    }
  }
  return problems
}
