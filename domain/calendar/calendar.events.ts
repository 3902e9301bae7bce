import type { DomainEvent } from '../shared/events'
import type { CalendarEventType } from './calendar.schemas'

declare module '../shared/live-topics' {
  interface LiveTopics {
    /** The team's calendar: month and list views, the dashboard's Next Event and Upcoming Events. */
    calendar: true
  }
}

/**
 * What a calendar event says about itself. The local `date` and `time` with the team's `timeZone` are what the
 * coach chose; `startsAt` is the instant they name, worked out once by the decider (with the time-zone rules
 * of that day), so "10:00 the day after the clocks change" stays 10:00.
 */
export interface CalendarEventDetails {
  readonly title: string
  readonly type: CalendarEventType
  /** YYYY-MM-DD in the team's time zone. */
  readonly date: string
  /** HH:mm, 24-hour, in the team's time zone. */
  readonly time: string
  /** IANA name, the team's zone when the event was scheduled or last changed. */
  readonly timeZone: string
  /** ISO 8601 instant in UTC. */
  readonly startsAt: string
  /**
   * HH:mm in the team's zone; on the next day when not after `time`. Schema version 1 had none: the upcaster
   * gives such an event its type's usual length (`defaultDurationMinutes`).
   */
  readonly endTime: string
  /** ISO 8601 instant in UTC, worked out like `startsAt`. */
  readonly endsAt: string
  /** The place's name as families know it ("North Field"). */
  readonly location: string
  /**
   * The place's street address, for the phone's maps app; '' when the coach gave none. Schema version 2 had none:
   * the upcaster gives ''.
   */
  readonly address: string
  /** Games only; '' otherwise. */
  readonly opponent: string
  /**
   * Games only: how many minutes before the start the players should be there ("arrive 30 min early"); 0 for none
   * and for the other types. Schema version 2 had none: the upcaster gives 0.
   */
  readonly arriveMinutesEarly: number
  readonly description: string
}

/** A coach put something on the calendar. Stream `calendarevent-<id>`: the event's whole life. */
export type CalendarEventScheduled = DomainEvent<
  'CalendarEventScheduled',
  CalendarEventDetails & {
    teamId: string
    calendarEventId: string
    /** "Create attendance event" was ticked (practices and games only). */
    takesAttendance: boolean
    /** The coach who scheduled it: the only one who may change or cancel it. */
    createdBy: string
    scheduledAt: string
  }
>

/** Its creator changed it while it was upcoming: the new details replace the old ones. */
export type CalendarEventChanged = DomainEvent<
  'CalendarEventChanged',
  CalendarEventDetails & { teamId: string; calendarEventId: string; changedAt: string }
>

/** Its creator deleted it while it was upcoming. Feeds keep it as cancelled for a while. */
export type CalendarEventCancelled = DomainEvent<
  'CalendarEventCancelled',
  { teamId: string; calendarEventId: string; cancelledAt: string }
>

/** The calendar's domain events (a calendar event is the thing on the calendar; see STYLE). */
export type CalendarDomainEvent = CalendarEventScheduled | CalendarEventChanged | CalendarEventCancelled

export const calendarEventStreamId = (calendarEventId: string) => `calendarevent-${calendarEventId}`
