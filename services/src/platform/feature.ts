import type { DomainEvent } from '@teamspace/domain/shared/events'
import type { LiveTopic } from '@teamspace/domain/shared/live-topics'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { MailOutboxTable } from './mail/outbox-delivery'
import type { Projection } from './projections/registry'
import type { Subscriber } from './projections/subscriptions'

/** Which query families of the web app each of a feature's events changes; an event that changes none says []. */
export type LiveTopicMap<E extends DomainEvent> = { readonly [T in E['type']]: readonly LiveTopic[] }

/**
 * An asynchronous subscriber, made from the app it runs in (its database, its mail port, the site's address
 * and settings), as routes are.
 */
export type SubscriberFactory = (app: FastifyInstance) => Subscriber

/**
 * A feature's one face to the app: its routes, the projections that keep its read tables, its asynchronous
 * subscribers and the live topics of its events. `app.ts` holds the list of features; nothing else about a
 * feature is registered elsewhere.
 */
export interface Feature {
  readonly name: string
  readonly routes: FastifyPluginAsyncZod
  readonly projections: readonly Projection[]
  readonly subscribers: readonly SubscriberFactory[]
  readonly mailOutboxes: readonly MailOutboxTable[]
  readonly liveTopics: Readonly<Record<string, readonly LiveTopic[]>>
}

export interface FeatureDefinition<E extends DomainEvent> {
  readonly name: string
  readonly routes: FastifyPluginAsyncZod
  readonly projections?: readonly Projection[]
  /** Side effects that follow the log behind the commands (e-mail), each with its own checkpoint. */
  readonly subscribers?: readonly SubscriberFactory[]
  /** The tables of mail it queues for the shared outbox delivery: the health check reports their backlog. */
  readonly mailOutboxes?: readonly MailOutboxTable[]
  /** Every event type the feature appends, each with its topics: the compiler checks none is forgotten. */
  readonly liveTopics: LiveTopicMap<E>
}

/** `E` is the union of the events the feature appends (not the ones it merely projects). */
export const defineFeature = <E extends DomainEvent = never>(definition: FeatureDefinition<E>): Feature => ({
  name: definition.name,
  routes: definition.routes,
  projections: definition.projections ?? [],
  subscribers: definition.subscribers ?? [],
  mailOutboxes: definition.mailOutboxes ?? [],
  liveTopics: definition.liveTopics,
})

/** The topics of every event type across the features; an event type claimed twice is a mistake. */
export const liveTopicsOf = (features: readonly Feature[]): ReadonlyMap<string, readonly LiveTopic[]> => {
  const topics = new Map<string, readonly LiveTopic[]>()
  for (const feature of features) {
    for (const [type, names] of Object.entries(feature.liveTopics)) {
      if (topics.has(type)) throw new Error(`event type ${type} is claimed by two features`)
      topics.set(type, names)
    }
  }
  return topics
}
