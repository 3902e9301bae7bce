import { stateBefore, type HistorySubject, type SentenceContext, type Sentences } from '../history/history.plugin'
import { formatDay, list, quoted } from '../history/history.wording'
import {
  calendarSeriesStreamId,
  type CalendarOccurrenceDomainEvent,
  type CalendarSeriesDomainEvent,
  type SeriesDetails,
} from './calendar-series.events'
import { describeRule, type SeriesRule } from './calendar-series.rule'
import { calendarEventTypeLabels } from './calendar.constants'
import type { CalendarDomainEvent } from './calendar.events'

/** "the arrival to 30 min early", or "the arrival to none". */
export const arrivalChange = (minutes: number) => `the arrival to ${minutes > 0 ? `${minutes} min early` : 'none'}`

/** "the every Tuesday and Thursday practice “Practice”": a series as history names it. */
const seriesLabel = (rule: Pick<SeriesRule, 'weekdays' | 'interval'>, details: Pick<SeriesDetails, 'title' | 'type'>) =>
  `the ${describeRule(rule)} ${calendarEventTypeLabels[details.type].toLowerCase()}${details.title.trim() ? ` ${quoted(details.title)}` : ''}`

const seriesChanges = (
  before: { rule: SeriesRule; details: SeriesDetails },
  after: { rule: SeriesRule; details: SeriesDetails },
) => {
  const changes: string[] = []
  if (describeRule(before.rule) !== describeRule(after.rule)) changes.push(`the days to ${describeRule(after.rule)}`)
  if (before.rule.until !== after.rule.until || before.rule.count !== after.rule.count) changes.push('the end')
  if (before.details.time !== after.details.time || before.details.endTime !== after.details.endTime)
    changes.push(`the time to ${after.details.time}–${after.details.endTime}`)
  if (before.details.title !== after.details.title) changes.push(`the title to ${quoted(after.details.title)}`)
  if (before.details.location !== after.details.location)
    changes.push(`the location from ${quoted(before.details.location)} to ${quoted(after.details.location)}`)
  if (before.details.address !== after.details.address)
    changes.push(`the address to ${quoted(after.details.address || 'none')}`)
  if (before.details.opponent !== after.details.opponent) changes.push('the opponent')
  if (before.details.arriveMinutesEarly !== after.details.arriveMinutesEarly)
    changes.push(arrivalChange(after.details.arriveMinutesEarly))
  if (before.details.description !== after.details.description) changes.push('the description')
  return changes
}

/**
 * One readable line per series event for the activity feed and the series' History: "Casey Coach changed the
 * location of the every Tuesday and Thursday practice from “North Field” to “Indoor Hall”, from Tue, Sep 1 on."
 * `before` is the series as it stood before the event (null for the first).
 */
export const describeSeriesEvent = (
  actor: string,
  event: CalendarSeriesDomainEvent | CalendarOccurrenceDomainEvent,
  before: { rule: SeriesRule; details: SeriesDetails } | null,
): string => {
  switch (event.type) {
    case 'CalendarSeriesScheduled': {
      const { rule, details } = event.data
      const end = rule.until !== null ? `until ${formatDay(rule.until)}` : `${rule.count} times`
      return `${actor} scheduled ${seriesLabel(rule, details)} at ${details.time}–${details.endTime} from ${formatDay(rule.startDate)}, ${end}.`
    }
    case 'CalendarSeriesChanged': {
      const after = { rule: event.data.rule, details: event.data.details }
      const label = seriesLabel((before ?? after).rule, (before ?? after).details)
      const changes = before ? seriesChanges(before, after) : []
      return changes.length
        ? `${actor} changed ${list(changes)} of ${label}, from ${formatDay(event.data.fromDate)} on.`
        : `${actor} changed ${label}, from ${formatDay(event.data.fromDate)} on.`
    }
    case 'CalendarSeriesEnded':
      return `${actor} cancelled ${before ? seriesLabel(before.rule, before.details) : 'a repeating event'} from ${formatDay(event.data.fromDate)} on.`
    case 'CalendarOccurrenceChanged':
      return `${actor} changed only the ${formatDay(event.data.originalDate)} ${before ? seriesLabel(before.rule, before.details).replace(/^the /, '') : 'event'}: now ${formatDay(event.data.date)} ${event.data.time}–${event.data.endTime} at ${event.data.location}.`
    case 'CalendarOccurrenceCancelled':
      return `${actor} cancelled only the ${formatDay(event.data.originalDate)} ${before ? seriesLabel(before.rule, before.details).replace(/^the /, '') : 'event'}.`
  }
}

type SeriesEvent = CalendarSeriesDomainEvent | CalendarOccurrenceDomainEvent
/** Every event of the calendar: single events, repeating events and their occurrences' exceptions. */
export type CalendarFeatureEvent = CalendarDomainEvent | SeriesEvent

/**
 * A series is what its events are about: the series stream holds its state (rule and details), so a change or an
 * occurrence's exception is told against the series as it stood.
 */
export const seriesHistorySubject: HistorySubject<CalendarFeatureEvent> = {
  idField: 'seriesId',
  types: [
    'CalendarSeriesScheduled',
    'CalendarSeriesChanged',
    'CalendarSeriesEnded',
    'CalendarOccurrenceChanged',
    'CalendarOccurrenceCancelled',
  ],
  state: ['CalendarSeriesScheduled', 'CalendarSeriesChanged'],
  stateStream: calendarSeriesStreamId,
}

/** The history's sentence for each series event, over the series as it stood before. */
/** The sentence of one type of series event, told against the series as its stream last stated it. */
const toldAgainstSeries =
  <T extends SeriesEvent['type']>(type: T) =>
  (data: Extract<SeriesEvent, { type: T }>['data'], c: SentenceContext<CalendarFeatureEvent>) =>
    describeSeriesEvent(
      c.actor,
      { type, data } as SeriesEvent,
      stateBefore(c, 'CalendarSeriesScheduled', 'CalendarSeriesChanged'),
    )

export const seriesSentences: Pick<Sentences<CalendarFeatureEvent>, SeriesEvent['type']> = {
  CalendarSeriesScheduled: (data, c) => describeSeriesEvent(c.actor, { type: 'CalendarSeriesScheduled', data }, null),
  CalendarSeriesChanged: toldAgainstSeries('CalendarSeriesChanged'),
  CalendarSeriesEnded: toldAgainstSeries('CalendarSeriesEnded'),
  CalendarOccurrenceChanged: toldAgainstSeries('CalendarOccurrenceChanged'),
  CalendarOccurrenceCancelled: toldAgainstSeries('CalendarOccurrenceCancelled'),
}
