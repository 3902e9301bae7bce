import { calendarEventValues, daysFromToday, route, type TeamContext } from '../../../test/route-fixtures'

const calendarEvent = async (team: TeamContext) => ({ calendarEventId: (await team.scheduleCalendarEvent()).id })

/** A game with every field a week from today, as the hostile-input test starts from. */
const calendarEventBody = () => ({
  title: 'Cup tie',
  type: 'game',
  date: daysFromToday(7),
  time: '10:00',
  location: 'North Field',
  opponent: 'Lakeside',
  description: 'Bring both kits',
  takesAttendance: true,
})

/** How to call each calendar route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/calendar-events', { hostileTeamNames: true }),
  route('GET /api/calendar-events/:calendarEventId', { ids: calendarEvent }),
  route('POST /api/calendar-events', {
    validBody: () => calendarEventBody(),
    request: () => ({ body: { ...calendarEventValues(), type: 'game', opponent: 'Lakeside' } }),
    status: 201,
  }),
  route('PUT /api/calendar-events/:calendarEventId', {
    validBody: () => ({ ...calendarEventBody(), version: 1 }),
    ids: calendarEvent,
    request: () => ({ body: { ...calendarEventValues(), time: '11:30', version: 1 } }),
  }),
  route('DELETE /api/calendar-events/:calendarEventId', {
    hostileTeamNames: true,
    ids: calendarEvent,
    status: 204,
  }),
  // A practice every Tuesday and Thursday for four weeks, from a week ahead.
  route('POST /api/calendar-series', {
    validBody: () => ({
      ...calendarEventBody(),
      repeat: { weekdays: [2, 4], interval: 1, until: null, count: 8 },
    }),
    request: () => ({
      body: { ...calendarEventValues(), repeat: { weekdays: [2, 4], interval: 1, count: 8 } },
    }),
    status: 201,
  }),
  // The person's own, across their teams: no team's ids.
  route('GET /api/my/calendar', {
    hostileTeamNames: true,
    request: () => ({ query: { from: daysFromToday(-7), to: daysFromToday(42) } }),
  }),
  route('GET /api/my/next', {}),
  // The "as of" view (see calendar.as-of.ts), mounted by the history.
  route('GET /api/history/as-of/calendar-events', {
    request: () => ({ query: { date: daysFromToday(0), from: '2020-01-01', to: '2030-12-31' } }),
  }),
]
