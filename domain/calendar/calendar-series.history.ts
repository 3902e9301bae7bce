import { stateBefore, type HistorySubject, type SentenceContext, type Sentences } from '../history/history.plugin'
import { formatDay, list, quoted, sayer } from '../history/history.wording'
import { formatList, weekdayName } from '../i18n/speak'
import type { Language } from '../shared/languages'
import {
  calendarSeriesStreamId,
  type CalendarOccurrenceDomainEvent,
  type CalendarSeriesDomainEvent,
  type SeriesDetails,
} from './calendar-series.events'
import { describeRule, type SeriesRule } from './calendar-series.rule'
import { calendarHistoryMessages, calendarHistoryTranslations } from './calendar.history.messages'
import type { CalendarDomainEvent } from './calendar.events'

const say = sayer(calendarHistoryMessages, calendarHistoryTranslations)

/** "the arrival to 30 min early", or "the arrival to none". */
export const arrivalChange = (minutes: number, language: Language = 'en') =>
  say({ language })('changeArrival', { minutes: Math.max(0, minutes) })

/** "every Tuesday and Thursday" ("jeden Dienstag und Donnerstag"): a series' days in `language`. */
const ruleWords = (rule: Pick<SeriesRule, 'weekdays' | 'interval'>, language: Language) =>
  say({ language })('rule', {
    interval: rule.interval,
    days: formatList(
      language,
      rule.weekdays.map((day) => weekdayName(language, day)),
    ),
  })

const titleOf = (details: Pick<SeriesDetails, 'title'>, language: Language) =>
  details.title.trim() ? ` ${quoted(details.title, language)}` : ''

/** "the every Tuesday and Thursday practice “Practice”": a series as history names it. */
const seriesLabel = (
  rule: Pick<SeriesRule, 'weekdays' | 'interval'>,
  details: Pick<SeriesDetails, 'title' | 'type'>,
  language: Language,
  key: 'seriesLabel' | 'occurrenceLabel' = 'seriesLabel',
) => say({ language })(key, { rule: ruleWords(rule, language), type: details.type, title: titleOf(details, language) })

const seriesChanges = (
  before: { rule: SeriesRule; details: SeriesDetails },
  after: { rule: SeriesRule; details: SeriesDetails },
  language: Language,
) => {
  const words = say({ language })
  const q = (text: string) => quoted(text, language)
  const changes: string[] = []
  if (describeRule(before.rule) !== describeRule(after.rule))
    changes.push(words('seriesDays', { rule: ruleWords(after.rule, language) }))
  if (before.rule.until !== after.rule.until || before.rule.count !== after.rule.count) changes.push(words('seriesEnd'))
  if (before.details.time !== after.details.time || before.details.endTime !== after.details.endTime)
    changes.push(words('seriesTime', { time: after.details.time, endTime: after.details.endTime }))
  if (before.details.title !== after.details.title)
    changes.push(words('seriesTitle', { title: q(after.details.title) }))
  if (before.details.location !== after.details.location)
    changes.push(words('changeLocation', { before: q(before.details.location), after: q(after.details.location) }))
  if (before.details.address !== after.details.address)
    changes.push(words('seriesAddress', { address: q(after.details.address || words('none')) }))
  if (before.details.opponent !== after.details.opponent) changes.push(words('seriesOpponent'))
  if (before.details.arriveMinutesEarly !== after.details.arriveMinutesEarly)
    changes.push(arrivalChange(after.details.arriveMinutesEarly, language))
  if (before.details.description !== after.details.description) changes.push(words('changeDescription'))
  return changes
}

/**
 * One readable line per series event for the activity feed and the series' History, in `language`: "Casey Coach
 * changed the location of the every Tuesday and Thursday practice from “North Field” to “Indoor Hall”, from Tue,
 * Sep 1 on." `before` is the series as it stood before the event (null for the first).
 */
export const describeSeriesEvent = (
  actor: string,
  event: CalendarSeriesDomainEvent | CalendarOccurrenceDomainEvent,
  before: { rule: SeriesRule; details: SeriesDetails } | null,
  language: Language = 'en',
): string => {
  const words = say({ language })
  const day = (date: string) => formatDay(date, language)
  switch (event.type) {
    case 'CalendarSeriesScheduled': {
      const { rule, details } = event.data
      const end =
        rule.until !== null
          ? words('seriesUntil', { date: day(rule.until) })
          : words('seriesCount', { count: rule.count ?? 0 })
      return words('seriesScheduled', {
        actor,
        label: seriesLabel(rule, details, language),
        time: details.time,
        endTime: details.endTime,
        start: day(rule.startDate),
        end,
      })
    }
    case 'CalendarSeriesChanged': {
      const after = { rule: event.data.rule, details: event.data.details }
      const label = seriesLabel((before ?? after).rule, (before ?? after).details, language)
      const changes = before ? seriesChanges(before, after, language) : []
      const from = day(event.data.fromDate)
      return changes.length
        ? words('seriesChanged', { actor, changes: list(changes, language), label, from })
        : words('seriesChangedUnknown', { actor, label, from })
    }
    case 'CalendarSeriesEnded':
      return words('seriesEnded', {
        actor,
        label: before ? seriesLabel(before.rule, before.details, language) : words('repeatingEvent'),
        from: day(event.data.fromDate),
      })
    case 'CalendarOccurrenceChanged': {
      const now = {
        actor,
        original: day(event.data.originalDate),
        date: day(event.data.date),
        time: event.data.time,
        endTime: event.data.endTime,
        location: event.data.location,
      }
      return before
        ? words('occurrenceChanged', {
            ...now,
            label: seriesLabel(before.rule, before.details, language, 'occurrenceLabel'),
          })
        : words('occurrenceChangedUnknown', now)
    }
    case 'CalendarOccurrenceCancelled': {
      const original = day(event.data.originalDate)
      return before
        ? words('occurrenceCancelled', {
            actor,
            original,
            label: seriesLabel(before.rule, before.details, language, 'occurrenceLabel'),
          })
        : words('occurrenceCancelledUnknown', { actor, original })
    }
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
      c.language,
    )

export const seriesSentences: Pick<Sentences<CalendarFeatureEvent>, SeriesEvent['type']> = {
  CalendarSeriesScheduled: (data, c) =>
    describeSeriesEvent(c.actor, { type: 'CalendarSeriesScheduled', data }, null, c.language),
  CalendarSeriesChanged: toldAgainstSeries('CalendarSeriesChanged'),
  CalendarSeriesEnded: toldAgainstSeries('CalendarSeriesEnded'),
  CalendarOccurrenceChanged: toldAgainstSeries('CalendarOccurrenceChanged'),
  CalendarOccurrenceCancelled: toldAgainstSeries('CalendarOccurrenceCancelled'),
}
