import { formatEventDate } from './event-dates'

/** What a save made for an event names it by: its title and the day it falls on, in the team's time zone. */
export interface EventNamed {
  readonly title: string
  readonly startsAt: string
  readonly timeZone: string
}

/** "Cup Final, Mar 14, 2026": an event by name and day, as a save kept for it is listed on the phone. */
export const eventOnDay = (event: EventNamed) => `${event.title}, ${formatEventDate(event.startsAt, event.timeZone)}`

/** The address that opens one of a team's events: its calendar, with the event's detail open (or "no longer exists"). */
export const eventAddress = (teamId: string, calendarEventId: string) =>
  `/t/${encodeURIComponent(teamId)}/calendar?${new URLSearchParams({ event: calendarEventId }).toString()}`
