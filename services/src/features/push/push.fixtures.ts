import { createECDH, randomBytes } from 'node:crypto'
import { route } from '../../../test/route-fixtures'

/** A device's subscription as a browser gives it, with real keys; its push service is a closed port on loopback. */
const device = () => {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return {
    endpoint: `http://127.0.0.1:9/push/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  }
}

/** How to call each push route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/push/key', {}),
  route('PUT /api/push/subscriptions', { request: () => ({ body: device() }) }),
  route('DELETE /api/push/subscriptions', { request: () => ({ body: { endpoint: device().endpoint } }) }),
  route('GET /api/push/preferences', {}),
  route('PUT /api/push/preferences', {
    request: () => ({ body: { schedule: true, news: false, chat: true, reminders: true, votes: false, match: true } }),
  }),
]
