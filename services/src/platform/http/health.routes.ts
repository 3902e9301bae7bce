import { timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { cachedCheck } from '../checks'
import { isReachable } from '../db/database'
import { migrationStatus } from '../db/migrate'
import type { OutboxTable } from '../mail/outbox-delivery'
import { probeStorage } from '../storage/storage'
import { outboxBacklog, subscriberLag, subscriberWaits, type SubscriberOfHealth } from './health.queries'

const component = z.object({ status: z.enum(['ok', 'failing']), error: z.string().optional() })

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  // Details only for maintainers: the public learns up or down, nothing about the inside.
  database: z.enum(['ok', 'unreachable']).optional(),
  migrations: z.object({ current: z.boolean(), applied: z.number(), expected: z.number() }).optional(),
  live: z.object({ lagEvents: z.number(), listening: z.boolean(), clients: z.number() }).optional(),
  mail: z.object({ status: z.enum(['ok', 'failing', 'not configured']), error: z.string().optional() }).optional(),
  storage: component.optional(),
  outbox: z
    .object({
      unsent: z.number(),
      failing: z.number(),
      failedLastDay: z.number(),
      overdueSeconds: z.number(),
      tables: z.record(
        z.string(),
        z.object({ unsent: z.number(), failing: z.number(), failedLastDay: z.number(), overdueSeconds: z.number() }),
      ),
    })
    .optional(),
  subscribers: z
    .record(
      z.string(),
      z.object({ lagEvents: z.number(), lagSeconds: z.number(), checkpointAt: z.string().nullable() }),
    )
    .optional(),
  /** What made the status `degraded` by falling behind: a subscriber or an outbox, and by how many seconds. */
  lagging: z.array(z.object({ name: z.string(), seconds: z.number() })).optional(),
})

export interface HealthRouteOptions {
  /** A bearer token that shows the details to a maintainer elsewhere; loopback callers see them anyway. */
  readonly token?: string | undefined
  /** The features' tables of queued mail, whose backlog the details show. */
  readonly mailOutboxes?: readonly OutboxTable[]
  /** The asynchronous subscribers, whose distance behind the log the details show. */
  readonly subscribers?: readonly SubscriberOfHealth[]
  /**
   * A subscriber whose oldest event not handled yet, or an outbox whose oldest notification or mail due, has
   * waited longer than this makes the status `degraded`; 60 s by default.
   */
  readonly lagLimitS?: number
  /** How long the mail server's and the storage's answers are kept; a minute by default. */
  readonly checkCacheMs?: number
}

/** A mail server or a bucket that does not answer within this counts as failing. */
const CHECK_TIMEOUT_MS = 5_000

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * For load balancers and people: 503 only when this instance cannot serve (the database does not answer, or its
 * schema is not current); a mail server or a file storage that fails makes the status `degraded` with a 200, since
 * every instance shares them and taking all out of service would turn a delay of mail (it waits in the outbox)
 * into an outage. So does work that falls behind: a subscriber that has not handled an event for over a minute, or
 * an outbox (mail, push) whose oldest row due has waited that long. The mail server and the storage are asked at
 * most once a minute (the storage by writing and deleting a small file), so a check every few seconds costs them
 * nothing.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRouteOptions> = async (app, options) => {
  const cache = { ttlMs: options.checkCacheMs ?? 60_000, timeoutMs: CHECK_TIMEOUT_MS }
  const verify = app.mail.verify?.bind(app.mail)
  const mailCheck = verify ? cachedCheck(verify, cache) : undefined
  const storageCheck = cachedCheck(() => probeStorage(app.storage), cache)
  const subscribers = options.subscribers ?? []
  const lagLimitS = options.lagLimitS ?? 60

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
      const [reachable, mail, storage] = await Promise.all([isReachable(db), mailCheck?.(), storageCheck()])
      // The database may go away between the first query and the next ones: then it is unreachable after all.
      const noMigrations = { current: false, applied: 0, expected: 0 }
      const migrations = reachable ? await migrationStatus(db).catch(() => null) : noMigrations
      const serving = migrations !== null && reachable && migrations.current
      const [outbox, waits] = serving
        ? await Promise.all([outboxBacklog(db, options.mailOutboxes ?? []), subscriberWaits(db, subscribers)]).catch(
            () => [undefined, undefined] as const,
          )
        : [undefined, undefined]
      const lagging = [
        ...[...(waits ?? [])].map(([name, seconds]) => ({ name, seconds })),
        ...Object.entries(outbox?.tables ?? {}).map(([name, figures]) => ({ name, seconds: figures.overdueSeconds })),
      ].filter(({ seconds }) => seconds > lagLimitS)
      const status = serving && (mail?.ok ?? true) && storage.ok && lagging.length === 0 ? 'ok' : 'degraded'
      reply.status(serving ? 200 : 503)
      if (!isMaintainer(request)) return reply.send({ status })
      const [lagEvents, lags] = serving
        ? await Promise.all([
            tailer.lag(),
            subscriberLag(
              db,
              subscribers.map(({ name }) => name),
            ),
          ]).catch(() => [0, undefined] as const)
        : [0, undefined]
      const subscriberDetails =
        lags &&
        Object.fromEntries(
          Object.entries(lags).map(([name, lag]) => [name, { ...lag, lagSeconds: waits?.get(name) ?? 0 }]),
        )
      return reply.send({
        status,
        database: migrations !== null && reachable ? 'ok' : 'unreachable',
        migrations: migrations ?? noMigrations,
        live: { lagEvents, listening: tailer.listening, clients: hub.clientCount },
        mail: !mail
          ? { status: 'not configured' }
          : mail.ok
            ? { status: 'ok' }
            : { status: 'failing', error: mail.error },
        storage: storage.ok ? { status: 'ok' } : { status: 'failing', error: storage.error },
        outbox,
        subscribers: subscriberDetails,
        lagging,
      })
    },
  )
}
