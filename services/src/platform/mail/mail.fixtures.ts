import { ORIGIN } from '../../../test/app'
import { appOf, route, type TeamContext } from '../../../test/route-fixtures'
import { unsubscribeUrl } from './opt-out'

/** The team's parent's one-click link for news e-mails, as a news mail to them carries it. */
const newsLink = async (team: TeamContext) => {
  const url = await unsubscribeUrl(appOf(team).platform.db, ORIGIN, { name: 'news' }, team.parent)
  return { token: url.split('/').pop()! }
}

/** How to call each mail route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/mail/unsubscribe/:token', { ids: newsLink }),
  route('POST /api/mail/unsubscribe/:token', { ids: newsLink }),
]
