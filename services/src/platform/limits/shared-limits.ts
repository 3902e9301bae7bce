import { createHash } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema'

/** One key's count in its current window, after the hit that asked. */
export interface LimitCount {
  readonly key: string
  readonly count: number
  /** Until the window ends and the count starts again. */
  readonly resetInMs: number
}

/** A limit: its name, how many hits a window allows, and how long a window lasts. */
export interface Limit {
  readonly name: string
  readonly max: number
  readonly windowMs: number
}

/** A hit over its limit: answered 429 with the limit's own words and when to try again (Retry-After). */
export class RateLimited extends Error {
  readonly statusCode = 429
  readonly retryAfterSeconds: number
  constructor(
    readonly code: string,
    message: string,
    resetInMs: number,
  ) {
    super(message)
    this.name = 'RateLimited'
    this.retryAfterSeconds = Math.max(1, Math.ceil(resetInMs / 1000))
  }
}

/**
 * The counter could not be reached (the database is away). The request is answered 503 with Retry-After rather
 * than let through unchecked or failed as a 500: every limited route needs the database anyway.
 */
export class LimiterUnavailable extends Error {
  readonly statusCode = 503
  readonly code = 'unavailable'
  readonly retryAfterSeconds = 5
  constructor(cause: unknown) {
    super('The service is briefly unavailable. Please try again in a moment.', { cause })
    this.name = 'LimiterUnavailable'
  }
}

/** Old windows are swept at most this often, by whichever instance counts next. */
const PURGE_EVERY_MS = 60_000

/**
 * Rate-limit counters kept in the database, so every server instance on it counts the same hits: the 11th wrong
 * password is refused whichever instance it reaches. A window starts at a key's first hit and lasts the limit's
 * `windowMs`; the count and the window move in one upsert, which Postgres runs one at a time per key, so hits
 * sent at once to several instances are each counted exactly once. The embedded database uses the same table.
 *
 * A key is the limit's own (its name, max and window go into it): instances that enforce the same limit share
 * its counters, and a limit changed by a new release starts afresh instead of inheriting counts made for another.
 */
export class SharedLimits {
  #lastPurge = Date.now()

  constructor(
    private readonly db: Kysely<DB>,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /**
   * The key a subject (an address, an account's e-mail, a member) has under a limit. The subject is stored only
   * as a hash: the table holds no address or e-mail to erase.
   */
  static keyOf(limit: Limit, subject: string): string {
    const hashed = createHash('sha256').update(subject).digest('base64url')
    return `${limit.name}/${limit.max}/${limit.windowMs}:${hashed}`
  }

  /**
   * Counts one hit for each subject and returns their counts in the order given; a count above `limit.max` means
   * the hit is over the limit. Throws LimiterUnavailable when the database cannot be reached.
   */
  async hit(limit: Limit, subjects: readonly string[]): Promise<LimitCount[]> {
    const keys = subjects.map((subject) => SharedLimits.keyOf(limit, subject))
    // One row per key in a statement, locked in a fixed order, so concurrent multi-key hits cannot deadlock.
    const unique = [...new Set(keys)].sort()
    const counts = await this.#run(() =>
      sql<{ key: string; count: number; reset_in_ms: number }>`
        insert into rate_limit_counters as c (key, count, expires_at)
        select key, 1, now() + ${limit.windowMs} * interval '1 millisecond'
        from unnest(${unique}::text[]) with ordinality as k(key, n) order by n
        on conflict (key) do update set
          count = case when c.expires_at <= now() then 1 else c.count + 1 end,
          expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
        returning key, count, greatest(0, ceil(extract(epoch from c.expires_at - now()) * 1000))::integer as reset_in_ms`
        .execute(this.db)
        .then(({ rows }) => new Map(rows.map((row) => [row.key, row]))),
    )
    this.#purgeNowAndThen()
    return keys.map((key) => {
      const row = counts.get(key)!
      return { key, count: row.count, resetInMs: row.reset_in_ms }
    })
  }

  /** Takes back one hit per subject still in its window (an attempt that turned out not to count). Best effort. */
  async release(limit: Limit, subjects: readonly string[]): Promise<void> {
    const keys = [...new Set(subjects.map((subject) => SharedLimits.keyOf(limit, subject)))].sort()
    await this.db
      .updateTable('rate_limit_counters')
      .set((eb) => ({ count: sql`greatest(${eb.ref('count')} - 1, 0)` }))
      .where('key', 'in', keys)
      .where('expires_at', '>', sql<Date>`now()`)
      .execute()
      .catch(this.onError)
  }

  /** Refuses with `refuse(resetInMs)` when the subject's hit is over the limit. */
  async check(limit: Limit, subject: string, refuse: (resetInMs: number) => Error): Promise<void> {
    const [count] = await this.hit(limit, [subject])
    if (count!.count > limit.max) throw refuse(count!.resetInMs)
  }

  async #run<T>(query: () => Promise<T>): Promise<T> {
    try {
      return await query()
    } catch (error) {
      this.onError(error)
      throw new LimiterUnavailable(error)
    }
  }

  /** A key that is not hit again leaves its row behind only until the next sweep. */
  #purgeNowAndThen(): void {
    if (Date.now() - this.#lastPurge >= PURGE_EVERY_MS) this.purge().catch(this.onError)
  }

  /** Deletes every window that has ended; hits sweep now and then on their own. */
  async purge(): Promise<number> {
    this.#lastPurge = Date.now()
    const result = await this.db
      .deleteFrom('rate_limit_counters')
      .where('expires_at', '<=', sql<Date>`now()`)
      .executeTakeFirst()
    return Number(result.numDeletedRows)
  }
}

/**
 * A limit on what one member of a team does (chat posts, photo uploads) per minute, refused as 429 with the
 * feature's own words; the same counts on every instance.
 */
export const memberLimit =
  (limits: SharedLimits, name: string, perMinute: number, message: string) =>
  (member: { readonly teamId: string; readonly userId: string }): Promise<void> =>
    limits.check(
      { name, max: perMinute, windowMs: 60_000 },
      `${member.teamId}:${member.userId}`,
      (resetInMs) => new RateLimited('too-fast', message, resetInMs),
    )
