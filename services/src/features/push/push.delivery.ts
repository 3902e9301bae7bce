import type { FastifyInstance } from 'fastify'
import { PushDelivery } from '../../platform/push/push-delivery'

const deliveries = new WeakMap<FastifyInstance, PushDelivery>()

/** The app's one push delivery loop (see platform/push/push-delivery.ts). */
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
