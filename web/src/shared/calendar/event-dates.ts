import { dayOptions, formatCalendarDay, formatInZone, timeOptions } from '../../lib/dates'

/** 'Mar 8, 2026' (as the person's locale writes a day): the day an event falls on, in the team's time zone. */
export const formatEventDate = (startsAt: string, timeZone: string) => formatInZone(startsAt, timeZone, dayOptions)

/** '10:00 AM' (en-US), '10:00' (de-DE): in the team's time zone, on the person's locale's clock. */
export const formatEventTime = (startsAt: string, timeZone: string) => formatInZone(startsAt, timeZone, timeOptions)

/** '5:30 PM–6:45 PM': when an event starts and ends, in the team's time zone. */
export const formatEventTimeRange = (startsAt: string, endsAt: string, timeZone: string) =>
  `${formatEventTime(startsAt, timeZone)}–${formatEventTime(endsAt, timeZone)}`

/** 'Mar 8, 2026, 10:00 AM' (en-US), '8. März 2026, 10:00' (de-DE), in the team's time zone. */
export const formatEventDateTime = (startsAt: string, timeZone: string) =>
  formatInZone(startsAt, timeZone, { ...dayOptions, ...timeOptions })

/** 'Mar 8, 2026' for a calendar date (YYYY-MM-DD). */
export const formatCalendarDate = formatCalendarDay
