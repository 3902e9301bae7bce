// The volunteers' public face: a changed calendar event changes its needs' dates; the needs are kept on the phone
// with the upcoming events.
export { volunteersPageQuery } from './volunteers.queries'
