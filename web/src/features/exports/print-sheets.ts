import { calendarEventSummary } from '@teamspace/domain/calendar-feed/calendar-event-summary'
import type { CalendarEventView } from '@teamspace/domain/calendar/calendar.schemas'
import { translate } from '../../i18n/locale'
import { dayOptions, formatInZone } from '../../lib/dates'
import { formatEventTime, formatEventTimeRange } from '../../shared/calendar/event-dates'
import { eventTypeLabel } from '../calendar'
import { exportsPageMessages as m } from './exports.messages'

/** One line of the printed schedule, in words: what a family needs on the fridge door without the app. */
export interface ScheduleLine {
  /** 'Sat, Mar 13, 2027': the weekday too, the first thing a family looks for. */
  readonly date: string
  /** '10:00 AM–11:30 AM' */
  readonly time: string
  /** 'Arrive by 9:30 AM', or '' when the event asks nobody to come early. */
  readonly meet: string
  /** 'Game', 'Practice' or 'Team Event', in a column of its own: printed in black, it would run into the title. */
  readonly type: string
  /** 'Cup tie vs Rovers' */
  readonly title: string
  readonly place: string
  readonly address: string
}

/** The line of one event, at its time in `timeZone` (the team's: the sheet says so once, above the table). */
export function scheduleLine(event: CalendarEventView, timeZone: string): ScheduleLine {
  const meetAt = new Date(Date.parse(event.startsAt) - event.arriveMinutesEarly * 60_000).toISOString()
  return {
    date: formatInZone(event.startsAt, timeZone, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
    time: formatEventTimeRange(event.startsAt, event.endsAt, timeZone),
    meet: event.arriveMinutesEarly > 0 ? translate(m.arriveBy, { time: formatEventTime(meetAt, timeZone) }) : '',
    type: eventTypeLabel(event.type),
    title: calendarEventSummary(event),
    place: event.location,
    address: event.address,
  }
}

/** 'Printed Mar 13, 2027': the day in the team's zone, as every date on the sheet is. */
export const printedOn = (now: Date, timeZone: string) =>
  translate(m.printedOn, { date: formatInZone(now, timeZone, dayOptions) })

/** Said once above the schedule, so that a sheet read in another zone (an away tournament) is not misread. */
export const timesInZone = (timeZone: string) => translate(m.timesInZone, { zone: timeZone })
