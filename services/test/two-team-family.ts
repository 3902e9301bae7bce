import { expect } from 'vitest'
import type { App } from '../src/app'
import { ORIGIN, createInvite, registerWith, setUpTeam } from './app'
import { daysFromToday } from './route-fixtures'

/** A member's session, acting in `teamId` when given (the `X-Team` header), else in the session's team. */
export const asIn = (member: { cookie: string }, teamId?: string) => ({
  origin: ORIGIN,
  cookie: member.cookie,
  ...(teamId ? { 'x-team': teamId } : {}),
})

/** Schedules a calendar event as a team's coach: `daysAhead` days from today at 10:00, in the team's zone. */
export const scheduleIn = async (app: App, coach: { cookie: string }, title: string, daysAhead = 7) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/calendar-events',
    headers: asIn(coach),
    payload: { title, type: 'practice', date: daysFromToday(daysAhead), time: '10:00', location: 'North Field' },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: string }>().id
}

/**
 * A family across teams: Riverside (Europe/London) and Hillside (America/New_York), a parent in both (who signed
 * up in Riverside and joined Hillside while signed in), a parent in Riverside only, and Elsewhere, a team neither
 * parent is in.
 */
export const twoTeamFamily = async (app: App) => {
  const riverside = await setUpTeam(app, { teamName: 'Riverside Rovers' })
  const hillside = await setUpTeam(app, { teamName: 'Hillside Hawks' })
  const elsewhere = await setUpTeam(app, { teamName: 'Elsewhere Eagles' })
  const zoned = await app.inject({
    method: 'PATCH',
    url: '/api/team',
    headers: asIn(hillside),
    payload: { name: 'Hillside Hawks', ageGroup: 'U10', timeZone: 'America/New_York' },
  })
  expect(zoned.statusCode, zoned.body).toBe(200)
  const person = await registerWith(app, (await createInvite(app, riverside.cookie, 'parent_guardian')).code)
  const joined = await app.inject({
    method: 'POST',
    url: '/api/auth/join',
    headers: asIn(person),
    payload: { role: 'parent', inviteCode: (await createInvite(app, hillside.cookie, 'parent_guardian')).code },
  })
  expect(joined.statusCode, joined.body).toBe(201)
  const oneTeam = await registerWith(app, (await createInvite(app, riverside.cookie, 'parent_guardian')).code)
  return { riverside, hillside, elsewhere, person, oneTeam }
}
