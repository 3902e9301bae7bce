import type { DomainEvent, RecordedEvent, RecordedOf } from '@teamspace/domain/shared/events'
import type { Role } from '@teamspace/domain/shared/roles'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'

/*
 * Who of a team may hear of an event on the live channel, and what an event changes of a member's open tabs: the
 * live hub's vocabulary, which features fill in through their definition (feature.ts).
 */

/** Who of a team may hear of an event on the live channel: every member, or only members of the roles named. */
export type LiveAudience = 'team' | readonly Role[]

/**
 * Who may hear of each of a batch of the feature's own events, in order (a coach-only thread's messages: its
 * coaches). Asked with the database, since what makes an event private may be a fact of another stream.
 */
export type LiveAudienceOf<E extends DomainEvent> = (
  db: Kysely<DB>,
  events: readonly RecordedOf<E>[],
) => Promise<readonly LiveAudience[]>

/**
 * What one event changes of a member's open tabs on the event's team: they end, since the member lost the team
 * and its live channel with it, or they hear from the next event on what the member's new role may hear.
 */
export type LiveAccessChange =
  | { readonly kind: 'ended'; readonly userId: string }
  | { readonly kind: 'role'; readonly userId: string; readonly role: Role }

/** For each of a feature's event types that changes who may hear the team's notices, what it changes. */
export type LiveAccessMap<E extends DomainEvent> = {
  readonly [T in E['type']]?: (event: RecordedOf<Extract<E, { readonly type: T }>>) => LiveAccessChange
}

/** What an event of any feature changes of the open tabs of its team; nothing for most events. */
export type LiveAccessOf = (event: RecordedEvent) => LiveAccessChange | undefined
