import { route, type TeamContext } from '../../../test/route-fixtures'

/** A need added by the team's parent: its creator and any coach may change or remove it. */
const need = async (team: TeamContext) => ({ needId: (await team.addVolunteerNeed()).id })

/** How to call each volunteers route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/volunteer-needs', {}),
  route('POST /api/volunteer-needs', {
    ids: async (team) => ({ calendarEventId: (await team.scheduleCalendarEvent()).id }),
    request: ({ calendarEventId }) => ({
      body: { calendarEventId, type: 'setup', slotsNeeded: '3', offsetMinutes: -30 },
    }),
    status: 201,
  }),
  route('PUT /api/volunteer-needs/:needId', {
    ids: need,
    request: () => ({ body: { type: 'snacks', slotsNeeded: 4, offsetMinutes: 15, description: 'Fruit and water' } }),
  }),
  route('DELETE /api/volunteer-needs/:needId', { ids: need, status: 204 }),
  route('POST /api/volunteer-needs/:needId/sign-up', { ids: need, request: () => ({ body: { note: 'Oranges' } }) }),
  route('DELETE /api/volunteer-needs/:needId/sign-up', { ids: need }),
  // The person's own sign-ups, across their teams: no team's ids.
  route('GET /api/my/volunteer-sign-ups', {}),
]
