import { ORIGIN } from '../../../test/app'
import { appOf, route, type TeamContext } from '../../../test/route-fixtures'

/** A feed link of the team's parent, made through the API; its token is the public route's id. */
const feedTokenOf = (path: string, file: string) => async (team: TeamContext) => {
  const response = await appOf(team).inject({
    method: 'POST',
    url: path,
    headers: { origin: ORIGIN, cookie: team.parent.cookie },
  })
  if (response.statusCode !== 201) throw new Error(`making a feed link: ${response.statusCode} ${response.body}`)
  const token = new RegExp(`/api/calendar-feed/([a-z0-9]+)/${file}$`).exec(response.json<{ url: string }>().url)?.[1]
  if (!token) throw new Error(`no token in ${response.body}`)
  return { token }
}
const feedToken = feedTokenOf('/api/calendar-feed', 'team\\.ics')
/** The parent's link to the calendars of all their teams. */
const allTeamsFeedToken = feedTokenOf('/api/my/calendar-feed', 'teams\\.ics')

/** How to call each calendar-feed route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/calendar-feed', {}),
  route('POST /api/calendar-feed', { status: 201 }),
  route('GET /api/calendar-feed/:token/team.ics', { ids: feedToken }),
  route('GET /api/my/calendar-feed', {}),
  route('POST /api/my/calendar-feed', {
    hostileTeamNames: true,
    status: 201,
  }),
  route('GET /api/calendar-feed/:token/teams.ics', { ids: allTeamsFeedToken }),
]
