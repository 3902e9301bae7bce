import { randomBytes } from 'node:crypto'
import type { RecordedEvent } from '@teamspace/domain/shared/events'
import type { Kysely } from 'kysely'
import type { Database } from '../db/database'
import type { DB } from '../db/schema'
import { START, type Cursor } from '../event-store/cursor'
import { EVENTS_CHANNEL } from '../event-store/append'
import { countAfter, readHead, readTail } from '../event-store/read'

export interface LogTailerOptions {
  /** How often to look at the log when nothing woke the tailer: the fallback when LISTEN is unavailable. */
  readonly pollMs?: number
  /** Slower safety poll while LISTEN works (a notification can be lost with its connection). */
  readonly idlePollMs?: number
  readonly onError?: (error: unknown) => void
  /** Where to start: the head of the log by default, so a new instance only tells about new events. */
  readonly from?: Cursor | 'head'
}

/**
 * Events can be in the log but not yet readable: a transaction older than theirs is still running somewhere on
 * the server. The tailer then looks again soon, backing off, rather than waiting for the next wake-up or poll.
 */
const RETRY_MIN_MS = 25
const RETRY_MAX_MS = 1000
/**
 * After the listening connection is lost (the database restarted), the tailer tries to listen again after
 * this, doubling up to the cap while the database stays away; it polls meanwhile.
 */
const RELISTEN_MIN_MS = 100
const RELISTEN_MAX_MS = 10_000
/** Events per read of the log. */
const READ_LIMIT = 500
/**
 * A wake that arrives while a read is under way (commits keep coming) is served by one more read this long after
 * that read ends, which takes in every commit of the gap: under load the reads follow the commits at this pace
 * rather than one per commit. A wake on an idle tailer reads at once.
 */
const BUSY_GAP_MS = 5

export type BatchListener = (events: readonly RecordedEvent[], cursor: Cursor) => void

/**
 * Follows the log in (txId, position) order and hands each new batch to its listeners, never skipping an event
 * whose transaction committed late (guarantee 3). In Postgres mode it wakes on LISTEN/NOTIFY and falls back to
 * polling while the listening connection is down; the embedded database has one process, which wakes it directly.
 */
export class LogTailer {
  #cursor: Cursor = START
  #listeners = new Set<BatchListener>()
  #running = false
  #pending = false
  #draining: Promise<void> | null = null
  /** The read after a busy one, due after BUSY_GAP_MS: later wakes wait for it. */
  #next: { readonly done: Promise<void>; readonly timer: NodeJS.Timeout; readonly cancel: () => void } | null = null
  #timer: NodeJS.Timeout | undefined
  #retryTimer: NodeJS.Timeout | undefined
  #retryDelay = RETRY_MIN_MS
  #stopListening: (() => Promise<void>) | undefined
  #listening = false
  #relistenTimer: NodeJS.Timeout | undefined
  #relistenDelay = RELISTEN_MIN_MS
  readonly #db: Kysely<DB>
  /** Names this instance in the NOTIFY it sends after its appends (see AppendNotifier). */
  readonly id = randomBytes(8).toString('hex')

  constructor(
    private readonly database: Database,
    private readonly options: LogTailerOptions = {},
  ) {
    this.#db = database.db
  }

  get cursor(): Cursor {
    return this.#cursor
  }

  get listening(): boolean {
    return this.#listening
  }

