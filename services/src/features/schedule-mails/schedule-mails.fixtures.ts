import { route } from '../../../test/route-fixtures'

/** How to call each schedule-mail route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/schedule-emails', {}),
  route('PUT /api/schedule-emails', {
    validBody: () => ({ enabled: true }),
    request: () => ({ body: { enabled: true } }),
  }),
]
