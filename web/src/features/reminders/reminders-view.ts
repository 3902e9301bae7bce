import type { ScheduleChange } from '@teamspace/domain/reminders/reminders.schemas'
import { formatEventDateTime } from '../../shared/calendar/event-dates'

const kinds: Record<ScheduleChange['type'], string> = { game: 'game', practice: 'practice', event: 'event' }

/** "This game moved to Sat, Mar 13 at 10:00 AM (was Fri, Mar 12 at 6:00 PM)." and the place, as it changed. */
export function scheduleChangeSentence(change: ScheduleChange): string {
  const what = `This ${kinds[change.type]}`
  const when = formatEventDateTime(change.startsAt, change.timeZone)
  const before = formatEventDateTime(change.previousStartsAt, change.timeZone)
  const parts: string[] = []
  if (change.moved) parts.push(`moved to ${when} (was ${before})`)
  if (change.relocated)
    parts.push(`is now at ${change.location || 'no place given'} (was ${change.previousLocation || 'no place given'})`)
  return parts.length ? `${what} ${parts.join(' and ')}.` : `${what} changed.`
}

/** "Seen by 8 of 12" */
export const seenLine = (seen: { seen: number; total: number }) => `Seen by ${seen.seen} of ${seen.total}`

/** Who a reminder by hand would reach: "2 children not answered · 3 family members will be reminded". */
export function reminderReach({ unanswered, recipients }: { unanswered: number; recipients: number }): string {
  if (unanswered === 0) return 'Everyone has answered.'
  const children = `${unanswered} ${unanswered === 1 ? 'child' : 'children'} not answered`
  return `${children} · ${recipients} family ${recipients === 1 ? 'member' : 'members'} will be reminded`
}

/** A kept save as the notice reads it: where it goes and whether it is still to send. */
interface KeptSave {
  readonly path: string
  readonly fate: string
}

/** Whether a "Got it" made without signal still waits to be sent: the notice then says so instead of asking again. */
export const gotItWaiting = (saves: readonly KeptSave[], path: string) =>
  saves.some((save) => save.path === path && (save.fate === 'waiting' || save.fate === 'sending'))
