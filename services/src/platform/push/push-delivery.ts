import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { PushTimeoutError, type PushPort } from './push'
import { PushAddressError } from './push-network'
import './push.tables'

/**
 * The one loop that sends push notifications. Whatever decides on a notification (a subscriber, the
 * schedule-change merge, a reminder) only queues it in `push_outbox` with its own transaction; this loop claims
 * what is due and sends it, several at once, each under a short timeout. A member's devices hold at most a few
 * of the places at once, so a member whose push services accept and never answer delays only their own
 * notifications: every other member's, in every team, go out meanwhile. A device that keeps not answering is
 * dropped, as one its push service says is gone.
 */

export interface PushDeliveryOptions {
  /** Notifications in flight at once, in this instance. */
  readonly concurrency?: number
  /** Of those, at most this many to one member's devices, across instances (their leases count). */
  readonly perMember?: number
  /** A subscription whose push service did not answer this many times in a row is dropped. */
  readonly dropAfterTimeouts?: number
}

/** A queued notification as the loop claims it. */
interface ClaimedPush {
  readonly key: string
  readonly attempts: number
  readonly subscription_id: string
  readonly user_id: string
  readonly kind: string
  readonly title: string
  readonly body: string
  readonly url: string
  readonly tag: string | null
}

/** How long a push service keeps a notification for a device that is offline. */
const TTL_SECONDS = 24 * 60 * 60
/** Waits before the next attempt after each failure; after the last, the notification is given up. */
const RETRY_DELAYS_S = [5, 30, 120, 600, 1_800, 3_600]
/** A claim holds a row this long: far beyond a send's timeout, so only a process that died leaves one held. */
const LEASE = '2 minutes'
/** While sends are in flight, what fell due meanwhile (a retry, another instance's queue) is looked for this often. */
const LOOK_AGAIN_MS = 1_000

/**
 * Claims up to `limit` due notifications, at most `perMember` in flight per member counting every instance's
 * leases. Two instances may pick the same rows; the update takes each row once.
 */
const claim = async (db: Kysely<DB>, limit: number, perMember: number) => {
  const { rows } = await sql<ClaimedPush>`
    with busy as (
      select user_id, count(*)::int as n from push_outbox
      where outcome is null and claimed_until >= now()
      group by user_id),
    due as (
      select key, user_id, next_attempt_at,
        row_number() over (partition by user_id order by next_attempt_at, key) as place
      from push_outbox
      where outcome is null and next_attempt_at <= now() and (claimed_until is null or claimed_until < now()))
    update push_outbox set claimed_until = now() + ${LEASE}::interval, attempts = attempts + 1
    where key in (
        select due.key from due left join busy on busy.user_id = due.user_id
        where due.place + coalesce(busy.n, 0) <= ${perMember}
        order by due.next_attempt_at
        limit ${limit})
      and outcome is null and (claimed_until is null or claimed_until < now())
    returning key, attempts, subscription_id, user_id, kind, title, body, url, tag`.execute(db)
  return rows
}

const finish = (db: Kysely<DB>, key: string, outcome: 'sent' | 'skipped' | 'failed', error: string | null = null) =>
  db
    .updateTable('push_outbox')
    .set({ outcome, finished_at: new Date(), claimed_until: null, last_error: error })
    .where('key', '=', key)
    .execute()

export class PushDelivery {
  readonly #concurrency: number
  readonly #perMember: number
  readonly #dropAfter: number
  /** Set while a pass runs: ends its wait, to claim what was just queued. */
  #nudge: (() => void) | null = null

  constructor(
    private readonly db: Kysely<DB>,
    private readonly port: PushPort,
    options: PushDeliveryOptions = {},
  ) {
    this.#concurrency = options.concurrency ?? 16
    this.#perMember = options.perMember ?? 4
    this.#dropAfter = options.dropAfterTimeouts ?? 3
  }

