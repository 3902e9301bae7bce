import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

export interface SecurityHeaderOptions {
  /** The site is served over HTTPS (PUBLIC_URL says so): only then may browsers be told to insist on it. */
  readonly https: boolean
}

const helmetOptions = (https: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      // Photo previews before upload are blob: URLs; small icons may be inlined by the build as data: URLs.
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      // 'self' covers the live socket (ws:/wss: to the same host).
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  },
  strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
  // Nothing here is meant to be embedded elsewhere, and nothing embeds cross-origin resources.
  crossOriginEmbedderPolicy: false,
})

/**
 * The headers helmet sets with these options, asked once: they depend on nothing in the request (no nonces), so
 * each response gets the same object rather than helmet's middleware being built again for every request.
 */
export const securityHeaderValues = (https: boolean): Readonly<Record<string, string>> => {
  const request = new IncomingMessage(new Socket())
  const response = new ServerResponse(request)
  // Helmet (8.1 and later) throws on options it refuses rather than handing them to this callback.
  helmet(helmetOptions(https))(request, response, () => undefined)
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]))
}

/**
 * The browser-side defences: a Content Security Policy that allows only the site's own scripts and styles
 * (the built app has no inline ones) and no framing, no MIME sniffing, no referrer (reset links carry their
 * token in the address), HSTS over HTTPS; and no caching of API answers, which are one person's team data.
 */
export const securityHeaders = fastifyPlugin(async (app: FastifyInstance, options: SecurityHeaderOptions) => {
  const headers = securityHeaderValues(options.https)
  const api = { ...headers, 'cache-control': 'no-store' }
  // Every API answer is never stored unless its route sets caching of its own (player photos: private), which
  // replaces this value.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? api : headers)
    done()
  })
})
