import { assertNever, type Decider } from '../shared/decider'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors'
import type { CommandMetadata } from '../shared/events'
import type {
  CalendarSeriesCommand,
  ChangeCalendarSeries,
  EndCalendarSeries,
  ScheduleCalendarSeries,
} from './calendar-series.commands'
import type { CalendarSeriesDomainEvent, SeriesDetails } from './calendar-series.events'
import {
  SERIES_MAX_DAYS,
  SERIES_MAX_INTERVAL,
  seriesDates,
  seriesMessages,
  type SeriesRule,
} from './calendar-series.rule'
import { placeAndPlanOf } from './calendar.details'
import { calendarMessages, isBeforeToday, takesAttendanceTypes } from './calendar.schemas'
import { defaultEndTime, startsAtOf, todayIn } from './calendar.time'

export interface CalendarSeriesFacts {
  readonly rule: SeriesRule
  readonly details: SeriesDetails
  readonly createdBy: string
  readonly takesAttendance: boolean
  /** Occurrences on or after this date are cancelled; null while the series runs its whole rule. */
  readonly endedFrom: string | null
}

export interface CalendarSeriesState {
  readonly version: number
  readonly series: CalendarSeriesFacts | null
}

const refuse = (field: string, message: string): never => {
  throw new ValidationError(message, { fields: { [field]: message } })
}

/** The rule as the series keeps it, or a refusal beside the "Repeats" field it concerns. */
const ruleOf = (rule: SeriesRule, timeZone: string, now: Date): SeriesRule => {
  const weekdays = [...new Set(rule.weekdays)].sort((a, b) => a - b)
  if (weekdays.length === 0 || weekdays.some((day) => !Number.isInteger(day) || day < 0 || day > 6)) {
    refuse('weekdays', seriesMessages.weekdaysRequired)
  }
  if (!Number.isInteger(rule.interval) || rule.interval < 1 || rule.interval > SERIES_MAX_INTERVAL) {
    refuse('interval', seriesMessages.intervalInvalid)
  }
  if ((rule.until === null) === (rule.count === null)) refuse('until', seriesMessages.endRequired)
  if (rule.count !== null && (!Number.isInteger(rule.count) || rule.count < 1 || rule.count > SERIES_MAX_DAYS + 1)) {
    refuse('count', seriesMessages.countInvalid)
  }
  if (rule.until !== null && rule.until < rule.startDate) refuse('until', seriesMessages.untilBeforeStart)
  if (isBeforeToday(rule.startDate, todayIn(timeZone, now))) refuse('date', calendarMessages.datePast)
  const kept = { ...rule, weekdays }
  if (seriesDates(kept).length === 0) refuse('weekdays', seriesMessages.noOccurrence)
  return kept
}

const detailsOf = (
  data: Omit<ChangeCalendarSeries['data'], 'version' | 'rule' | 'teamId' | 'seriesId'>,
  startDate: string,
): SeriesDetails => {
  if (startsAtOf(startDate, data.time, data.timeZone) === null) refuse('date', calendarMessages.timeZoneInvalid)
  const endTime = data.endTime || defaultEndTime(data.type, data.time)
  if (endTime === data.time) refuse('endTime', calendarMessages.endTimeSameAsStart)
  return {
    title: data.title,
    type: data.type,
    time: data.time,
    endTime,
    timeZone: data.timeZone,
    ...placeAndPlanOf(data),
  }
}

/** Field by field, whatever order the keys were written in (a stored event's may differ from a fresh one's). */
const sameDetails = (a: SeriesDetails, b: SeriesDetails) =>
  (Object.keys(a) as (keyof SeriesDetails)[]).every((key) => a[key] === b[key])
const sameRule = (a: SeriesRule, b: SeriesRule) =>
  a.interval === b.interval &&
  a.startDate === b.startDate &&
  a.until === b.until &&
  a.count === b.count &&
  a.weekdays.join() === b.weekdays.join()

