// The volunteers' public face: a changed calendar event changes its needs' dates.
export { refreshVolunteers } from './volunteers.queries'
