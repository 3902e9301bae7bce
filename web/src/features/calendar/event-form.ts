import {
  calendarEventDefaults,
  calendarMessages,
  isBeforeToday,
  takesAttendanceTypes,
} from '@teamspace/domain/calendar/calendar.constants'
import {
  changeCalendarEventSchema,
  scheduleCalendarEventSchema,
  type CalendarEventType,
  type CalendarEventView,
  type ChangeCalendarEventInput,
  type ScheduleCalendarEventInput,
} from '@teamspace/domain/calendar/calendar.schemas'
import type { FieldErrors } from '@teamspace/domain/shared/field-errors'
import { validate } from '../../lib/form'

/** The event form as typed. */
export interface EventFormValues {
  title: string
  type: CalendarEventType
  date: string
  time: string
  location: string
  opponent: string
  description: string
  takesAttendance: boolean
  /** Add snacks, setup and cleanup needs on the volunteers page with the event (new events only). */
  usualVolunteerNeeds: boolean
}

/** A new event on `date` (the day clicked, or empty), with the spec's defaults (§9: 10:00, practice, attendance on). */
export const newEventValues = (date = ''): EventFormValues => ({
  title: '',
  type: calendarEventDefaults.type,
  date,
  time: calendarEventDefaults.time,
  location: '',
  opponent: '',
  description: '',
  takesAttendance: calendarEventDefaults.takesAttendance,
  usualVolunteerNeeds: false,
})

/** An event to edit, as it stands. */
export const editValues = (event: CalendarEventView): EventFormValues => ({
  title: event.title,
  type: event.type,
  date: event.date,
  time: event.time,
  location: event.location,
  opponent: event.opponent,
  description: event.description,
  takesAttendance: event.takesAttendance,
  usualVolunteerNeeds: false,
})

/** Whether the form asks for an opponent and offers "Create attendance event" for this type. */
export const asksOpponent = (type: CalendarEventType) => type === 'game'
export const offersAttendance = (type: CalendarEventType) => takesAttendanceTypes.includes(type)

/** The request to schedule: an opponent only for a game, attendance only for a game or practice. */
export const toSchedule = (values: EventFormValues): ScheduleCalendarEventInput => ({
  title: values.title,
  type: values.type,
  date: values.date,
  time: values.time,
  location: values.location,
  opponent: asksOpponent(values.type) ? values.opponent : '',
  description: values.description,
  takesAttendance: offersAttendance(values.type) && values.takesAttendance,
  usualVolunteerNeeds: values.usualVolunteerNeeds,
})

/** The request to change: the details, and the version the coach was looking at. */
export const toChange = (values: EventFormValues, version: number): ChangeCalendarEventInput => {
  const { takesAttendance: _ignored, usualVolunteerNeeds: _once, ...details } = toSchedule(values)
  return { ...details, version }
}

/**
 * The form's problems, one message per field: the shared schema's (the server's own words), and a date before
 * today in the team's time zone.
 */
export function checkEventForm(values: EventFormValues, today: string, version?: number): FieldErrors {
  const errors =
    version === undefined
      ? validate(scheduleCalendarEventSchema, toSchedule(values))
      : validate(changeCalendarEventSchema, toChange(values, version))
  if (!errors.date && isBeforeToday(values.date, today)) errors.date = calendarMessages.datePast
  return errors
}
