import {
  calendarEventDefaults,
  isBeforeToday,
  takesAttendanceTypes,
} from '@teamspace/domain/calendar/calendar.constants'
import { weekdayOf } from '@teamspace/domain/calendar/calendar-series.rule'
import {
  changeCalendarOccurrenceSchema,
  scheduleCalendarSeriesSchema,
  type ChangeCalendarOccurrenceInput,
  type ScheduleCalendarSeriesInput,
  type SeriesRepeatInput,
  type SeriesScope,
} from '@teamspace/domain/calendar/calendar-series.schemas'
import {
  scheduleCalendarEventSchema,
  type CalendarEventType,
  type CalendarEventView,
  type ScheduleCalendarEventInput,
} from '@teamspace/domain/calendar/calendar.schemas'
import { addMinutesToTime, defaultEndTime } from '@teamspace/domain/calendar/calendar.time'
import type { FieldErrors } from '@teamspace/domain/shared/field-errors'
import { translate } from '../../i18n/locale'
import { validate } from '../../lib/form'
import { calendarNoticesMessages } from './calendar-notices.messages'

/** The event form as typed. */
export interface EventFormValues {
  title: string
  type: CalendarEventType
  date: string
  time: string
  /** HH:mm; starts at the type's usual length and follows the start. */
  endTime: string
  location: string
  /** The street address for the phone's maps app; optional. */
  address: string
  opponent: string
  /** Games: minutes before the start the players meet (0: no meeting time). */
  arriveMinutesEarly: number
  description: string
  takesAttendance: boolean
  /** Add snacks, setup and cleanup needs on the volunteers page with the event (new events only). */
  usualVolunteerNeeds: boolean
  /** "Repeats": weekly on `weekdays` (0 = Sunday), every `interval` weeks, until a date or for `count` events. */
  repeats: boolean
  weekdays: number[]
  interval: number
  ends: 'until' | 'count'
  until: string
  count: number
  /** Editing an occurrence of a repeating event: this event, this and the following ones, or all of them. */
  scope: SeriesScope
}

/** How many events a new repeating event has unless the coach says otherwise. */
const DEFAULT_COUNT = 10

const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value)

/** A new event on `date` (the day clicked, or empty), with the spec's defaults (§9: 10:00, practice, attendance on). */
export const newEventValues = (date = ''): EventFormValues => ({
  title: '',
  type: calendarEventDefaults.type,
  date,
  time: calendarEventDefaults.time,
  endTime: defaultEndTime(calendarEventDefaults.type, calendarEventDefaults.time),
  location: '',
  address: '',
  opponent: '',
  arriveMinutesEarly: 0,
  description: '',
  takesAttendance: calendarEventDefaults.takesAttendance,
  usualVolunteerNeeds: false,
  repeats: false,
  weekdays: [],
  interval: 1,
  ends: 'count',
  until: '',
  count: DEFAULT_COUNT,
  scope: 'this',
})

/** An event to edit, as it stands. */
export const editValues = (event: CalendarEventView): EventFormValues => ({
  title: event.title,
  type: event.type,
  date: event.date,
  time: event.time,
  endTime: event.endTime,
  location: event.location,
  address: event.address,
  opponent: event.opponent,
  arriveMinutesEarly: event.arriveMinutesEarly,
  description: event.description,
  takesAttendance: event.takesAttendance,
  usualVolunteerNeeds: false,
  repeats: event.series !== null,
  weekdays: event.series ? [...event.series.weekdays] : [],
  interval: event.series?.interval ?? 1,
  ends: event.series?.until ? 'until' : 'count',
  until: event.series?.until ?? '',
  count: event.series?.count ?? DEFAULT_COUNT,
  scope: 'this',
})

/** The weekday a repeating event starts with: the one of its first date, until the coach picks others. */
export const weekdaysForDate = (date: string): number[] => (isCalendarDate(date) ? [weekdayOf(date)] : [])

const minutesOf = (time: string) => {
  const [hh, mm] = time.split(':').map(Number) as [number, number]
  return hh * 60 + mm
}

