// The calendar's public face: what other features may use of it (the dashboard's Upcoming Events).
export { nextEvents } from './calendar-view'
export { calendarListQuery } from './calendar.queries'
export { EventCard } from './EventCard'
export { useCalendarDialogs } from './use-calendar-dialogs'
// Whoever shows the calendar's cards and lists gets their look with them.
import './calendar.css'
