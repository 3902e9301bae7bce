import { route } from '../../../test/route-fixtures'

/** How to open the live channel (see services/test/route-fixtures.ts): a websocket upgrade. */
export const fixtures = [route('GET /api/live', { websocket: true })]
