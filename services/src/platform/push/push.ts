import type { PushPayload } from '@teamspace/domain/push/push.schemas'
import webPush from 'web-push'
import type { VapidKeys } from './vapid'

/** A device to notify: its push service's address and the keys its payloads are encrypted for. */
export interface PushTarget {
  readonly endpoint: string
  readonly keys: { readonly p256dh: string; readonly auth: string }
}

export interface PushOptions {
  /** How long the push service keeps it for a device that is offline, in seconds. */
  readonly ttlSeconds: number
  readonly urgency?: 'very-low' | 'low' | 'normal' | 'high'
}

/**
 * What the push service said: taken (`delivered`), or that the subscription no longer exists (`gone`: 404 or
 * 410, the device unsubscribed or the browser dropped it). Any other answer is thrown, to be tried again.
 */
export type PushOutcome = 'delivered' | 'gone'

/** The one way the app sends push notifications (as `MailPort` for e-mail). */
export interface PushPort {
  send(target: PushTarget, payload: PushPayload, options: PushOptions): Promise<PushOutcome>
}

/** A push service's refusal: the status only, never the endpoint (an address that grants sending to a device). */
export class PushServiceError extends Error {
  constructor(readonly status: number) {
    super(`the push service answered ${status}`)
    this.name = 'PushServiceError'
  }
}

/**
 * Web Push (RFC 8030) through the `web-push` library: the payload encrypted for the device (aes128gcm,
 * RFC 8291) and the request signed with the server's VAPID key (RFC 8292), then posted to the endpoint.
 */
export class WebPushSender implements PushPort {
  constructor(
    private readonly keys: () => Promise<VapidKeys>,
    private readonly subject: string,
    private readonly timeoutMs = 20_000,
  ) {}

  async send(target: PushTarget, payload: PushPayload, options: PushOptions): Promise<PushOutcome> {
    const { publicKey, privateKey } = await this.keys()
    const request = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.keys.p256dh, auth: target.keys.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: this.subject, publicKey, privateKey },
        TTL: options.ttlSeconds,
        urgency: options.urgency ?? 'normal',
        contentEncoding: 'aes128gcm',
      },
    )
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]))
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      ...(request.body ? { body: new Uint8Array(request.body) } : {}),
      redirect: 'error',
      signal: AbortSignal.timeout(this.timeoutMs),
    })
    await response.body?.cancel()
    if (response.status === 404 || response.status === 410) return 'gone'
    if (response.status >= 200 && response.status < 300) return 'delivered'
    throw new PushServiceError(response.status)
  }
}
