import { route } from '../../../test/route-fixtures'

/** How to call each directory route validly (see services/test/route-fixtures.ts). */
export const fixtures = [route('GET /api/directory', {})]
