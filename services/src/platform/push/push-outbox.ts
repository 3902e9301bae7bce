import type { PushKind } from '@teamspace/domain/push/push-kinds'
import { inEachLanguage } from '@teamspace/domain/i18n/speak'
import type { PushPayload } from '@teamspace/domain/push/push.schemas'
import type { Language } from '@teamspace/domain/shared/languages'
import type { Role } from '@teamspace/domain/shared/roles'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { accountLanguage, inLanguageOf } from '../languages'
import './push.tables'

/**
 * Push notifications are queued as outbox rows in the transaction that decided on them (a subscriber's, with its
 * checkpoint), and sent after commit by the one push delivery loop (push-delivery.ts), several at once, with
 * retries and backoff. A push service that is down or silent delays them; it never loses one, never holds up or
 * fails a request, and never holds up another member's notifications.
 *
 * For other features:
 * - `queuePushToMembers(trx, …)` queues one notification to every device of the team's members who have the
 *   kind on (leaving out `except`, keeping only `only` or only `roles` when given);
 * - `queuePush(trx, …)` queues one to one member's devices;
 * - `pushReachable(db, …)` says whether a member would get a notification of a kind in a team now (a device
 *   subscribed, the kind on): what "push, else e-mail" asks.
 * Each takes a `key` naming what is told (`schedule:<event>:<versions>`): queuing the same key twice queues once,
 * and a payload, or a function of the language that words it: each member is told in their account's language.
 */

export interface PushMember {
  readonly teamId: string
  readonly userId: string
}

export interface QueuedPush {
  readonly teamId: string
  readonly kind: PushKind
  /** What the notification tells, unique: with each device, the outbox row's key. */
  readonly key: string
  /** The notification, worded in each member's language (a payload alone: the same words for everyone). */
  readonly payload: PushPayload | ((language: Language) => PushPayload)
}

export interface PushAudience {
  /** Never told: whoever did what the notification tells of. */
  readonly except?: readonly string[]
  /** Only these members (a thread's participants). */
  readonly only?: readonly string[]
  /** Only members of these roles (a coach-only thread's: the coach-like ones). */
  readonly roles?: readonly Role[]
}

/** Queues the notification to every subscribed device of the team's members in the audience who have its kind on. */
export const queuePushToMembers = async (
  trx: Kysely<DB>,
  { teamId, kind, key, payload }: QueuedPush,
  { except = [], only, roles }: PushAudience = {},
) => {
  if (only?.length === 0 || roles?.length === 0) return
  const payloads = inEachLanguage((language) => (typeof payload === 'function' ? payload(language) : payload))
  const field = <F extends keyof PushPayload>(name: F) =>
    inLanguageOf(
      inEachLanguage((language) => payloads[language][name] ?? null),
      accountLanguage('a', 't'),
    )
  await trx
    .insertInto('push_outbox')
    .columns(['key', 'subscription_id', 'team_id', 'user_id', 'kind', 'title', 'body', 'url', 'tag'])
    .expression((eb) => {
      let members = eb
        .selectFrom('push_subscriptions as s')
        .innerJoin('team_members as m', (join) =>
          join.onRef('m.team_id', '=', 's.team_id').onRef('m.user_id', '=', 's.user_id'),
        )
        .leftJoin('push_kind_preferences as p', (join) =>
          join.onRef('p.team_id', '=', 's.team_id').onRef('p.user_id', '=', 's.user_id').on('p.kind', '=', kind),
        )
        .leftJoin('accounts as a', 'a.id', 's.user_id')
        .leftJoin('teams as t', 't.id', 's.team_id')
        .select((eb) => [
          sql<string>`${`${key}:`}::text || ${eb.ref('s.id')}`.as('key'),
          's.id',
          's.team_id',
          's.user_id',
          eb.val(kind).as('kind'),
          field('title').as('title'),
          field('body').as('body'),
          field('url').as('url'),
          field('tag').as('tag'),
        ])
        .where('s.team_id', '=', teamId)
        .where((eb) => eb.fn.coalesce(eb.ref('p.enabled'), eb.val(true)), '=', true)
      if (except.length > 0) members = members.where('s.user_id', 'not in', except)
      if (only) members = members.where('s.user_id', 'in', only)
      if (roles) members = members.where('m.role', 'in', roles)
      return members
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
}

/** Queues the notification to one member's subscribed devices in the team, if they have its kind on. */
export const queuePush = (trx: Kysely<DB>, push: QueuedPush & { readonly userId: string }) =>
  queuePushToMembers(trx, push, { only: [push.userId] })

/** Whether the member, still in the team, has a device subscribed there and the kind on: they would be told. */
export const pushReachable = async (db: Kysely<DB>, teamId: string, userId: string, kind: PushKind) => {
  const row = await db
    .selectFrom('push_subscriptions as s')
    .innerJoin('team_members as m', (join) =>
      join.onRef('m.team_id', '=', 's.team_id').onRef('m.user_id', '=', 's.user_id'),
    )
    .leftJoin('push_kind_preferences as p', (join) =>
      join.onRef('p.team_id', '=', 's.team_id').onRef('p.user_id', '=', 's.user_id').on('p.kind', '=', kind),
    )
    .select('s.id')
    .where('s.team_id', '=', teamId)
    .where('s.user_id', '=', userId)
    .where((eb) => eb.fn.coalesce(eb.ref('p.enabled'), eb.val(true)), '=', true)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** A member's choice of each of the kinds for one team: every kind on until they choose. */
export const pushPreferencesOf = async (db: Kysely<DB>, { teamId, userId }: PushMember, kinds: readonly PushKind[]) => {
  const rows = await db
    .selectFrom('push_kind_preferences')
    .select(['kind', 'enabled'])
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .execute()
  const chosen = new Map(rows.map((row) => [row.kind, row.enabled]))
  return Object.fromEntries(kinds.map((kind) => [kind, chosen.get(kind) ?? true]))
}

/** Sets a member's choice of the kinds given for one team, one row each; setting them twice is the same as once. */
export const setPushPreferences = async (
  db: Kysely<DB>,
  { teamId, userId }: PushMember,
  choices: Readonly<Record<string, boolean>>,
) => {
  const rows = Object.entries(choices).map(([kind, enabled]) => ({
    team_id: teamId,
    user_id: userId,
    kind,
    enabled,
    updated_at: new Date(),
  }))
  if (rows.length === 0) return
  await db
    .insertInto('push_kind_preferences')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['team_id', 'user_id', 'kind']).doUpdateSet((eb) => ({
        enabled: eb.ref('excluded.enabled'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute()
}
