import { ORIGIN } from '../../../test/app'
import { appOf, route, type Member, type TeamContext } from '../../../test/route-fixtures'

/** A need added by the team's parent: its creator and any coach may change or remove it. */
const need = async (team: TeamContext) => ({ needId: (await team.addVolunteerNeed()).id })

const post = async (team: TeamContext, by: Member, url: string, payload: object = {}) => {
  const response = await appOf(team).inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, cookie: by.cookie },
    payload,
  })
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
}

/** A snacks need both the coach and the parent signed up for: either may offer their slot for a swap. */
const bothSignedUp = async (team: TeamContext) => {
  const { needId } = await need(team)
  for (const member of [team.coach, team.parent]) await post(team, member, `/api/volunteer-needs/${needId}/sign-up`)
  return { needId }
}

/** The same need, with both their slots offered for a swap. */
const bothOffered = async (team: TeamContext) => {
  const { needId } = await bothSignedUp(team)
  for (const member of [team.coach, team.parent]) await post(team, member, `/api/volunteer-needs/${needId}/swap`)
  return { needId }
}

/** A need whose one volunteer, another family of the team, offered their slot: the caller may take it. */
const offeredByAnother = async (team: TeamContext) => {
  const { needId } = await need(team)
  const other = await team.addMember('parent')
  await post(team, other, `/api/volunteer-needs/${needId}/sign-up`)
  await post(team, other, `/api/volunteer-needs/${needId}/swap`)
  return { needId, from: other.userId }
}

/** How to call each volunteers route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/volunteer-reminder-emails', {}),
  route('PUT /api/volunteer-reminder-emails', {
    validBody: () => ({ enabled: true }),
    request: () => ({ body: { enabled: true } }),
  }),
  route('GET /api/volunteer-needs', {}),
  route('POST /api/volunteer-needs', {
    validBody: ({ ids }) => ({
      calendarEventId: ids.calendarEventId,
      type: 'setup',
      slotsNeeded: 3,
      offsetMinutes: -30,
      description: 'Goals and nets',
    }),
    ids: async (team) => ({ calendarEventId: (await team.scheduleCalendarEvent()).id }),
    request: ({ calendarEventId }) => ({
      body: { calendarEventId, type: 'setup', slotsNeeded: '3', offsetMinutes: -30 },
    }),
    status: 201,
  }),
  route('PUT /api/volunteer-needs/:needId', {
    validBody: () => ({
      type: 'snacks',
      slotsNeeded: 50,
      offsetMinutes: 0,
      description: 'Fruit and water',
      food: true,
    }),
    ids: need,
    request: () => ({
      body: { type: 'snacks', slotsNeeded: 4, offsetMinutes: 15, description: 'Fruit and water', food: true },
    }),
  }),
  route('DELETE /api/volunteer-needs/:needId', { ids: need, status: 204 }),
  route('POST /api/volunteer-needs/:needId/sign-up', {
    hostileTeamNames: true,
    validBody: () => ({ note: 'Oranges' }),
    ids: need,
    request: () => ({ body: { note: 'Oranges' } }),
  }),
  route('DELETE /api/volunteer-needs/:needId/sign-up', { ids: need }),
  route('POST /api/volunteer-needs/:needId/swap', { ids: bothSignedUp }),
  route('DELETE /api/volunteer-needs/:needId/swap', { ids: bothOffered }),
  route('POST /api/volunteer-needs/:needId/swap/take', {
    // Nobody offered this slot: the take is refused after every value has passed the edge.
    validBody: () => ({ from: 'someone-who-offered' }),
    ids: offeredByAnother,
    request: ({ from }) => ({ body: { from } }),
  }),
  // The person's own sign-ups, across their teams: no team's ids.
  route('GET /api/my/volunteer-sign-ups', { hostileTeamNames: true }),
]
