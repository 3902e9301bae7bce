import type { Message } from '@teamspace/domain/i18n/messages'
import { useIntl } from 'react-intl'
import { shown } from './pseudo'

/** Values a message's ICU arguments take: words, numbers, dates, or elements for rich text. */
export type MessageValues = Record<string, string | number | Date | null | undefined>

/** A message in the person's language, with its arguments filled in. */
export type Translate = (message: Message, values?: MessageValues) => string

/**
 * The words of a module's messages in the person's language: `t(calendarMessages.title)`,
 * `t(rosterMessages.players, { count })`.
 */
export function useT(): Translate {
  const intl = useIntl()
  return (message, values) => shown(intl.formatMessage(message, values))
}
