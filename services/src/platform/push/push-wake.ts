import type { RecordedEvent } from '@teamspace/domain/shared/events'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { PushDelivery } from './push-delivery'

const deliveries = new WeakMap<FastifyInstance, PushDelivery>()

/** The app's one push delivery loop (see push-delivery.ts). */
export const pushDeliveryOf = (app: FastifyInstance) => {
  let delivery = deliveries.get(app)
  if (!delivery) {
    delivery = new PushDelivery(app.platform.db, app.push)
    deliveries.set(app, delivery)
  }
  return delivery
}

/**
 * After a commit that queued notifications: the delivery loop claims them at once, or is woken to. A subscriber
 * never sends itself, so a push service that does not answer holds up none of them.
 */
export const wakePushDelivery = (app: FastifyInstance) => {
  if (!pushDeliveryOf(app).nudge()) app.wakeDeliveries()
}

/**
 * What a notifying subscriber's `deliver` does: only wakes the push delivery loop, once something was queued. The
 * subscriber never sends, so it goes on reading the log whatever the push services do.
 */
export const queuedPushes = (app: FastifyInstance) => {
  let queued = false
  return {
    queued: () => {
      queued = true
    },
    deliver: async () => {
      if (queued) {
        queued = false
        wakePushDelivery(app)
      }
      return null
    },
  }
}

/**
 * Whether a notification of it is still news: a subscriber that starts on an old log (the first start after it
 * arrives, a long outage) wakes nobody's phone about last month.
 */
export const isFreshForPush = (event: RecordedEvent, freshMs: number, now: Date) =>
  now.getTime() - Date.parse(event.metadata.recordedAt) < freshMs

/** The names of the teams, which each notification's title starts with. */
export const teamNamesForPush = async (trx: Kysely<DB>, teamIds: readonly string[]) =>
  new Map(
    teamIds.length === 0
      ? []
      : (
          await trx
            .selectFrom('teams')
            .select(['id', 'name'])
            .where('id', 'in', [...new Set(teamIds)])
            .execute()
        ).map((row) => [row.id, row.name]),
  )
