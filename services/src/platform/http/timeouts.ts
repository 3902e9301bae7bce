import type { ServerOptions } from 'node:http'

export interface Timeouts {
  /** The whole request, headers and body, must arrive within this. */
  readonly requestMs: number
  /** The headers must arrive within this. */
  readonly headersMs: number
  /** A connection that sends nothing for this long is closed (websockets excepted: they ping). */
  readonly idleMs: number
}

/** Long enough for a photo from a phone on a weak signal; short enough that slow clients cannot pile up. */
export const defaultTimeouts: Timeouts = { requestMs: 60_000, headersMs: 15_000, idleMs: 75_000 }

/** Fastify's server options for the timeouts: Node only checks them every few seconds, so check often. */
export const serverTimeouts = (overrides: Partial<Timeouts> = {}) => {
  const timeouts = { ...defaultTimeouts, ...overrides }
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
    } satisfies ServerOptions,
  }
}
