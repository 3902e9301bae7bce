import { route } from '../../../test/route-fixtures'

/** How to call each news-mail route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/news-emails', {}),
  route('PUT /api/news-emails', {
    validBody: () => ({ enabled: true }),
    request: () => ({ body: { enabled: true } }),
  }),
]
