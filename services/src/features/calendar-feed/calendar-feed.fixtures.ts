import { ORIGIN } from '../../../test/app'
import { appOf, route, type TeamContext } from '../../../test/route-fixtures'

/** A feed link of the team's parent, made through the API; its token is the public route's id. */
const feedToken = async (team: TeamContext) => {
  const response = await appOf(team).inject({
    method: 'POST',
    url: '/api/calendar-feed',
    headers: { origin: ORIGIN, cookie: team.parent.cookie },
  })
  if (response.statusCode !== 201) throw new Error(`making a feed link: ${response.statusCode} ${response.body}`)
  const token = /\/api\/calendar-feed\/([a-z0-9]+)\/team\.ics$/.exec(response.json<{ url: string }>().url)?.[1]
  if (!token) throw new Error(`no token in ${response.body}`)
  return { token }
}

/** How to call each calendar-feed route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/calendar-feed', {}),
  route('POST /api/calendar-feed', { status: 201 }),
  route('GET /api/calendar-feed/:token/team.ics', { ids: feedToken }),
]