const isTime = (value: string) => /^\d\d:\d\d$/.test(value)

/**
 * The end once the start moves from `before` to `after`: the event keeps its length (the type's usual one when
 * the start was cleared on the way).
 */
export const endAfterStartMoved = (type: CalendarEventType, before: string, after: string, endTime: string) => {
  if (!isTime(after)) return endTime
  if (!isTime(before) || !isTime(endTime)) return defaultEndTime(type, after)
  return addMinutesToTime(endTime, minutesOf(after) - minutesOf(before))
}

/** The end once the type changes: the new type's usual length, unless the coach chose another end. */
export const endAfterTypeChanged = (
  before: CalendarEventType,
  after: CalendarEventType,
  time: string,
  endTime: string,
) => (isTime(time) && endTime === defaultEndTime(before, time) ? defaultEndTime(after, time) : endTime)

/** Whether the form asks for an opponent and a meeting time, and offers "Create attendance event", for this type. */
export const asksOpponent = (type: CalendarEventType) => type === 'game'
export const asksArrival = asksOpponent
export const offersAttendance = (type: CalendarEventType) => takesAttendanceTypes.includes(type)

/**
 * The request to schedule: an opponent and a meeting time only for a game, attendance only for a game or practice.
 */
export const toSchedule = (values: EventFormValues): ScheduleCalendarEventInput => ({
  title: values.title,
  type: values.type,
  date: values.date,
  time: values.time,
  endTime: values.endTime,
  location: values.location,
  address: values.address,
  opponent: asksOpponent(values.type) ? values.opponent : '',
  arriveMinutesEarly: asksArrival(values.type) ? values.arriveMinutesEarly : 0,
  description: values.description,
  takesAttendance: offersAttendance(values.type) && values.takesAttendance,
  usualVolunteerNeeds: values.usualVolunteerNeeds,
})

/** The "Repeats" section as the request states it: exactly one of an end date and a number of events. */
export const toRepeat = (values: EventFormValues): SeriesRepeatInput => ({
  weekdays: [...values.weekdays].sort((a, b) => a - b),
  interval: values.interval,
  until: values.ends === 'until' ? values.until : null,
  count: values.ends === 'count' ? values.count : null,
})

/** The request to schedule a repeating event: the event's first date, and how it repeats. */
export const toSeries = (values: EventFormValues): ScheduleCalendarSeriesInput => ({
  ...toSchedule(values),
  repeat: toRepeat(values),
})

/**
 * The request to change: the details and the version the coach was looking at; for an occurrence of a repeating
 * event, what the change covers, and for more than this event the series' version and how it repeats from then on.
 */
export const toChange = (
  values: EventFormValues,
  version: number,
  series?: CalendarEventView['series'],
): ChangeCalendarOccurrenceInput => {
  const { takesAttendance: _ignored, usualVolunteerNeeds: _once, ...details } = toSchedule(values)
  if (!series || values.scope === 'this') return { ...details, version, scope: 'this' }
  return { ...details, version, scope: values.scope, seriesVersion: series.version, repeat: toRepeat(values) }
}

/** A message about the "Repeats" section goes beside its own field (the request nests them under `repeat`). */
const besideRepeatFields = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([key, message]) => [key.replace(/^repeat\./, ''), message]))

/**
 * The form's problems, one message per field: the shared schema's (the server's own words), and a date before
 * today in the team's time zone.
 */
export function checkEventForm(
  values: EventFormValues,
  today: string,
  version?: number,
  series?: CalendarEventView['series'],
): FieldErrors {
  const errors = besideRepeatFields(
    version !== undefined
      ? validate(changeCalendarOccurrenceSchema, toChange(values, version, series))
      : values.repeats
        ? validate(scheduleCalendarSeriesSchema, toSeries(values))
        : validate(scheduleCalendarEventSchema, toSchedule(values)),
  )
  if (!errors.date && isBeforeToday(values.date, today)) errors.date = translate(calendarNoticesMessages.datePast)
  return errors
}
