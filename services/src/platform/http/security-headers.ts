import fastifyHelmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fastifyPlugin from 'fastify-plugin'

export interface SecurityHeaderOptions {
  /** The site is served over HTTPS (PUBLIC_URL says so): only then may browsers be told to insist on it. */
  readonly https: boolean
}

/**
 * The browser-side defences: a Content Security Policy that allows only the site's own scripts and styles
 * (the built app has no inline ones) and no framing, no MIME sniffing, no referrer (reset links carry their
 * token in the address), HSTS over HTTPS; and no caching of API answers, which are one person's team data.
 */
export const securityHeaders = fastifyPlugin(async (app: FastifyInstance, options: SecurityHeaderOptions) => {
  await app.register(fastifyHelmet, {
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
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // Nothing here is meant to be embedded elsewhere, and nothing embeds cross-origin resources.
    crossOriginEmbedderPolicy: false,
  })

  app.addHook('onSend', async (request, reply, payload) => {
    // Player photos set their own (private) caching; every other API answer is never stored.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    return payload
  })
})
