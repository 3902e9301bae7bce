import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { runSubscriberStep, type Delivery, type Subscriber } from './subscriptions'

export interface SubscriberRunnerOptions {
  /** The fallback: how often to look when nothing woke the runner (a lost wake-up, another instance's work). */
  readonly pollMs?: number
  /** How long `stop` waits for a pass under way (a mail being sent) before it lets go. */
  readonly stopWaitMs?: number
  readonly onError?: (error: unknown, subscriber: string) => void
  readonly now?: () => Date
  /** Outboxes filled outside the log (by routes, not by subscribers): each is sent in passes of its own. */
  readonly deliveries?: readonly Delivery[]
}

/** Never sooner than this after a pass: a clock that says "due now" must not spin the loop. */
const MIN_DELAY_MS = 20
/**
 * After a pass in which the subscriber failed (the database went away), the next comes this soon, doubling with
 * each failed pass up to the poll: work resumes within moments of the database's return.
 */
const RETRY_MIN_MS = 250

/**
 * Runs the app's asynchronous subscribers in the server process: each catches up with the log in short
 * transactions of its own (its checkpoint moving with its work, reading only the event types it handles),
 * settles what fell due, then delivers after commit. A pass starts when the log tailer saw new events (woken
 * after this instance's commits and by the other instances' NOTIFY), when something a subscriber asked for
 * falls due, and otherwise every `pollMs`. Each subscriber has passes of its own: one with a long way to catch
 * up (after a restore) or a slow mail server holds up none of the others. Mail that routes queue outside the log
 * (reset links) is sent the same way, each outbox in passes of its own, woken also when a route queued one.
 */
export class SubscriberRunner {
  readonly #loops: readonly SubscriberLoop[]
  readonly #deliveries: readonly SubscriberLoop[]
  readonly #handles: ReadonlySet<string>

  constructor(db: Kysely<DB>, subscribers: readonly Subscriber[], options: SubscriberRunnerOptions = {}) {
    this.#deliveries = (options.deliveries ?? []).map((delivery) => new SubscriberLoop(db, { delivery }, options))
    this.#loops = [
      ...subscribers.map((subscriber) => new SubscriberLoop(db, { subscriber }, options)),
      ...this.#deliveries,
    ]
    this.#handles = new Set(subscribers.flatMap((subscriber) => subscriber.handles))
  }

  /** The event types some subscriber handles: only those need wake it. */
  get handles(): ReadonlySet<string> {
    return this.#handles
  }

  start(): void {
    for (const loop of this.#loops) loop.start()
  }

  /** Runs a pass of every subscriber now; wakes during a subscriber's pass collapse into one more. */
  async wake(): Promise<void> {
    await Promise.all(this.#loops.map((loop) => loop.wake()))
  }

  /** Runs a pass of every outbox filled outside the log now (a route or a subscriber just queued something). */
  async wakeDeliveries(): Promise<void> {
    await Promise.all(this.#deliveries.map((loop) => loop.wake()))
  }

  /**
   * Stops taking new work and waits a little for the passes under way. What they leave undone stays in the
   * database (an unsent mail is sent by the next process), so a shutdown never waits on a slow mail server.
   */
  async stop(): Promise<void> {
    await Promise.all(this.#loops.map((loop) => loop.stop()))
  }
}

/** What one loop runs: a subscriber (catch up with the log, then deliver) or an outbox filled outside the log. */
type Work = { readonly subscriber: Subscriber } | { readonly delivery: Delivery }

/** One subscriber's (or outbox's) passes: never two at once, the next one when woken, due or polled. */
class SubscriberLoop {
  #running = false
  #pass: Promise<void> | null = null
  #again = false
  #timer: NodeJS.Timeout | undefined
  #retryDelay = RETRY_MIN_MS
  readonly #abort = new AbortController()

  constructor(
    private readonly db: Kysely<DB>,
    private readonly work: Work,
    private readonly options: SubscriberRunnerOptions,
  ) {}

  start(): void {
    if (this.#running) return
    this.#running = true
    void this.wake()
  }

  wake(): Promise<void> {
    if (!this.#running) return Promise.resolve()
    if (this.#pass) {
      this.#again = true
      return this.#pass
    }
    clearTimeout(this.#timer)
    this.#pass = this.#runPass().finally(() => {
      this.#pass = null
      if (this.#again && this.#running) {
        this.#again = false
        void this.wake()
      }
    })
    return this.#pass
  }

  async stop(): Promise<void> {
    this.#running = false
    clearTimeout(this.#timer)
    this.#abort.abort()
    const pass = this.#pass
    if (!pass) return
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      pass,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.options.stopWaitMs ?? 2_000)
        timer.unref()
      }),
    ])
    clearTimeout(timer)
  }

  async #runPass(): Promise<void> {
    const { work } = this
    const now = this.options.now ?? (() => new Date())
    let next = now().getTime() + (this.options.pollMs ?? 10_000)
    const soonest = (at: Date | null) => {
      if (at) next = Math.min(next, at.getTime())
    }
    try {
      if ('subscriber' in work) {
        for (;;) {
          if (!this.#running) return
          const step = await runSubscriberStep(this.db, work.subscriber, now)
          soonest(step.next)
          if (step.caughtUp || step.moved === 0) break
        }
      }
      if (!this.#running) return
      const deliver = 'subscriber' in work ? work.subscriber.deliver : work.delivery.deliver
      if (deliver) soonest(await deliver(this.#abort.signal))
      this.#retryDelay = RETRY_MIN_MS
    } catch (error) {
      // What the step did not commit is done again by the next pass, from the subscriber's checkpoint.
      this.options.onError?.(error, 'subscriber' in work ? work.subscriber.name : work.delivery.name)
      soonest(new Date(now().getTime() + this.#retryDelay))
      this.#retryDelay = Math.min(this.#retryDelay * 2, this.options.pollMs ?? 10_000)
    }
    this.#schedule(next - now().getTime())
  }

  #schedule(delayMs: number): void {
    clearTimeout(this.#timer)
    if (!this.#running) return
    this.#timer = setTimeout(() => void this.wake(), Math.max(MIN_DELAY_MS, delayMs))
    this.#timer.unref()
  }
}
