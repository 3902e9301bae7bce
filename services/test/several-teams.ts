import { expect } from 'vitest'
import type { App } from '../src/app'
import { ORIGIN, createInvite } from './app'

/** The headers of a request by the member behind `cookie` acting in `teamId` (as the web app sends them). */
export const inTeam = (cookie: string, teamId: string) => ({ origin: ORIGIN, cookie, 'x-team': teamId })

/**
 * The signed-in member behind `cookie` joins another team as a parent, through an invite of that team's coach
 * (`coachCookie`); as in the app, their session moves to the team joined, so later requests should name theirs.
 */
export const joinAnotherTeam = async (app: App, cookie: string, coachCookie: string) => {
  const { code } = await createInvite(app, coachCookie, 'parent_guardian')
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/join',
    headers: { origin: ORIGIN, cookie },
    payload: { role: 'parent', inviteCode: code },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ user: { teamId: string } }>().user.teamId
}
