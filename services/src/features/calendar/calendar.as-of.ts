import {
  calendarDomainEventTypes,
  foldCalendar,
  type CalendarFoldEvent,
} from '@teamspace/domain/calendar/calendar.as-of'
import {
  calendarListSchema,
  calendarMessages,
  calendarRangeQuerySchema,
  type CalendarEventView,
} from '@teamspace/domain/calendar/calendar.schemas'
import { meetTimeOf } from '@teamspace/domain/calendar/calendar.time'
import { ValidationError } from '@teamspace/domain/shared/errors'
import { defineAsOfView, readTeamLogUntil } from '../../platform/as-of'

/** How many past events a list without a range shows, as today's list does. */
const PAST_IN_LIST = 5

/**
 * The calendar as it stood at the end of a past day: what was upcoming then and what had passed, with the details
 * each event had then. With `from`/`to`, the events whose local date is in that range (the month view).
 */
export const calendarAsOf = defineAsOfView({
  path: 'calendar-events',
  query: calendarRangeQuerySchema,
  response: calendarListSchema,
  fold: async ({ db, teamId, date, timeZone, until, query: { from, to }, names: loadNamesOf }) => {
    if (from !== undefined && to !== undefined && from > to)
      throw new ValidationError(calendarMessages.rangeInvalid, { fields: { from: calendarMessages.rangeInvalid } })
    const events = await readTeamLogUntil<CalendarFoldEvent>(db, teamId, calendarDomainEventTypes, until)
    const then = foldCalendar(events).filter(
      (event) => (from === undefined || event.date >= from) && (to === undefined || event.date <= to),
    )
    const names = await loadNamesOf({ member: then.map((event) => event.createdBy) })
    const views: CalendarEventView[] = then.map(({ createdBy, ...event }) => ({
      ...event,
      meetTime: meetTimeOf(event.time, event.arriveMinutesEarly),
      createdBy,
      createdByName: names.member(createdBy),
      canEdit: false,
      availability: null,
      // Read-only as it was: nothing to change, so no series to name.
      series: null,
    }))
    const upcoming = views.filter((event) => event.startsAt >= until)
    const past = views.filter((event) => event.startsAt < until).reverse()
    const ranged = from !== undefined || to !== undefined
    return {
      upcoming,
      past: ranged ? past : past.slice(0, PAST_IN_LIST),
      pastTotal: past.length,
      today: date,
      timeZone,
    }
  },
})
