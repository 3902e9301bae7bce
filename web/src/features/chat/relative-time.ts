import { translate } from '../../i18n/locale'
import { formatDate } from '../../lib/dates'
import { chatMessages } from './chat.messages'

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

/**
 * When something happened in the chat, as spec §2 says it: 'Just now' within the minute (and for a clock a little
 * ahead of ours), 'Nm ago' under an hour, 'Nh ago' under a day, then the date; 'Unknown' when it cannot be read.
 * In the person's language: the thread list and the messages call it on every render.
 */
export function relativeTime(value: string, now: Date): string {
  const time = new Date(value).getTime()
  if (value.trim() === '' || Number.isNaN(time) || Number.isNaN(now.getTime()))
    return translate(chatMessages.unknownTime)
  const elapsed = now.getTime() - time
  if (elapsed < minute) return translate(chatMessages.justNow)
  if (elapsed < hour) return translate(chatMessages.minutesAgo, { minutes: Math.floor(elapsed / minute) })
  if (elapsed < day) return translate(chatMessages.hoursAgo, { hours: Math.floor(elapsed / hour) })
  return formatDate(new Date(time))
}
