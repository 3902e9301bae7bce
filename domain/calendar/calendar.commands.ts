import type { Command } from '../shared/events'
import type { CalendarEventValues } from './calendar.schemas'

/**
 * The event form's values, with the team's time zone at the moment of the command (read by the route). Without
 * an end time the event gets its type's usual length.
 */
type Details = Omit<CalendarEventValues, 'endTime'> & {
  endTime?: string
  teamId: string
  calendarEventId: string
  timeZone: string
}

/** A coach puts a game, practice or team event on the calendar, under an id the route made. */
export type ScheduleCalendarEvent = Command<'ScheduleCalendarEvent', Details & { takesAttendance: boolean }>

/** Its creator changes it; `version` is the version they were looking at. */
export type ChangeCalendarEvent = Command<'ChangeCalendarEvent', Details & { version: number }>

/** Its creator deletes it. */
export type CancelCalendarEvent = Command<'CancelCalendarEvent', { teamId: string; calendarEventId: string }>

export type CalendarCommand = ScheduleCalendarEvent | ChangeCalendarEvent | CancelCalendarEvent