  /**
   * Something was queued: a pass under way claims it at once. Returns false when no pass is under way, and the
   * caller wakes one.
   */
  nudge(): boolean {
    if (!this.#nudge) return false
    this.#nudge()
    return true
  }

  /**
   * Sends what is due, several at once, until nothing is due or in flight; stops early when `signal` aborts,
   * handing back what it claimed and did not send. Returns when a retry falls due, or null.
   */
  async deliver(signal: AbortSignal): Promise<Date | null> {
    const inFlight = new Set<Promise<void>>()
    const failed: { error?: Error } = {}
    try {
      while (!signal.aborted && !failed.error) {
        const nudged = new Promise<void>((resolve) => (this.#nudge = resolve))
        const free = this.#concurrency - inFlight.size
        const claimed = free > 0 ? await claim(this.db, free, this.#perMember) : []
        for (const row of claimed) {
          const send = this.#send(row, signal)
            .catch((error: unknown) => {
              // The database failed under a send: the pass ends, and the runner tries again shortly.
              failed.error ??= error instanceof Error ? error : new Error(String(error))
            })
            .finally(() => inFlight.delete(send))
          inFlight.add(send)
        }
        if (inFlight.size === 0) break
        // The first send done, something queued, or a while gone: then places are free or new rows due.
        let timer: NodeJS.Timeout | undefined
        await Promise.race([
          ...inFlight,
          nudged,
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, LOOK_AGAIN_MS)
          }),
        ])
        clearTimeout(timer)
      }
    } finally {
      this.#nudge = null
      await Promise.allSettled(inFlight)
    }
    if (failed.error) throw failed.error
    const next = await this.db
      .selectFrom('push_outbox')
      .select((eb) => eb.fn.min('next_attempt_at').as('at'))
      .where('outcome', 'is', null)
      .executeTakeFirst()
    return next?.at ? new Date(next.at) : null
  }

  /** Sends one claimed notification to its device as the device is now, and marks it. */
  async #send(row: ClaimedPush, signal: AbortSignal): Promise<void> {
    const { db } = this
    // The device as it is now: one unsubscribed, a member who left, or a kind turned off meanwhile is skipped.
    const subscription = await db
      .selectFrom('push_subscriptions as s')
      .innerJoin('team_members as m', (join) =>
        join.onRef('m.team_id', '=', 's.team_id').onRef('m.user_id', '=', 's.user_id'),
      )
      .leftJoin('push_kind_preferences as p', (join) =>
        join.onRef('p.team_id', '=', 's.team_id').onRef('p.user_id', '=', 's.user_id').on('p.kind', '=', row.kind),
      )
      .select(['s.id', 's.endpoint', 's.p256dh', 's.auth', 's.user_id', 'p.enabled'])
      .where('s.id', '=', row.subscription_id)
      .executeTakeFirst()
    if (!subscription || subscription.user_id !== row.user_id || subscription.enabled === false) {
      await finish(db, row.key, 'skipped')
      return
    }
    try {
      const outcome = await this.port.send(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        { title: row.title, body: row.body, url: row.url, ...(row.tag ? { tag: row.tag } : {}) },
        { ttlSeconds: TTL_SECONDS, signal },
      )
      if (outcome === 'gone') {
        // The push service no longer knows the device (404, 410): it is forgotten.
        await db.deleteFrom('push_subscriptions').where('id', '=', subscription.id).execute()
        await finish(db, row.key, 'skipped')
        return
      }
      await db
        .updateTable('push_subscriptions')
        .set({ timeouts: 0 })
        .where('id', '=', subscription.id)
        .where('timeouts', '>', 0)
        .execute()
      await finish(db, row.key, 'sent')
    } catch (error) {
      if (signal.aborted) {
        // Handed back for the next sender, this attempt not counted.
        await db
          .updateTable('push_outbox')
          .set((eb) => ({ claimed_until: null, attempts: eb('attempts', '-', 1) }))
          .where('key', '=', row.key)
          .execute()
        return
      }
      const message = error instanceof Error ? error.message : String(error)
      if (error instanceof PushAddressError) {
        // Its name now resolves inside the server's own network: it is no push service, and is never tried again.
        await db.deleteFrom('push_subscriptions').where('id', '=', subscription.id).execute()
        await finish(db, row.key, 'failed', `${message}; the device was dropped`)
        return
      }
      if (error instanceof PushTimeoutError && (await this.#timedOut(subscription.id))) {
        await finish(db, row.key, 'failed', `${message}; the device was dropped`)
        return
      }
      const delay = RETRY_DELAYS_S[row.attempts - 1]
      if (delay === undefined) {
        await finish(db, row.key, 'failed', message)
        return
      }
      await db
        .updateTable('push_outbox')
        .set({
          claimed_until: null,
          last_error: message,
          next_attempt_at: sql<Date>`now() + make_interval(secs => ${delay})`,
        })
        .where('key', '=', row.key)
        .execute()
    }
  }

  /**
   * Counts a push service's silence against its subscription; at the limit the subscription is deleted, as one
   * the service says is gone (the member turns notifications on again on that device). Returns whether it was.
   */
  async #timedOut(subscriptionId: string): Promise<boolean> {
    const row = await this.db
      .updateTable('push_subscriptions')
      .set((eb) => ({ timeouts: eb('timeouts', '+', 1) }))
      .where('id', '=', subscriptionId)
      .returning('timeouts')
      .executeTakeFirst()
    if (!row || row.timeouts < this.#dropAfter) return false
    await this.db.deleteFrom('push_subscriptions').where('id', '=', subscriptionId).execute()
    return true
  }
}
