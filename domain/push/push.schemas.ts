import { z } from 'zod'
import { safeString } from '../shared/safe-input'
import type { PushKind } from './push-kinds'
import { MAX_ENDPOINT_LENGTH, pushMessages } from './push.constants'

export * from './push.constants'

/** A push service's address as the browser gave it: no control characters, and not longer than any real one. */
const endpointSchema = safeString(pushMessages.badEndpoint)
  .min(1, pushMessages.badEndpoint)
  .max(MAX_ENDPOINT_LENGTH, pushMessages.badEndpoint)

/** Base64url without padding, as browsers give a subscription's keys. */
const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, pushMessages.badKeys)

/**
 * PUT /api/push/subscriptions: this device's subscription (`PushSubscription.toJSON()`), for the caller in the
 * request's team. The same endpoint may be subscribed for several teams of one account.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64url.min(86, pushMessages.badKeys).max(90, pushMessages.badKeys),
    /** The 16-byte authentication secret. */
    auth: base64url.min(22, pushMessages.badKeys).max(26, pushMessages.badKeys),
  }),
  expirationTime: z.number().nullable().optional(),
})
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>

/** DELETE /api/push/subscriptions: forget this device for the caller in the request's team. */
export const pushUnsubscribeSchema = z.object({
  endpoint: endpointSchema,
})

export const pushSubscribedSchema = z.object({ subscribed: z.boolean() })

/** GET /api/push/key: the server's VAPID public key, base64url: the `applicationServerKey` a browser subscribes with. */
export const pushKeySchema = z.object({ publicKey: z.string() })

/**
 * GET and PUT /api/push/preferences: one member's kinds for one team (team.read), one flag per kind the features
 * declare, e.g. `{ "schedule": true, "news": false, … }`.
 */
export const pushPreferencesSchemaOf = (kinds: readonly PushKind[]) =>
  z.object(Object.fromEntries(kinds.map((kind) => [kind, z.boolean()])))

/** What a notification carries: the service worker shows `title` and `body`, and a tap opens `url`. */
export interface PushPayload {
  readonly title: string
  readonly body: string
  /** A page of the app, its team in it: `/t/<teamId>/calendar`. */
  readonly url: string
  /** A later notification with the same tag replaces this one on the phone. */
  readonly tag?: string
}
