import { route, type TeamContext } from '../../../test/route-fixtures'

/** A practice that takes attendance, with a player on the roster. */
const attendanceEvent = async (team: TeamContext) => {
  const player = await team.addPlayer()
  return { calendarEventId: (await team.scheduleCalendarEvent()).id, playerId: player.id }
}

/** How to call each attendance route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/attendance', {}),
  route('GET /api/attendance/:calendarEventId', { ids: attendanceEvent }),
  route('PUT /api/attendance/:calendarEventId', {
    validBody: ({ ids }) => ({
      records: [
        { playerId: ids.playerId, status: 'late' },
        { playerId: 'not-on-the-roster', status: 'absent' },
      ],
    }),
    ids: attendanceEvent,
    request: ({ playerId }) => ({ body: { records: [{ playerId, status: 'late' }] } }),
  }),
]
