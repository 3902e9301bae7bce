import type { CalendarFeatureEvent } from '@teamspace/domain/calendar/calendar-series.history'
import { defineFeature } from '../../platform/feature'
import { calendarAsOf } from './calendar.as-of'
import { calendarProjection } from './calendar.projection'
import { calendarEventNames } from './calendar.queries'
import { calendarRoutes } from './calendar.routes'
import { calendarServerHistory } from './calendar.history'
import { calendarUpcasters } from '@teamspace/domain/calendar/calendar.upcasters'

/**
 * The team's calendar: games, practices and team events, single or repeating, changed and deleted only by their
 * creator.
 */
export const calendarFeature = defineFeature<CalendarFeatureEvent>({
  name: 'calendar',
  routes: calendarRoutes,
  erasure: {},
  upcasters: calendarUpcasters,
  projections: [calendarProjection],
  history: calendarServerHistory,
  // Which game or practice a sentence is about: its title and date now.
  names: { calendarEvent: calendarEventNames },
  asOf: [calendarAsOf],
  // The attendance page's event selector and tiles list the calendar events that take attendance; the
  // volunteers page lists the upcoming ones, and a need's time and title follow its calendar event.
  liveTopics: {
    // Player of the match suggests the recent games and offers the roster's players.
    CalendarEventScheduled: ['calendar', 'attendance', 'volunteers', 'votes'],
    // A change of time or place asks families for "Got it" (reminders). A game moved, retyped or deleted moves
    // its result between seasons or out of the record (results).
    CalendarEventChanged: ['calendar', 'attendance', 'volunteers', 'votes', 'reminders', 'results'],
    CalendarEventCancelled: ['calendar', 'attendance', 'volunteers', 'votes', 'reminders', 'results'],
    // A repeating event's occurrences are calendar events like any other: the same pages follow them.
    CalendarSeriesScheduled: ['calendar', 'attendance', 'volunteers', 'votes'],
    CalendarSeriesChanged: ['calendar', 'attendance', 'volunteers', 'votes', 'reminders', 'results'],
    CalendarSeriesEnded: ['calendar', 'attendance', 'volunteers', 'votes', 'reminders', 'results'],
    CalendarOccurrenceChanged: ['calendar', 'attendance', 'volunteers', 'votes', 'reminders', 'results'],
    CalendarOccurrenceCancelled: ['calendar', 'attendance', 'volunteers', 'votes', 'reminders', 'results'],
  },
})

// What availability and attendance read of the calendar.
export { findCalendarEvent, listAttendanceCalendarEvents, type CalendarEventFacts } from './calendar.queries'
