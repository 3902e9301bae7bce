import { ORIGIN } from '../../../test/app'
import { appOf, calendarEventValues, route, type TeamContext } from '../../../test/route-fixtures'

/** An upcoming game with a child nobody has answered for (the coach's and the parent's). */
const unansweredGame = async (team: TeamContext) => {
  const calendarEventId = (await team.scheduleCalendarEvent({ type: 'game', title: 'Cup tie', opponent: 'Rovers' })).id
  await team.addPlayer([team.coach, team.parent])
  return { calendarEventId }
}

/** An upcoming game that moved to another field, with a child of both the coach and the parent on the roster. */
const movedGame = async (team: TeamContext) => {
  const values = { ...calendarEventValues(), type: 'game' as const, title: 'Cup tie', opponent: 'Rovers' }
  const calendarEventId = (await team.scheduleCalendarEvent(values)).id
  await team.addPlayer([team.coach, team.parent])
  const moved = await appOf(team).inject({
    method: 'PUT',
    url: `/api/calendar-events/${calendarEventId}`,
    headers: { origin: ORIGIN, cookie: team.coach.cookie },
    payload: { ...values, location: 'South Field', version: 1 },
  })
  if (moved.statusCode !== 200) throw new Error(`moving the game: ${moved.statusCode} ${moved.body}`)
  return { calendarEventId }
}

/** How to call each reminders route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/reminder-settings', {}),
  route('PUT /api/reminder-settings', {
    validBody: () => ({ leadHours: 24 }),
    request: () => ({ body: { leadHours: 24 } }),
  }),
  route('GET /api/reminder-emails', {}),
  route('PUT /api/reminder-emails', {
    validBody: () => ({ enabled: true }),
    request: () => ({ body: { enabled: true } }),
  }),
  route('GET /api/calendar-events/:calendarEventId/reminders', { ids: unansweredGame }),
  route('POST /api/calendar-events/:calendarEventId/reminders', { ids: unansweredGame }),
  route('GET /api/calendar-events/:calendarEventId/schedule-change', { ids: movedGame }),
  route('POST /api/calendar-events/:calendarEventId/schedule-change/acknowledgement', { ids: movedGame }),
]
