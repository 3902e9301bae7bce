import { timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isReachable } from '../db/database'
import { migrationStatus } from '../db/migrate'

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  // Details only for maintainers: the public learns up or down, nothing about the inside.
  database: z.enum(['ok', 'unreachable']).optional(),
  migrations: z.object({ current: z.boolean(), applied: z.number(), expected: z.number() }).optional(),
  live: z.object({ lagEvents: z.number(), listening: z.boolean(), clients: z.number() }).optional(),
})

export interface HealthRouteOptions {
  /** A bearer token that shows the details to a maintainer elsewhere; loopback callers see them anyway. */
  readonly token?: string | undefined
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** For load balancers and people: 200 when the database answers and its schema is current, else 503. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRouteOptions> = async (app, options) => {
  const isMaintainer = (request: FastifyRequest) => {
    // request.ip is the real client: forwarding headers count only behind a configured proxy.
    if (LOOPBACK.has(request.ip)) return true
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    return options.token !== undefined && bearer !== undefined && sameSecret(bearer, options.token)
  }

  app.get(
    '/api/health',
    { config: { permission: 'public' }, schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      const { db, tailer, hub } = app.platform
      const reachable = await isReachable(db)
      const migrations = reachable ? await migrationStatus(db) : { current: false, applied: 0, expected: 0 }
      const ok = reachable && migrations.current
      const status = ok ? 'ok' : 'degraded'
      reply.status(ok ? 200 : 503)
      if (!isMaintainer(request)) return reply.send({ status })
      const lagEvents = reachable ? await tailer.lag() : 0
      return reply.send({
        status,
        database: reachable ? 'ok' : 'unreachable',
        migrations,
        live: { lagEvents, listening: tailer.listening, clients: hub.clientCount },
      })
    },
  )
}
