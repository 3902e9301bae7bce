import type { MyCalendarEvent } from '@teamspace/domain/calendar/calendar.schemas'
import { localDateOf, monthOf } from './calendar-view'
import type { MonthKey } from './month-key'

/** The zone an event of all the person's teams is shown in: its team's own, as that team's calendar shows it. */
export const zoneOfTeamEvent = (event: Pick<MyCalendarEvent, 'teamTimeZone'>) => event.teamTimeZone

/** The month an event falls in, in its team's zone: where its team's calendar opens to show it. */
export const monthOfTeamEvent = (event: Pick<MyCalendarEvent, 'startsAt' | 'teamTimeZone'>): MonthKey =>
  monthOf(localDateOf(event.startsAt, event.teamTimeZone))
