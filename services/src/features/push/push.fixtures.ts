import { createECDH, randomBytes } from 'node:crypto'
import { route } from '../../../test/route-fixtures'
import { pushChoices } from '../../../test/push-choices'

/** A device's subscription as a browser gives it, with real keys; its push service is a closed port on loopback. */
const device = () => {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return {
    endpoint: `http://127.0.0.1:9/push/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  }
}

/** A browser's P-256 public key, base64url, as a push subscription carries it. */
const DEVICE_KEY = (() => {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return ecdh.getPublicKey().toString('base64url')
})()

/** How to call each push route validly (see services/test/route-fixtures.ts). */
export const fixtures = [
  route('GET /api/push/key', {}),
  route('PUT /api/push/subscriptions', {
    // A device's subscription with real keys; its push service is a closed port on loopback.
    validBody: () => ({
      endpoint: 'http://127.0.0.1:9/push/hostile-input',
      keys: { p256dh: DEVICE_KEY, auth: 'q1w2e3r4t5y6u7i8o9p0aA' },
    }),
    request: () => ({ body: device() }),
  }),
  route('DELETE /api/push/subscriptions', {
    validBody: () => ({ endpoint: 'http://127.0.0.1:9/push/hostile-input' }),
    request: () => ({ body: { endpoint: device().endpoint } }),
  }),
  route('GET /api/push/preferences', {}),
  route('PUT /api/push/preferences', {
    validBody: () => pushChoices(['chat']),
    request: () => ({ body: pushChoices(['news', 'votes']) }),
  }),
]
