import { assertNever, type Decider } from '../shared/decider'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors'
import type { CommandMetadata } from '../shared/events'
import type {
  CalendarCommand,
  CancelCalendarEvent,
  ChangeCalendarEvent,
  ScheduleCalendarEvent,
} from './calendar.commands'
import type { CalendarDomainEvent, CalendarEventDetails } from './calendar.events'
import { placeAndPlanOf } from './calendar.details'
import { calendarMessages, isBeforeToday, takesAttendanceTypes, type CalendarEventValues } from './calendar.schemas'
import { defaultEndTime, endsAtOf, isUpcoming, startsAtOf, todayIn } from './calendar.time'

/** What one calendar event's stream knows: enough to say who may change it, until when, and at which version. */
export interface CalendarEventFacts {
  readonly details: CalendarEventDetails
  readonly createdBy: string
  readonly takesAttendance: boolean
  readonly cancelled: boolean
}

export interface CalendarEventState {
  /** How many events the stream holds: the version a change names. */
  readonly version: number
  readonly calendarEvent: CalendarEventFacts | null
}

const detailKeys = [
  'title',
  'type',
  'date',
  'time',
  'timeZone',
  'startsAt',
  'endTime',
  'endsAt',
  'location',
  'address',
  'opponent',
  'arriveMinutesEarly',
  'description',
] as const satisfies readonly (keyof CalendarEventDetails)[]

const detailsFrom = (data: CalendarEventDetails): CalendarEventDetails => ({
  title: data.title,
  type: data.type,
  date: data.date,
  time: data.time,
  timeZone: data.timeZone,
  startsAt: data.startsAt,
  endTime: data.endTime,
  endsAt: data.endsAt,
  location: data.location,
  address: data.address,
  opponent: data.opponent,
  arriveMinutesEarly: data.arriveMinutesEarly,
  description: data.description,
})

const sameDetails = (a: CalendarEventDetails, b: CalendarEventDetails) => detailKeys.every((key) => a[key] === b[key])

/**
 * The form's values as the event keeps them: the instant they name in the team's zone, and an opponent only
 * for a game. A date before today in the team's zone is refused beside the date field.
 */
const detailsOf = (
  values: Omit<CalendarEventValues, 'endTime'> & { endTime?: string; timeZone: string },
  now: Date,
): CalendarEventDetails => {
  const startsAt = startsAtOf(values.date, values.time, values.timeZone)
  if (startsAt === null) {
    throw new ValidationError(calendarMessages.timeZoneInvalid, { fields: { date: calendarMessages.timeZoneInvalid } })
  }
  if (isBeforeToday(values.date, todayIn(values.timeZone, now))) {
    throw new ValidationError(calendarMessages.datePast, { fields: { date: calendarMessages.datePast } })
  }
  const endTime = values.endTime || defaultEndTime(values.type, values.time)
  if (endTime === values.time) {
    throw new ValidationError(calendarMessages.endTimeSameAsStart, {
      fields: { endTime: calendarMessages.endTimeSameAsStart },
    })
  }
  const endsAt = endsAtOf(values.date, values.time, endTime, values.timeZone)!
  return {
    title: values.title,
    type: values.type,
    date: values.date,
    time: values.time,
    timeZone: values.timeZone,
    startsAt,
    endTime,
    endsAt,
    ...placeAndPlanOf(values),
  }
}

/** The calendar event as its creator may still change it: theirs, not deleted, not yet begun. */
const changeable = (state: CalendarEventState, metadata: CommandMetadata): CalendarEventFacts => {
  const { calendarEvent } = state
  if (!calendarEvent || calendarEvent.cancelled) throw new NotFoundError(calendarMessages.notFound)
  if (metadata.actor?.userId !== calendarEvent.createdBy) {
    throw new ForbiddenError(calendarMessages.notCreator, { code: 'not-creator' })
  }
  if (!isUpcoming(calendarEvent.details.startsAt, metadata.now)) {
    throw new ForbiddenError(calendarMessages.pastLocked, { code: 'past-locked' })
  }
  return calendarEvent
}

const schedule = ({ data, metadata }: ScheduleCalendarEvent, state: CalendarEventState): CalendarDomainEvent[] => {
  if (state.calendarEvent) throw new ConflictError('This event was already scheduled.')
  if (!metadata.actor) throw new ForbiddenError()
  const details = detailsOf(data, metadata.now)
  return [
    {
      type: 'CalendarEventScheduled',
      data: {
        teamId: data.teamId,
        calendarEventId: data.calendarEventId,
        ...details,
        takesAttendance: data.takesAttendance && takesAttendanceTypes.includes(details.type),
        createdBy: metadata.actor.userId,
        scheduledAt: metadata.now.toISOString(),
      },
    },
  ]
}

const change = ({ data, metadata }: ChangeCalendarEvent, state: CalendarEventState): CalendarDomainEvent[] => {
  const current = changeable(state, metadata)
  // Saving over a version the coach never saw would lose someone else's change without a word.
  if (data.version !== state.version) {
    throw new ConflictError(calendarMessages.changedMeanwhile, { code: 'changed-meanwhile' })
  }
  const details = detailsOf(data, metadata.now)
  if (sameDetails(details, current.details)) return []
  return [
    {
      type: 'CalendarEventChanged',
      data: {
        teamId: data.teamId,
        calendarEventId: data.calendarEventId,
        ...details,
        changedAt: metadata.now.toISOString(),
      },
    },
  ]
}

const cancel = ({ data, metadata }: CancelCalendarEvent, state: CalendarEventState): CalendarDomainEvent[] => {
  changeable(state, metadata)
  return [
    {
      type: 'CalendarEventCancelled',
      data: { teamId: data.teamId, calendarEventId: data.calendarEventId, cancelledAt: metadata.now.toISOString() },
    },
  ]
}

/** One calendar event's whole life: scheduled, changed by its creator while upcoming, cancelled. */
export const calendarDecider: Decider<CalendarEventState, CalendarCommand, CalendarDomainEvent> = {
  initialState: () => ({ version: 0, calendarEvent: null }),
  decide: (command, state) => {
    switch (command.type) {
      case 'ScheduleCalendarEvent':
        return schedule(command, state)
      case 'ChangeCalendarEvent':
        return change(command, state)
      case 'CancelCalendarEvent':
        return cancel(command, state)
      default:
        return assertNever(command)
    }
  },
  evolve: (state, event) => {
    const version = state.version + 1
    switch (event.type) {
      case 'CalendarEventScheduled':
        return {
          version,
          calendarEvent: {
            details: detailsFrom(event.data),
            createdBy: event.data.createdBy,
            takesAttendance: event.data.takesAttendance,
            cancelled: false,
          },
        }
      case 'CalendarEventChanged':
        return state.calendarEvent
          ? { version, calendarEvent: { ...state.calendarEvent, details: detailsFrom(event.data) } }
          : { ...state, version }
      case 'CalendarEventCancelled':
        return state.calendarEvent
          ? { version, calendarEvent: { ...state.calendarEvent, cancelled: true } }
          : { ...state, version }
      default:
        return assertNever(event)
    }
  },
}
