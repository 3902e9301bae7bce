import { route } from '../../../test/route-fixtures'

/** How to call the health check (see services/test/route-fixtures.ts). */
export const fixtures = [route('GET /api/health', {})]
