// The calendar's public face: what other features may use of it (the dashboard's Upcoming Events and its card of
// the person's other teams; the names of event types, wherever an event is listed).
export { monthOfTeamEvent } from './all-teams'
export { nextEvents } from './calendar-view'
export { calendarListQuery, nextInEachTeamQuery } from './calendar.queries'
export { calendarNoticesMessages } from './calendar-notices.messages'
export { EventCard } from './EventCard'
export { eventTypeLabel, useEventTypeLabel } from '../../shared/calendar/use-event-type-label'
export { useCalendarDialogs } from './use-calendar-dialogs'
// Whoever shows the calendar's cards and lists gets their look with them.
import './calendar.css'
