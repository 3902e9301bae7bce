import type { Translate } from '../../i18n/use-t'
import { pageTitlesMessages } from './page-titles.messages'

const byEnglish = new Map(Object.values(pageTitlesMessages).map((message) => [message.defaultMessage, message]))

/**
 * A page's heading or the line under it in the person's language. Routes declare them in English (page-titles.ts,
 * which the build also reads): one of those words is shown as its message, any other text as it is given.
 */
export function pageText(text: string, t: Translate): string {
  const message = byEnglish.get(text)
  return message ? t(message) : text
}
