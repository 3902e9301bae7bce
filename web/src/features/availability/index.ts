// Availability's public face: the calendar shows each event's answers and counts.
export { AvailabilityPanel } from './AvailabilityPanel'
export { countsLine } from './availability-view'
export { eventAvailabilityQuery } from './availability.queries'
