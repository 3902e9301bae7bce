import { route, type TeamContext } from '../../../test/route-fixtures'

/** An upcoming game, and a player both the coach and the parent are linked to (a coach may be a parent too). */
const answerable = async (team: TeamContext) => ({
  calendarEventId: (await team.scheduleCalendarEvent({ type: 'game', title: 'Cup tie', opponent: 'Rovers' })).id,
  playerId: (await team.addPlayer([team.coach, team.parent])).id,
})

/** How to call each availability route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/calendar-events/:calendarEventId/availability', {
    ids: async (team) => ({ calendarEventId: (await team.scheduleCalendarEvent()).id }),
  }),
  route('PUT /api/calendar-events/:calendarEventId/availability/:playerId', {
    validBody: () => ({ answer: 'going', note: 'Back at 11' }),
    ids: answerable,
    request: () => ({ body: { answer: 'maybe', note: 'Back from holiday at 11' } }),
  }),
]