  onBatch(listener: BatchListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  async start(): Promise<void> {
    const from = this.options.from ?? 'head'
    this.#cursor = from === 'head' ? await readHead(this.#db) : from
    this.#running = true
    await this.#listen()
    this.#schedule()
  }

  /**
   * Reads whatever is new now. Wakes during a read collapse into one more pass, BUSY_GAP_MS after it; wakes before
   * that pass wait for it.
   */
  wake(): Promise<void> {
    if (!this.#running) return Promise.resolve()
    if (this.#next) return this.#next.done
    if (this.#draining) {
      this.#pending = true
      return this.#draining
    }
    this.#draining = this.#drain().finally(() => {
      this.#draining = null
      if (this.#pending) {
        this.#pending = false
        this.#wakeAfterGap()
      }
    })
    return this.#draining
  }

  #wakeAfterGap(): void {
    if (this.#next || !this.#running) return
    let resolve: () => void = () => undefined
    const done = new Promise<void>((settle) => (resolve = settle))
    const timer = setTimeout(() => {
      this.#next = null
      void this.wake().then(resolve)
    }, BUSY_GAP_MS)
    timer.unref()
    this.#next = { done, timer, cancel: resolve }
  }

  /** Events in the log beyond what this tailer delivered, including ones not yet committed. */
  lag(): Promise<number> {
    return countAfter(this.#db, this.#cursor)
  }

  async stop(): Promise<void> {
    this.#running = false
    if (this.#next) {
      clearTimeout(this.#next.timer)
      this.#next.cancel()
      this.#next = null
    }
    clearTimeout(this.#timer)
    clearTimeout(this.#retryTimer)
    clearTimeout(this.#relistenTimer)
    await this.#stopListening?.()
    await this.#draining
  }

  async #drain(): Promise<void> {
    try {
      for (;;) {
        const { events, held } = await readTail(this.#db, this.#cursor, READ_LIMIT)
        if (!this.#running) return
        if (events.length > 0) {
          const last = events.at(-1)!
          this.#cursor = { txId: last.txId, position: last.position }
          for (const listener of this.#listeners) listener(events, this.#cursor)
        }
        // A full read may have left more behind; a short one read all there is to read now.
        if (events.length === READ_LIMIT) continue
        if (held) this.#retrySoon()
        else this.#retryDelay = RETRY_MIN_MS
        return
      }
    } catch (error) {
      this.options.onError?.(error)
    }
  }

  #retrySoon(): void {
    if (this.#retryTimer || !this.#running) return
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined
      void this.wake()
    }, this.#retryDelay)
    this.#retryTimer.unref()
    this.#retryDelay = Math.min(this.#retryDelay * 2, RETRY_MAX_MS)
  }

  async #listen(): Promise<void> {
    if (!this.database.listen || !this.#running) return
    try {
      const stop = await this.database.listen(
        EVENTS_CHANNEL,
        // This instance's own appends woke the tailer already, right after their commit.
        (sender) => {
          if (sender !== this.id) void this.wake()
        },
        (error) => {
          this.#stopListening = undefined
          this.#listening = false
          this.options.onError?.(error)
          // Until it listens again, the poll keeps readers moving.
          this.#schedule()
          this.#relistenLater()
        },
      )
      if (!this.#running) {
        await stop()
        return
      }
      this.#stopListening = stop
      this.#listening = true
      this.#relistenDelay = RELISTEN_MIN_MS
      // Whatever was appended while nobody listened is read now, not at the next poll.
      void this.wake()
    } catch (error) {
      this.#listening = false
      this.options.onError?.(error)
      this.#relistenLater()
    }
  }

  /** Tries to listen again after a back-off that doubles while the database stays away. */
  #relistenLater(): void {
    clearTimeout(this.#relistenTimer)
    if (!this.#running) return
    this.#relistenTimer = setTimeout(() => void this.#listen(), this.#relistenDelay)
    this.#relistenTimer.unref()
    this.#relistenDelay = Math.min(this.#relistenDelay * 2, RELISTEN_MAX_MS)
  }

  #schedule(): void {
    clearTimeout(this.#timer)
    if (!this.#running) return
    const delay = this.#listening ? (this.options.idlePollMs ?? 5000) : (this.options.pollMs ?? 1000)
    this.#timer = setTimeout(() => {
      void this.wake().finally(() => this.#schedule())
    }, delay)
    this.#timer.unref()
  }
}
