import { assertNever, type Decider } from '../shared/decider'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors'
import type { Command, CommandMetadata } from '../shared/events'
import type { CalendarOccurrenceDomainEvent } from './calendar-series.events'
import type { Occurrence } from './calendar-series.occurrences'
import { placeAndPlanOf } from './calendar.details'
import { calendarMessages, isBeforeToday, type CalendarEventValues } from './calendar.schemas'
import { defaultEndTime, endsAtOf, isUpcoming, startsAtOf, todayIn } from './calendar.time'

/**
 * What the route read of the occurrence before the command: the series' creator and the occurrence as the series
 * and its exceptions make it now (`foldSeries`), or null when the series has no such occurrence. The append is
 * conditioned on the series stream's version, so a series change in between sends the command back to be
 * re-read rather than deciding on a stale occurrence.
 */
interface OccurrenceContext {
  readonly teamId: string
  readonly seriesId: string
  readonly originalDate: string
  readonly calendarEventId: string
  readonly createdBy: string
  readonly occurrence: Occurrence | null
}

/** "This event": its creator moves or changes one occurrence; `version` is the occurrence stream's. */
export type ChangeCalendarOccurrence = Command<
  'ChangeCalendarOccurrence',
  OccurrenceContext & Omit<CalendarEventValues, 'endTime'> & { endTime?: string; timeZone: string; version: number }
>

/** "This event": its creator cancels one occurrence. */
export type CancelCalendarOccurrence = Command<'CancelCalendarOccurrence', OccurrenceContext>

export type CalendarOccurrenceCommand = ChangeCalendarOccurrence | CancelCalendarOccurrence

export interface CalendarOccurrenceState {
  readonly version: number
  readonly cancelled: boolean
}

const changeable = (
  { occurrence, createdBy }: OccurrenceContext,
  state: CalendarOccurrenceState,
  metadata: CommandMetadata,
) => {
  if (!occurrence || occurrence.cancelled || state.cancelled) throw new NotFoundError(calendarMessages.notFound)
  if (metadata.actor?.userId !== createdBy)
    throw new ForbiddenError(calendarMessages.notCreator, { code: 'not-creator' })
  if (!isUpcoming(occurrence.startsAt, metadata.now)) {
    throw new ForbiddenError(calendarMessages.pastLocked, { code: 'past-locked' })
  }
  return occurrence
}

const change = (
  { data, metadata }: ChangeCalendarOccurrence,
  state: CalendarOccurrenceState,
): CalendarOccurrenceDomainEvent[] => {
  const current = changeable(data, state, metadata)
  if (data.version !== state.version) {
    throw new ConflictError(calendarMessages.changedMeanwhile, { code: 'changed-meanwhile' })
  }
  const startsAt = startsAtOf(data.date, data.time, data.timeZone)
  if (startsAt === null) {
    throw new ValidationError(calendarMessages.timeZoneInvalid, { fields: { date: calendarMessages.timeZoneInvalid } })
  }
  if (isBeforeToday(data.date, todayIn(data.timeZone, metadata.now))) {
    throw new ValidationError(calendarMessages.datePast, { fields: { date: calendarMessages.datePast } })
  }
  const endTime = data.endTime || defaultEndTime(data.type, data.time)
  if (endTime === data.time) {
    throw new ValidationError(calendarMessages.endTimeSameAsStart, {
      fields: { endTime: calendarMessages.endTimeSameAsStart },
    })
  }
  const details = {
    title: data.title,
    type: data.type,
    date: data.date,
    time: data.time,
    timeZone: data.timeZone,
    startsAt,
    endTime,
    endsAt: endsAtOf(data.date, data.time, endTime, data.timeZone)!,
    ...placeAndPlanOf(data),
  }
  const same = (Object.keys(details) as (keyof typeof details)[]).every((key) => details[key] === current[key])
  if (same) return []
  return [
    {
      type: 'CalendarOccurrenceChanged',
      data: {
        teamId: data.teamId,
        seriesId: data.seriesId,
        calendarEventId: data.calendarEventId,
        originalDate: data.originalDate,
        ...details,
        changedAt: metadata.now.toISOString(),
      },
    },
  ]
}

const cancel = (
  { data, metadata }: CancelCalendarOccurrence,
  state: CalendarOccurrenceState,
): CalendarOccurrenceDomainEvent[] => {
  changeable(data, state, metadata)
  return [
    {
      type: 'CalendarOccurrenceCancelled',
      data: {
        teamId: data.teamId,
        seriesId: data.seriesId,
        calendarEventId: data.calendarEventId,
        originalDate: data.originalDate,
        cancelledAt: metadata.now.toISOString(),
      },
    },
  ]
}

/**
 * One occurrence's exceptions, on its own stream `calendarevent-<occurrenceId>` (the stream exists only once it
 * has one): availability answers, attendance and volunteer needs for it, keyed by the same id, and changes of
 * other occurrences or of the series never collide with it.
 */
export const calendarOccurrenceDecider: Decider<
  CalendarOccurrenceState,
  CalendarOccurrenceCommand,
  CalendarOccurrenceDomainEvent
> = {
  initialState: () => ({ version: 0, cancelled: false }),
  decide: (command, state) => {
    switch (command.type) {
      case 'ChangeCalendarOccurrence':
        return change(command, state)
      case 'CancelCalendarOccurrence':
        return cancel(command, state)
      default:
        return assertNever(command)
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'CalendarOccurrenceChanged':
        return { ...state, version: state.version + 1 }
      case 'CalendarOccurrenceCancelled':
        return { version: state.version + 1, cancelled: true }
      default:
        return assertNever(event)
    }
  },
}