const changeable = (state: CalendarSeriesState, metadata: CommandMetadata, version: number) => {
  const { series } = state
  if (!series) throw new NotFoundError(calendarMessages.notFound)
  if (metadata.actor?.userId !== series.createdBy) {
    throw new ForbiddenError(calendarMessages.notCreator, { code: 'not-creator' })
  }
  if (version !== state.version) {
    throw new ConflictError(calendarMessages.changedMeanwhile, { code: 'changed-meanwhile' })
  }
  const today = todayIn(series.details.timeZone, metadata.now)
  // Nothing left to change once every occurrence is past or cancelled.
  const left = seriesDates(series.rule).filter(
    (date) => date >= today && (!series.endedFrom || date < series.endedFrom),
  )
  if (left.length === 0) throw new ForbiddenError(calendarMessages.pastLocked, { code: 'past-locked' })
  return { series, today }
}

const schedule = (
  { data, metadata }: ScheduleCalendarSeries,
  state: CalendarSeriesState,
): CalendarSeriesDomainEvent[] => {
  if (state.series) throw new ConflictError('This series was already scheduled.')
  if (!metadata.actor) throw new ForbiddenError()
  const rule = ruleOf(data.rule, data.timeZone, metadata.now)
  const details = detailsOf(data, rule.startDate)
  return [
    {
      type: 'CalendarSeriesScheduled',
      data: {
        teamId: data.teamId,
        seriesId: data.seriesId,
        rule,
        details,
        takesAttendance: data.takesAttendance && takesAttendanceTypes.includes(details.type),
        createdBy: metadata.actor.userId,
        continuesSeriesId: data.continuesSeriesId ?? null,
        scheduledAt: metadata.now.toISOString(),
      },
    },
  ]
}

const change = ({ data, metadata }: ChangeCalendarSeries, state: CalendarSeriesState): CalendarSeriesDomainEvent[] => {
  const { series, today } = changeable(state, metadata, data.version)
  // The series' first date stays: the occurrences before today keep theirs, and ids follow the original dates.
  const rule = ruleOf({ ...data.rule, startDate: series.rule.startDate }, data.timeZone, new Date(0))
  const details = detailsOf(data, rule.startDate)
  const same = sameRule(rule, series.rule) && sameDetails(details, series.details)
  if (same) return []
  return [
    {
      type: 'CalendarSeriesChanged',
      data: {
        teamId: data.teamId,
        seriesId: data.seriesId,
        rule,
        details,
        fromDate: today,
        changedAt: metadata.now.toISOString(),
      },
    },
  ]
}

const end = ({ data, metadata }: EndCalendarSeries, state: CalendarSeriesState): CalendarSeriesDomainEvent[] => {
  const { series, today } = changeable(state, metadata, data.version)
  if (data.fromDate < today || !seriesDates(series.rule).includes(data.fromDate)) {
    refuse('fromDate', seriesMessages.fromInvalid)
  }
  if (series.endedFrom !== null && series.endedFrom <= data.fromDate) return []
  return [
    {
      type: 'CalendarSeriesEnded',
      data: {
        teamId: data.teamId,
        seriesId: data.seriesId,
        fromDate: data.fromDate,
        endedAt: metadata.now.toISOString(),
      },
    },
  ]
}

/**
 * One series' rule and series-wide details: scheduled, changed as a whole from today on, ended before a date. Its
 * occurrences' exceptions live on their own streams (`calendarOccurrenceDecider`), so answering for, moving or
 * cancelling one occurrence never collides with a change of the series.
 */
export const calendarSeriesDecider: Decider<CalendarSeriesState, CalendarSeriesCommand, CalendarSeriesDomainEvent> = {
  initialState: () => ({ version: 0, series: null }),
  decide: (command, state) => {
    switch (command.type) {
      case 'ScheduleCalendarSeries':
        return schedule(command, state)
      case 'ChangeCalendarSeries':
        return change(command, state)
      case 'EndCalendarSeries':
        return end(command, state)
      default:
        return assertNever(command)
    }
  },
  evolve: (state, event) => {
    const version = state.version + 1
    switch (event.type) {
      case 'CalendarSeriesScheduled':
        return {
          version,
          series: {
            rule: event.data.rule,
            details: event.data.details,
            createdBy: event.data.createdBy,
            takesAttendance: event.data.takesAttendance,
            endedFrom: null,
          },
        }
      case 'CalendarSeriesChanged':
        return state.series
          ? { version, series: { ...state.series, rule: event.data.rule, details: event.data.details } }
          : { ...state, version }
      case 'CalendarSeriesEnded':
        return state.series
          ? { version, series: { ...state.series, endedFrom: event.data.fromDate } }
          : { ...state, version }
      default:
        return assertNever(event)
    }
  },
}
