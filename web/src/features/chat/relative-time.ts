import { chatMessages } from '@teamspace/domain/chat/chat.constants'
import { formatDate } from '../../lib/dates'

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

/**
 * When something happened in the chat, as spec §2 says it: 'Just now' within the minute (and for a clock a little
 * ahead of ours), 'Nm ago' under an hour, 'Nh ago' under a day, then the date; 'Unknown' when it cannot be read.
 */
export function relativeTime(value: string, now: Date): string {
  const time = new Date(value).getTime()
  if (value.trim() === '' || Number.isNaN(time) || Number.isNaN(now.getTime())) return chatMessages.unknownTime
  const elapsed = now.getTime() - time
  if (elapsed < minute) return chatMessages.justNow
  if (elapsed < hour) return `${Math.floor(elapsed / minute)}m ago`
  if (elapsed < day) return `${Math.floor(elapsed / hour)}h ago`
  return formatDate(new Date(time))
}
