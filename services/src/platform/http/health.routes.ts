import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isReachable } from '../db/database'
import { migrationStatus } from '../db/migrate'

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  migrations: z.object({ current: z.boolean(), applied: z.number(), expected: z.number() }),
  live: z.object({ lagEvents: z.number(), listening: z.boolean(), clients: z.number() }),
})

/** For load balancers and people: 200 when the database answers and its schema is current, else 503. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { config: { permission: 'public' }, schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const { db, tailer, hub } = app.platform
      const reachable = await isReachable(db)
      const migrations = reachable ? await migrationStatus(db) : { current: false, applied: 0, expected: 0 }
      const lagEvents = reachable ? await tailer.lag() : 0
      const ok = reachable && migrations.current
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: reachable ? 'ok' : 'unreachable',
        migrations,
        live: { lagEvents, listening: tailer.listening, clients: hub.clientCount },
      })
    },
  )
}
