import { calendarEventSummary } from '@teamspace/domain/calendar-feed/calendar-event-summary'
import type { ScheduleChange } from '@teamspace/domain/reminders/reminders.schemas'
import { translate } from '../../i18n/locale'
import { formatEventDateTime } from '../../shared/calendar/event-dates'
import { remindersMessages as m } from './reminders.messages'

/**
 * "This game moved to Sat, Mar 13 at 10:00 AM (was Fri, Mar 12 at 6:00 PM)." and the place, as it changed. Away from
 * the event (the dashboard), `named` says which: "The game “Cup tie vs Rovers” moved to …".
 */
export function scheduleChangeSentence(change: ScheduleChange, { named = false } = {}): string {
  const what = named
    ? translate(m.named, { type: change.type, title: calendarEventSummary(change) })
    : translate(m.thisOne, { type: change.type })
  const noPlace = translate(m.noPlace)
  const values = {
    what,
    when: formatEventDateTime(change.startsAt, change.timeZone),
    before: formatEventDateTime(change.previousStartsAt, change.timeZone),
    place: change.location || noPlace,
    previous: change.previousLocation || noPlace,
  }
  const sentence =
    change.moved && change.relocated
      ? m.movedAndRelocated
      : change.moved
        ? m.moved
        : change.relocated
          ? m.relocated
          : m.changed
  return translate(sentence, values)
}

/** "Seen by 8 of 12" */
export const seenLine = (seen: { seen: number; total: number }) =>
  translate(m.seenBy, { seen: seen.seen, total: seen.total })

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
  if (unanswered === 0) return translate(m.everyoneAnswered)
  const children =
    withoutFamily === 0
      ? translate(m.notAnswered, { count: unanswered })
      : withoutFamily === unanswered
        ? translate(m.notAnsweredNoneLinked, { count: unanswered })
        : translate(m.notAnsweredSomeUnlinked, { count: unanswered, unlinked: withoutFamily })
  const reach = recipients === 0 ? translate(m.nobodyToRemind) : translate(m.willBeReminded, { count: recipients })
  return `${children} · ${reach}`
}

/** A kept save as the notice reads it: where it goes and whether it is still to send. */
interface KeptSave {
  readonly path: string
  readonly fate: string
}

/** Whether a "Got it" made without signal still waits to be sent: the notice then says so instead of asking again. */
export const gotItWaiting = (saves: readonly KeptSave[], path: string) =>
  saves.some((save) => save.path === path && (save.fate === 'waiting' || save.fate === 'sending'))
