import type { PushKindDefinition } from '@teamspace/domain/push/push-kinds'
import type { DomainEvent, RecordedEvent, RecordedOf } from '@teamspace/domain/shared/events'
import type { LiveTopic } from '@teamspace/domain/shared/live-topics'
import type { UpcasterSteps } from '@teamspace/domain/shared/upcasting'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AsOfView } from './as-of'
import type { Erasure } from './erasure'
import type { LiveAccessChange, LiveAccessMap, LiveAccessOf, LiveAudience, LiveAudienceOf } from './live/audience'
import type { MailKind } from './mail/mail-kinds'
import type { NameResolvers } from './names'
import type { DeclaredOutbox } from './mail/outbox-delivery'
import type { Projection } from './projections/registry'
import type { SettingsDefaults } from './settings'
import { eraseServerHistory, type AnyServerHistory, type ServerHistory } from './history'
import type { Delivery, Subscriber } from './projections/subscriptions'

/** Which query families of the web app each of a feature's events changes; an event that changes none says []. */
export type LiveTopicMap<E extends DomainEvent> = { readonly [T in E['type']]: readonly LiveTopic[] }

export type { RecordedOf }
export type { LiveAccessChange, LiveAccessMap, LiveAccessOf, LiveAudience, LiveAudienceOf } from './live/audience'

/**
 * An asynchronous subscriber, made from the app it runs in (its database, its mail port, the site's address
 * and settings), as routes are.
 */
export type SubscriberFactory = (app: FastifyInstance) => Subscriber

/** An outbox filled by routes rather than from the log (reset links), made from the app it runs in. */
export type DeliveryFactory = (app: FastifyInstance) => Delivery

/**
 * A feature's one face to the app: its routes, the projections that keep its read tables, its asynchronous
 * subscribers and the live topics of its events. `app.ts` holds the list of features; nothing else about a
 * feature is registered elsewhere.
 */
export interface Feature {
  readonly name: string
  readonly routes: FastifyPluginAsyncZod
  readonly erasure: Erasure
  readonly upcasters: Readonly<Record<string, UpcasterSteps | undefined>>
  readonly projections: readonly Projection[]
  readonly history: AnyServerHistory | undefined
  readonly asOf: readonly AsOfView[]
  readonly names: NameResolvers
  readonly subscribers: readonly SubscriberFactory[]
  readonly deliveries: readonly DeliveryFactory[]
  readonly mailKinds: readonly MailKind[]
  readonly mailOutboxes: readonly DeclaredOutbox[]
  readonly pushKinds: readonly PushKindDefinition[]
  readonly liveTopics: Readonly<Record<string, readonly LiveTopic[]>>
  readonly liveAudience: LiveAudienceOf<DomainEvent> | undefined
  readonly liveAccess: Readonly<Record<string, ((event: RecordedEvent) => LiveAccessChange) | undefined>>
  readonly settings: SettingsDefaults | undefined
}

export interface FeatureDefinition<E extends DomainEvent> {
  readonly name: string
  readonly routes: FastifyPluginAsyncZod
  /** What it deletes when a member's account or a player is deleted (see erasure.ts): `{}` for nothing. */
  readonly erasure: Erasure
  /** Its own event types' upcasters, for events stored at an older schema version (see event-store/upcasters). */
  readonly upcasters?: { readonly [T in E['type']]?: UpcasterSteps }
  readonly projections?: readonly Projection[]
  /**
   * How the coaches' history tells each of its events (one sentence per type of `E`) and which items have a
   * History view; a feature that appends events must give it (see `WithHistory`).
   */
  readonly history?: ServerHistory<E>
  /** Its pages as they were at the end of a past day, each folded from the log (see as-of.ts). */
  readonly asOf?: readonly AsOfView[]
  /**
   * How the history and the "as of" views learn who the ids it owns are today (members, players, calendar events),
   * each kind from its one owner (see names.ts): the history names no feature's table.
   */
  readonly names?: NameResolvers
  /** Side effects that follow the log behind the commands (e-mail), each with its own checkpoint. */
  readonly subscribers?: readonly SubscriberFactory[]
  /** Mails its routes queue outside the log, sent after commit by the subscribers' runner. */
  readonly deliveries?: readonly DeliveryFactory[]
  /** The kinds of mail it sends that a member may turn off: each mail of one carries a one-click unsubscribe link. */
  readonly mailKinds?: readonly MailKind[]
  /**
   * The outboxes it queues for the shared outbox delivery (mail, push), each with how many days a finished row is
   * kept: the health check reports their backlog, and one platform sweep forgets what is older.
   */
  readonly mailOutboxes?: readonly DeclaredOutbox[]
  /** Its kinds of push notification (see domain/push/push-kinds.ts): a member turns each on or off per team. */
  readonly pushKinds?: readonly PushKindDefinition[]
  /** Every event type the feature appends, each with its topics: the compiler checks none is forgotten. */
  readonly liveTopics: LiveTopicMap<E>
  /** Events whose notices only some members may hear; without it, every member of the team hears of every one. */
  readonly liveAudience?: LiveAudienceOf<E>
  /** Events after which a member's open tabs end or hear as another role (a member removed, or given a new role). */
  readonly liveAccess?: LiveAccessMap<E>
  /** Its tunables with their defaults (see settings.ts): the server's configuration or a test may set them. */
  readonly settings?: SettingsDefaults
}

