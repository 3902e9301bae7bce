import type { Generated } from 'kysely'
import type { Timestamp } from '../db/schema'

declare module '../db/schema' {
  interface DB {
    push_keys: PushKeysTable
    push_subscriptions: PushSubscriptionsTable
    push_kind_preferences: PushKindPreferencesTable
    push_outbox: PushOutboxTable
  }
}

/** The server's VAPID key pair, made by the first instance that needs it and shared by every other. */
export interface PushKeysTable {
  name: string
  /** Base64url, uncompressed P-256 point: the `applicationServerKey` browsers subscribe with. */
  public_key: string
  private_key: string
  created_at: Generated<Date>
}

/**
 * One device's subscription for one member of one team (a device is its endpoint; it may be subscribed for
 * several teams of one account). The endpoint is a capability: anyone holding it can send to the device, so it
 * is kept here only, never in the log, a log line or an outbox row.
 */
export interface PushSubscriptionsTable {
  id: string
  endpoint: string
  /** The browser's P-256 public key and authentication secret, base64url: what a payload is encrypted for. */
  p256dh: string
  auth: string
  team_id: string
  user_id: string
  created_at: Generated<Date>
  updated_at: Generated<Date>
  /** Sends in a row its push service did not answer in time: at the limit the subscription is dropped. */
  timeouts: Generated<number>
}

/**
 * A member's choice of one kind for one team; no row means the kind is on. The kinds are the features' own (see
 * domain/push/push-kinds.ts), so a new kind needs no new column. A mutable table: nothing of it goes into the log.
 */
export interface PushKindPreferencesTable {
  team_id: string
  user_id: string
  kind: string
  enabled: boolean
  updated_at: Generated<Date>
}

/**
 * One notification to one subscription, keyed by what it tells and the subscription so it is queued once;
 * written in the transaction of whatever queued it, sent after commit by the push delivery loop, and marked.
 */
export interface PushOutboxTable {
  key: string
  subscription_id: string
  team_id: string
  user_id: string
  kind: string
  title: string
  body: string
  url: string
  tag: string | null
  created_at: Generated<Date>
  attempts: Generated<number>
  next_attempt_at: Generated<Date>
  /** A sender's lease: another instance leaves the row alone until it runs out. */
  claimed_until: Timestamp | null
  /** Null while it is still to be sent. */
  outcome: 'sent' | 'skipped' | 'failed' | null
  finished_at: Timestamp | null
  last_error: string | null
}
