import { calendarEventSummary } from '@teamspace/domain/calendar-feed/calendar-event-summary'
import type { ScheduleChange } from '@teamspace/domain/reminders/reminders.schemas'
import { formatEventDateTime } from '../../shared/calendar/event-dates'

const kinds: Record<ScheduleChange['type'], string> = { game: 'game', practice: 'practice', event: 'event' }

/**
 * "This game moved to Sat, Mar 13 at 10:00 AM (was Fri, Mar 12 at 6:00 PM)." and the place, as it changed. Away from
 * the event (the dashboard), `named` says which: "The game “Cup tie vs Rovers” moved to …".
 */
export function scheduleChangeSentence(change: ScheduleChange, { named = false } = {}): string {
  const what = named ? `The ${kinds[change.type]} “${calendarEventSummary(change)}”` : `This ${kinds[change.type]}`
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

/**
 * Who a reminder by hand would reach, counting the children as the availability panel's "No answer yet" does:
 * "14 children not answered (13 have no linked family) · 1 family member will be reminded".
 */
export function reminderReach({
  unanswered,
  withoutFamily,
  recipients,
}: {
  unanswered: number
  withoutFamily: number
  recipients: number
}): string {
  if (unanswered === 0) return 'Everyone has answered.'
  const children = `${unanswered} ${unanswered === 1 ? 'child' : 'children'} not answered`
  const unlinked =
    withoutFamily === 0
      ? ''
      : withoutFamily === unanswered
        ? ` (${unanswered === 1 ? 'no linked family' : 'none has a linked family'})`
        : ` (${withoutFamily} ${withoutFamily === 1 ? 'has' : 'have'} no linked family)`
  const reach =
    recipients === 0
      ? 'nobody to remind'
      : `${recipients} family ${recipients === 1 ? 'member' : 'members'} will be reminded`
  return `${children}${unlinked} · ${reach}`
}

/** A kept save as the notice reads it: where it goes and whether it is still to send. */
interface KeptSave {
  readonly path: string
  readonly fate: string
}

/** Whether a "Got it" made without signal still waits to be sent: the notice then says so instead of asking again. */
export const gotItWaiting = (saves: readonly KeptSave[], path: string) =>
  saves.some((save) => save.path === path && (save.fate === 'waiting' || save.fate === 'sending'))
