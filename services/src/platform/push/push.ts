import http from 'node:http'
import https from 'node:https'
import type { PushPayload } from '@teamspace/domain/push/push.schemas'
import webPush from 'web-push'
import { endpointUrlOf, guardedLookup, PushAddressError, type PushNetwork } from './push-network'
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
  /** Aborts the send (the server stopping): the push is handed back, not counted as an attempt. */
  readonly signal?: AbortSignal
}

/**
 * What the push service said: taken (`delivered`), or that the subscription no longer exists (`gone`: 404 or
 * 410, the device unsubscribed or the browser dropped it). Any other answer is thrown, to be tried again; no
 * answer in time is thrown as a `PushTimeoutError`.
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

/** A push service that did not answer in time: counted against its subscription, which is dropped if it keeps on. */
export class PushTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`the push service did not answer within ${ms / 1000} s`)
    this.name = 'PushTimeoutError'
  }
}

/**
 * Web Push (RFC 8030) through the `web-push` library: the payload encrypted for the device (aes128gcm,
 * RFC 8291) and the request signed with the server's VAPID key (RFC 8292), then posted to the endpoint. The
 * endpoint is checked again here, and the connection's lookup refuses a host that resolves to anything but public
 * addresses (see push-network.ts), so a name that moved inward since it was subscribed is never connected to.
 */
export class WebPushSender implements PushPort {
  readonly #agents: { readonly 'https:': https.Agent; readonly 'http:': http.Agent }

  constructor(
    private readonly keys: () => Promise<VapidKeys>,
    private readonly subject: string,
    private readonly network: PushNetwork,
    private readonly timeoutMs = 10_000,
  ) {
    const lookup = guardedLookup(network)
    this.#agents = {
      'https:': new https.Agent({ keepAlive: true, lookup }),
      'http:': new http.Agent({ keepAlive: true, lookup }),
    }
  }

  async send(target: PushTarget, payload: PushPayload, options: PushOptions): Promise<PushOutcome> {
    const url = endpointUrlOf(target.endpoint, this.network)
    if (!url) throw new PushAddressError()
    const { publicKey, privateKey } = await this.keys()
    const request = webPush.generateRequestDetails(
      { endpoint: url.href, keys: { p256dh: target.keys.p256dh, auth: target.keys.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: this.subject, publicKey, privateKey },
        TTL: options.ttlSeconds,
        urgency: options.urgency ?? 'normal',
        contentEncoding: 'aes128gcm',
      },
    )
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]))
    const status = await this.#post(url, request.method, headers, request.body, options.signal)
    if (status === 404 || status === 410) return 'gone'
    if (status >= 200 && status < 300) return 'delivered'
    throw new PushServiceError(status)
  }

  /** Posts and waits for the status, never longer than the timeout; a redirect is an answer like any other. */
  #post(url: URL, method: string, headers: Record<string, string>, body: Buffer | null, signal?: AbortSignal) {
    const protocol = url.protocol === 'https:' ? 'https:' : 'http:'
    const client = protocol === 'https:' ? https : http
    return new Promise<number>((resolve, reject) => {
      const request = client.request(url, { method, headers, agent: this.#agents[protocol] })
      const timer = setTimeout(() => request.destroy(new PushTimeoutError(this.timeoutMs)), this.timeoutMs)
      const stop = () => request.destroy(new Error('stopped'))
      signal?.addEventListener('abort', stop, { once: true })
      const done = () => {
        clearTimeout(timer)
        signal?.removeEventListener('abort', stop)
      }
      request.on('error', (error) => {
        done()
        reject(error)
      })
      request.on('response', (response) => {
        // The status is the answer; the body, if any, is read to its end so the connection can be used again.
        response.resume()
        response.on('end', done)
        response.on('error', done)
        resolve(response.statusCode ?? 0)
      })
      if (signal?.aborted) stop()
      else request.end(body ?? undefined)
    })
  }

  /** Closes the kept-alive connections to the push services. */
  close() {
    this.#agents['https:'].destroy()
    this.#agents['http:'].destroy()
  }
}