/** A feature that appends events says how the history tells them; one that appends none has nothing to say. */
export type WithHistory<E extends DomainEvent> = [E] extends [never] ? unknown : { readonly history: ServerHistory<E> }

declare const eventTypeNotGiven: unique symbol
/** What `E` is when a feature forgets to name its events: no union of a feature's own events is this. */
type EventTypeNotGiven = DomainEvent & { readonly [eventTypeNotGiven]: true }

/**
 * The definition `defineFeature<E>` takes: with `E` forgotten (or too broad to name any feature's events), a
 * message instead, so the type-check fails where the topic and history checks would otherwise be silently off.
 */
export type DefinitionOf<E extends DomainEvent> = [E] extends [never]
  ? FeatureDefinition<never>
  : [EventTypeNotGiven] extends [E]
    ? 'defineFeature needs the union of the events the feature appends: defineFeature<MyEvent>({ … }), or defineFeature<never>({ … }) for none'
    : FeatureDefinition<E> & WithHistory<E>

/**
 * `E` is the union of the events the feature appends (not the ones it merely projects), always written out:
 * `defineFeature<never>` for a feature that appends none.
 */
export const defineFeature = <E extends DomainEvent = EventTypeNotGiven>(
  definition: NoInfer<DefinitionOf<E>>,
): Feature => {
  // Only a definition gets past the type-check: the message is a string, which no feature's `index.ts` can give.
  const checked = definition as FeatureDefinition<E> & WithHistory<E>
  const { liveAudience } = checked
  return {
    name: checked.name,
    routes: checked.routes,
    erasure: checked.erasure,
    upcasters: checked.upcasters ?? {},
    projections: checked.projections ?? [],
    history: checked.history && eraseServerHistory(checked.history),
    asOf: checked.asOf ?? [],
    names: checked.names ?? {},
    subscribers: checked.subscribers ?? [],
    deliveries: checked.deliveries ?? [],
    mailKinds: checked.mailKinds ?? [],
    mailOutboxes: checked.mailOutboxes ?? [],
    pushKinds: checked.pushKinds ?? [],
    liveTopics: checked.liveTopics,
    // Only ever asked about the feature's own event types (see liveAudienceOf).
    liveAudience: liveAudience && ((db, events) => liveAudience(db, events as readonly RecordedOf<E>[])),
    // Each entry is only ever asked about its own event type (see liveAccessOf).
    liveAccess: (checked.liveAccess ?? {}) as Feature['liveAccess'],
    settings: checked.settings,
  }
}

/**
 * Each feature's history sentences and live topics name the same event types: an event the feed cannot tell, or
 * one told that never reaches the live channel, is a definition to fix before the app starts.
 */
export const checkEventsToldAndHeard = (features: readonly Feature[]) => {
  for (const feature of features) {
    const told = new Set(feature.history?.types ?? [])
    const heard = new Set(Object.keys(feature.liveTopics))
    for (const type of heard)
      if (!told.has(type))
        throw new Error(`feature ${feature.name}: event type ${type} has live topics but no history sentence`)
    for (const type of told)
      if (!heard.has(type))
        throw new Error(`feature ${feature.name}: event type ${type} has a history sentence but no live topics`)
  }
}

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

/**
 * Who may hear of each event of a batch, in order: each event's feature decides for its own events (the type
 * names the feature, as for topics); an event of a feature that declares no audience goes to the whole team.
 */
export const liveAudienceOf = (features: readonly Feature[]): LiveAudienceOf<DomainEvent> => {
  const deciderOf = new Map<string, LiveAudienceOf<DomainEvent>>()
  for (const feature of features) {
    if (!feature.liveAudience) continue
    for (const type of Object.keys(feature.liveTopics)) deciderOf.set(type, feature.liveAudience)
  }
  return async (db, events) => {
    const audiences: LiveAudience[] = events.map(() => 'team')
    const byDecider = new Map<LiveAudienceOf<DomainEvent>, number[]>()
    events.forEach((event, index) => {
      const decide = deciderOf.get(event.type)
      if (decide) byDecider.set(decide, [...(byDecider.get(decide) ?? []), index])
    })
    for (const [decide, indexes] of byDecider) {
      const decided = await decide(
        db,
        indexes.map((index) => events[index]!),
      )
      // An event a feature left undecided is heard by nobody rather than by everybody.
      indexes.forEach((index, i) => (audiences[index] = decided[i] ?? []))
    }
    return audiences
  }
}

/** What each event changes of its team's open tabs: its feature's `liveAccess` entry for the event's type, if any. */
export const liveAccessOf = (features: readonly Feature[]): LiveAccessOf => {
  const changeOf = new Map<string, (event: RecordedEvent) => LiveAccessChange>()
  for (const feature of features)
    for (const [type, change] of Object.entries(feature.liveAccess)) if (change) changeOf.set(type, change)
  return (event) => changeOf.get(event.type)?.(event)
}

/** The kinds of push notification across the features, in their order; a kind declared twice is a mistake. */
export const pushKindsOf = (features: readonly Feature[]): readonly PushKindDefinition[] => {
  const kinds = features.flatMap((feature) => feature.pushKinds)
  const names = new Set(kinds.map(({ kind }) => kind))
  if (names.size !== kinds.length) throw new Error('a push kind is declared by two features')
  return kinds
}
