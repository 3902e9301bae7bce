import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/database'
import type { DB } from '../db/schema'
import type { Caller } from '../http/identity'

/** NOTIFY channel on which a commit tells every instance whose cached callers are out of date. */
export const CALLERS_CHANNEL = 'teamspace_callers'

/** A notice names one session (its stored hash, never the token) or one account (all of its sessions). */
export type CallerChange = { readonly sessionId: string } | { readonly accountId: string }

const payloadOf = (change: CallerChange) => ('sessionId' in change ? `s:${change.sessionId}` : `a:${change.accountId}`)

const changeOf = (payload: string): CallerChange | null => {
  const id = payload.slice(2)
  if (!id) return null
  if (payload.startsWith('s:')) return { sessionId: id }
  if (payload.startsWith('a:')) return { accountId: id }
  return null
}

/**
 * Tells every instance, at the commit of `trx`, that an account's cached callers are out of date: for changes
 * the database's own triggers do not see (a membership, which lives in a read table that rebuilds replace).
 * Sessions, accounts and profiles notify by trigger (migration 0075).
 */
export const notifyCallerChange = async (trx: Kysely<DB>, change: CallerChange): Promise<void> => {
  await sql`select pg_notify(${CALLERS_CHANNEL}, ${payloadOf(change)})`.execute(trx)
}

export interface CachedSession {
  readonly caller: Caller
  readonly expiresAt: Date
}

interface Entry extends CachedSession {
  readonly cachedAt: number
}

export interface CallerCacheOptions {
  /** Sessions kept at most (least recently used go first). */
  readonly maxEntries?: number
  /** A safety net beside the notices: an entry older than this is read again. */
  readonly maxAgeMs?: number
  readonly onError?: (error: unknown) => void
}

const RELISTEN_MIN_MS = 100
const RELISTEN_MAX_MS = 10_000

/**
 * The signed-in caller of each session, kept in memory so that a request costs no statement before its own work.
 * An entry is dropped at once on this instance by the request that changes it (sign-out, password change,
 * membership), and on every instance by a NOTIFY sent at the change's commit. The cache only answers while it
 * listens: when the listening connection is lost (the database restarted) it empties and every request reads the
 * database until it listens again, so a notice missed meanwhile cannot keep a revoked session alive. The embedded
 * database has no LISTEN: there every request reads it.
 *
 * Keyed by session (the caller a session resolves to), so a session that later chooses among teams fits as is.
 */
export class CallerCache {
  readonly #entries = new Map<string, Entry>()
  readonly #maxEntries: number
  readonly #maxAgeMs: number
  /** Moves on at every drop: a lookup that started before a drop does not store what it read. */
  #generation = 0
  #listening = false
  #running = false
  #stop: (() => Promise<void>) | undefined
  #relistenTimer: NodeJS.Timeout | undefined
  #relistenDelay = RELISTEN_MIN_MS

  constructor(
    private readonly database: Database,
    private readonly options: CallerCacheOptions = {},
  ) {
    this.#maxEntries = options.maxEntries ?? 5000
    this.#maxAgeMs = options.maxAgeMs ?? 60_000
  }

  /** True while the cache answers (it listens for changes). */
  get active(): boolean {
    return this.#listening
  }

  get size(): number {
    return this.#entries.size
  }

  async start(): Promise<void> {
    this.#running = true
    await this.#listen()
  }

  async stop(): Promise<void> {
    this.#running = false
    clearTimeout(this.#relistenTimer)
    this.#listening = false
    this.clear()
    await this.#stop?.()
  }

  /** The cached caller of a session, if it is fresh and the cache answers. */
  get(sessionId: string, now = Date.now()): CachedSession | undefined {
    if (!this.#listening) return undefined
    const entry = this.#entries.get(sessionId)
    if (!entry) return undefined
    this.#entries.delete(sessionId)
    if (now - entry.cachedAt >= this.#maxAgeMs) return undefined
    // Most recently used last: the first in the map is the first to go.
    this.#entries.set(sessionId, entry)
    return entry
  }

  /** A mark to take before reading a session from the database, for `set` (see `#generation`). */
  mark(): number {
    return this.#generation
  }

  /** Keeps what a lookup read, unless something was dropped since its `mark` or the cache does not answer. */
  set(sessionId: string, session: CachedSession, mark: number, now = Date.now()): void {
    if (!this.#listening || mark !== this.#generation) return
    this.#entries.delete(sessionId)
    this.#entries.set(sessionId, { ...session, cachedAt: now })
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next()
      if (oldest.done) break
      this.#entries.delete(oldest.value)
    }
  }

  /** Drops a session, or all of an account's, on this instance now. */
  forget(change: CallerChange): void {
    this.#generation++
    if ('sessionId' in change) {
      this.#entries.delete(change.sessionId)
      return
    }
    for (const [sessionId, entry] of this.#entries) {
      if (entry.caller.accountId === change.accountId) this.#entries.delete(sessionId)
    }
  }

  clear(): void {
    this.#generation++
    this.#entries.clear()
  }

  async #listen(): Promise<void> {
    if (!this.database.listen || !this.#running) return
    try {
      const stop = await this.database.listen(
        CALLERS_CHANNEL,
        (payload) => {
          const change = changeOf(payload)
          // A notice this instance cannot read could be about anyone.
          if (change) this.forget(change)
          else this.clear()
        },
        (error) => {
          this.#lost()
          this.options.onError?.(error)
          this.#relistenLater()
        },
      )
      if (!this.#running) {
        await stop()
        return
      }
      this.#stop = stop
      // Whatever was read while nobody listened may be stale by now: nothing of it is kept.
      this.clear()
      this.#listening = true
      this.#relistenDelay = RELISTEN_MIN_MS
    } catch (error) {
      this.#lost()
      this.options.onError?.(error)
      this.#relistenLater()
    }
  }

  #lost(): void {
    this.#stop = undefined
    this.#listening = false
    this.clear()
  }

  #relistenLater(): void {
    clearTimeout(this.#relistenTimer)
    if (!this.#running) return
    this.#relistenTimer = setTimeout(() => void this.#listen(), this.#relistenDelay)
    this.#relistenTimer.unref()
    this.#relistenDelay = Math.min(this.#relistenDelay * 2, RELISTEN_MAX_MS)
  }
}
