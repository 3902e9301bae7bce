import { defineHistory, stateBefore } from '../history/history.plugin'
import { formatDay, list, quoted } from '../history/history.wording'
import type { CurrentNames } from '../shared/current-names'
import { calendarEventStreamId, type CalendarEventDetails } from './calendar.events'
import { calendarEventTypeLabels } from './calendar.schemas'
import {
  arrivalChange,
  seriesHistorySubject,
  seriesSentences,
  type CalendarFeatureEvent,
} from './calendar-series.history'

declare module '../history/history.schemas' {
  interface HistoryKinds {
    'calendar-event': true
  }
}

const calendarLabel = (d: Pick<CalendarEventDetails, 'title' | 'type'>) =>
  d.title.trim() ? quoted(d.title) : `the ${calendarEventTypeLabels[d.type].toLowerCase()}`

const calendarChanges = (before: CalendarEventDetails, after: CalendarEventDetails) => {
  const changes: string[] = []
  if (before.title !== after.title) changes.push(`the title from ${quoted(before.title)} to ${quoted(after.title)}`)
  if (before.type !== after.type)
    changes.push(`the type from ${calendarEventTypeLabels[before.type]} to ${calendarEventTypeLabels[after.type]}`)
  if (before.location !== after.location)
    changes.push(`the location from ${quoted(before.location || 'none')} to ${quoted(after.location || 'none')}`)
  if (before.address !== after.address)
    changes.push(`the address from ${quoted(before.address || 'none')} to ${quoted(after.address || 'none')}`)
  if (before.opponent !== after.opponent)
    changes.push(`the opponent from ${quoted(before.opponent || 'none')} to ${quoted(after.opponent || 'none')}`)
  if (before.arriveMinutesEarly !== after.arriveMinutesEarly) changes.push(arrivalChange(after.arriveMinutesEarly))
  if (before.description !== after.description) changes.push('the description')
  if (before.timeZone !== after.timeZone) changes.push(`the time zone to ${after.timeZone}`)
  return changes
}

const describeCalendarChange = (actor: string, before: CalendarEventDetails | null, after: CalendarEventDetails) => {
  if (!before) return `${actor} changed ${calendarLabel(after)} on ${formatDay(after.date)}.`
  const label = calendarLabel(before)
  const moved =
    before.date === after.date && before.time !== after.time
      ? `moved ${label} on ${formatDay(after.date)} from ${before.time} to ${after.time}`
      : before.date !== after.date
        ? `moved ${label} from ${formatDay(before.date)} ${before.time} to ${formatDay(after.date)} ${after.time}`
        : null
  const changes = calendarChanges(before, after)
  if (moved && changes.length) return `${actor} ${moved}, and changed ${list(changes)}.`
  if (moved) return `${actor} ${moved}.`
  if (changes.length) return `${actor} changed ${list(changes)} of ${label} on ${formatDay(after.date)}.`
  return `${actor} saved ${label} on ${formatDay(after.date)} without changes.`
}

/**
 * " for “League vs Lions” on Sat, Nov 28" (or " of …"): the calendar event another feature's event is about, by
 * today's title; '' when it is not known.
 */
export const forCalendarEvent = (
  names: CurrentNames,
  calendarEventId: string | undefined,
  word: 'for' | 'of' = 'for',
) => {
  const event = calendarEventId === undefined ? null : names.calendarEvent(calendarEventId)
  return event ? ` ${word} ${quoted(event.title)} on ${formatDay(event.date)}` : ''
}

/** The calendar in the activity feed and each calendar event's History: what moved, from when to when. */
export const calendarHistory = defineHistory<CalendarFeatureEvent>({
  label: 'Calendar',
  subjects: [
    {
      kind: 'calendar-event',
      idField: 'calendarEventId',
      types: ['CalendarEventScheduled', 'CalendarEventChanged', 'CalendarEventCancelled'],
      state: ['CalendarEventScheduled', 'CalendarEventChanged'],
      streams: (calendarEventId) => [calendarEventStreamId(calendarEventId)],
    },
    seriesHistorySubject,
  ],
  sentences: {
    CalendarEventScheduled: (d, c) =>
      `${c.actor} scheduled ${calendarLabel(d)} on ${formatDay(d.date)} at ${d.time}${d.location ? ` at ${d.location}` : ''}.`,
    CalendarEventChanged: (d, c) =>
      describeCalendarChange(c.actor, stateBefore(c, 'CalendarEventScheduled', 'CalendarEventChanged'), d),
    CalendarEventCancelled: (_d, c) => {
      const was = stateBefore(c, 'CalendarEventScheduled', 'CalendarEventChanged')
      return was
        ? `${c.actor} cancelled ${calendarLabel(was)} on ${formatDay(was.date)} at ${was.time}.`
        : `${c.actor} cancelled a calendar event.`
    },
    ...seriesSentences,
  },
})
