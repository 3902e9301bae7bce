import type { Message } from '@teamspace/domain/i18n/messages'
import { refusalsMessages } from './refusals.messages'

/** The message of a refusal's English words, with the values its arguments took there. */
export interface FoundRefusal {
  readonly message: Message
  readonly values: Readonly<Record<string, string>>
}

/** Finds the message of a refusal's or a check's English words; undefined for words no message has. */
export type RefusalLookup = (text: string) => FoundRefusal | undefined

const argument = /\{(\w+)\}/
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A lookup of `messages` by their English words: words without arguments as they are, words with some (`Leave
 * {team}`) by the words around them, each argument taking what stands in its place.
 */
export function refusalLookup(messages: Readonly<Record<string, Message>>): RefusalLookup {
  const exact = new Map<string, Message>()
  const patterns: { pattern: RegExp; names: string[]; message: Message }[] = []
  for (const message of Object.values(messages)) {
    // Split by a capturing pattern: the words, then each argument's name and the words after it.
    const parts = message.defaultMessage.split(new RegExp(argument, 'g'))
    if (parts.length === 1) {
      exact.set(message.defaultMessage, message)
      continue
    }
    const names = parts.filter((_, index) => index % 2 === 1)
    const source = parts.map((part, index) => (index % 2 === 1 ? '(.+?)' : escaped(part))).join('')
    patterns.push({ pattern: new RegExp(`^${source}$`, 's'), names, message })
  }
  return (text) => {
    const message = exact.get(text)
    if (message) return { message, values: {} }
    for (const { pattern, names, message } of patterns) {
      const match = pattern.exec(text)
      if (match) return { message, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])) }
    }
    return undefined
  }
}

/** The refusals and checks of the app (refusals.messages.ts) by their English words, built once. */
export const lookUpRefusal = refusalLookup(refusalsMessages)
