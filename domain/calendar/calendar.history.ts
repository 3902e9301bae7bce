import { defineHistory, stateBefore } from '../history/history.plugin'
import { formatDay, list, quoted, sayer } from '../history/history.wording'
import type { CurrentNames } from '../shared/current-names'
import type { Language } from '../shared/languages'
import { calendarEventStreamId, type CalendarEventDetails } from './calendar.events'
import { calendarHistoryMessages, calendarHistoryTranslations } from './calendar.history.messages'
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

const say = sayer(calendarHistoryMessages, calendarHistoryTranslations)

const calendarLabel = (d: Pick<CalendarEventDetails, 'title' | 'type'>, language: Language) =>
  d.title.trim() ? quoted(d.title, language) : say({ language })('theType', { type: d.type })

const calendarChanges = (before: CalendarEventDetails, after: CalendarEventDetails, language: Language) => {
  const words = say({ language })
  const q = (text: string) => quoted(text || words('none'), language)
  const changes: string[] = []
  if (before.title !== after.title)
    changes.push(words('changeTitle', { before: quoted(before.title, language), after: quoted(after.title, language) }))
  if (before.type !== after.type)
    changes.push(
      words('changeType', {
        before: words('typeName', { type: before.type }),
        after: words('typeName', { type: after.type }),
      }),
    )
  if (before.location !== after.location)
    changes.push(words('changeLocation', { before: q(before.location), after: q(after.location) }))
  if (before.address !== after.address)
    changes.push(words('changeAddress', { before: q(before.address), after: q(after.address) }))
  if (before.opponent !== after.opponent)
    changes.push(words('changeOpponent', { before: q(before.opponent), after: q(after.opponent) }))
  if (before.arriveMinutesEarly !== after.arriveMinutesEarly)
    changes.push(arrivalChange(after.arriveMinutesEarly, language))
  if (before.description !== after.description) changes.push(words('changeDescription'))
  if (before.timeZone !== after.timeZone) changes.push(words('changeTimeZone', { zone: after.timeZone }))
  return changes
}

const describeCalendarChange = (
  actor: string,
  before: CalendarEventDetails | null,
  after: CalendarEventDetails,
  language: Language,
) => {
  const words = say({ language })
  const day = (date: string) => formatDay(date, language)
  if (!before) return words('changedUnknown', { actor, label: calendarLabel(after, language), date: day(after.date) })
  const label = calendarLabel(before, language)
  const changes = calendarChanges(before, after, language)
  const changed = list(changes, language)
  if (before.date === after.date && before.time !== after.time) {
    const moved = { actor, label, date: day(after.date), before: before.time, after: after.time }
    return changes.length ? words('movedTimeAndChanged', { ...moved, changes: changed }) : words('movedTime', moved)
  }
  if (before.date !== after.date) {
    const moved = {
      actor,
      label,
      beforeDay: day(before.date),
      beforeTime: before.time,
      afterDay: day(after.date),
      afterTime: after.time,
    }
    return changes.length ? words('movedDayAndChanged', { ...moved, changes: changed }) : words('movedDay', moved)
  }
  if (changes.length) return words('changed', { actor, changes: changed, label, date: day(after.date) })
  return words('unchanged', { actor, label, date: day(after.date) })
}

/**
 * " for “League vs Lions” on Sat, Nov 28" (or " of …"): the calendar event another feature's event is about, by
 * today's title, in `language`; '' when it is not known.
 */
export const forCalendarEvent = (
  names: CurrentNames,
  calendarEventId: string | undefined,
  word: 'for' | 'of' = 'for',
  language: Language = 'en',
) => {
  const event = calendarEventId === undefined ? null : names.calendarEvent(calendarEventId)
  return event
    ? say({ language })(word === 'for' ? 'forEvent' : 'ofEvent', {
        title: quoted(event.title, language),
        date: formatDay(event.date, language),
      })
    : ''
}

/** The calendar in the activity feed and each calendar event's History: what moved, from when to when. */
export const calendarHistory = defineHistory<CalendarFeatureEvent>({
  label: (language) => say({ language })('label'),
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
      say(c)('scheduled', {
        actor: c.actor,
        label: calendarLabel(d, c.language),
        date: formatDay(d.date, c.language),
        time: d.time,
        place: d.location ? say(c)('scheduledPlace', { location: d.location }) : '',
      }),
    CalendarEventChanged: (d, c) =>
      describeCalendarChange(c.actor, stateBefore(c, 'CalendarEventScheduled', 'CalendarEventChanged'), d, c.language),
    CalendarEventCancelled: (_d, c) => {
      const was = stateBefore(c, 'CalendarEventScheduled', 'CalendarEventChanged')
      return was
        ? say(c)('cancelled', {
            actor: c.actor,
            label: calendarLabel(was, c.language),
            date: formatDay(was.date, c.language),
            time: was.time,
          })
        : say(c)('cancelledUnknown', { actor: c.actor })
    },
    ...seriesSentences,
  },
})
