import { createECDH, randomBytes } from 'node:crypto'
import type { App } from '../src/app'

/** A device's keys as a browser makes them: a real P-256 public key (a payload must be encryptable), a random secret. */
export const deviceKeys = () => {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }
}

/** Subscribes a device with its push service at `endpoint` and fresh keys, as the member whose `headers` these are. */
export const subscribeDevice = (app: App, headers: Record<string, string>, endpoint: string) =>
  app.inject({ method: 'PUT', url: '/api/push/subscriptions', headers, payload: { endpoint, keys: deviceKeys() } })
