import { appOf, route, type TeamContext } from '../../../test/route-fixtures'
import { ORIGIN } from '../../../test/app'

const article = { title: 'Cup final on Sunday', content: 'We play the cup final at North Field at ten.' }

/** An article posted by the team's coach, through the API. */
const newsArticle = async (team: TeamContext) => {
  const response = await appOf(team).inject({
    method: 'POST',
    url: '/api/news',
    headers: { origin: ORIGIN, cookie: team.coach.cookie },
    payload: article,
  })
  if (response.statusCode !== 201) throw new Error(`posting an article: ${response.statusCode} ${response.body}`)
  return { newsArticleId: response.json<{ id: string }>().id }
}

/** An article with every field, as the hostile-input test starts from. */
const newsArticleBody = () => ({
  title: 'Cup final on Sunday',
  content: 'We play the cup final at North Field at ten.',
  summary: 'Kick-off at ten.',
})

/** How to call each news route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/news', { request: () => ({ query: { search: 'cup', limit: '5' } }) }),
  route('POST /api/news', {
    validBody: () => newsArticleBody(),
    request: () => ({ body: article }),
    status: 201,
  }),
  route('PUT /api/news/:newsArticleId', {
    validBody: () => newsArticleBody(),
    ids: newsArticle,
    request: () => ({ body: { ...article, summary: 'Kick-off at ten.' } }),
  }),
  route('PUT /api/news/:newsArticleId/pin', {
    validBody: () => ({ isPinned: true }),
    ids: newsArticle,
    request: () => ({ body: { isPinned: true } }),
  }),
  route('POST /api/news/:newsArticleId/email', { ids: newsArticle }),
  route('DELETE /api/news/:newsArticleId', { ids: newsArticle, status: 204 }),
]
