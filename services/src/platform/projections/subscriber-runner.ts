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
  /** Outboxes filled outside the log, sent after the subscribers in every pass. */
  readonly deliveries?: readonly Delivery[]
}

/** Never sooner than this after a pass: a clock that says "due now" must not spin the loop. */
const MIN_DELAY_MS = 20

/**
 * Runs the app's asynchronous subscribers in the server process: each catches up with the log in short
 * transactions of its own (its checkpoint moving with its work), settles what fell due, then delivers after
 * commit; then it sends what was queued outside the log. A pass starts when the log tailer saw new events (woken
 * after this instance's commits and by the other instances' NOTIFY), when a route queued a mail, when something
 * a subscriber asked for falls due, and otherwise every `pollMs`.
 */
export class SubscriberRunner {
  readonly #db: Kysely<DB>
  readonly #subscribers: readonly Subscriber[]
  readonly #options: SubscriberRunnerOptions
  #running = false
  #pass: Promise<void> | null = null
  #again = false
  #timer: NodeJS.Timeout | undefined
  #abort = new AbortController()

  constructor(db: Kysely<DB>, subscribers: readonly Subscriber[], options: SubscriberRunnerOptions = {}) {
    this.#db = db
    this.#subscribers = subscribers
    this.#options = options
  }

  /** The event types some subscriber handles: only those need wake it. */
  get handles(): ReadonlySet<string> {
    return new Set(this.#subscribers.flatMap((subscriber) => subscriber.handles))
  }

  start(): void {
    if (this.#running || (this.#subscribers.length === 0 && (this.#options.deliveries ?? []).length === 0)) return
    this.#running = true
    void this.wake()
  }

  /** Runs a pass now; wakes during a pass collapse into one more. */
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

  /**
   * Stops taking new work and waits a little for the pass under way. What it leaves undone stays in the
   * database (an unsent mail is sent by the next process), so a shutdown never waits on a slow mail server.
   */
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
        timer = setTimeout(resolve, this.#options.stopWaitMs ?? 2_000)
        timer.unref()
      }),
    ])
    clearTimeout(timer)
  }

  async #runPass(): Promise<void> {
    const now = this.#options.now ?? (() => new Date())
    let next = now().getTime() + (this.#options.pollMs ?? 10_000)
    const soonest = (at: Date | null) => {
      if (at) next = Math.min(next, at.getTime())
    }
    for (const subscriber of this.#subscribers) {
      try {
        for (;;) {
          if (!this.#running) return
          const step = await runSubscriberStep(this.#db, subscriber, now)
          soonest(step.next)
          if (step.caughtUp || step.moved === 0) break
        }
        if (!this.#running) return
        if (subscriber.deliver) soonest(await subscriber.deliver(this.#abort.signal))
      } catch (error) {
        this.#options.onError?.(error, subscriber.name)
      }
    }
    for (const delivery of this.#options.deliveries ?? []) {
      if (!this.#running) return
      try {
        soonest(await delivery.deliver(this.#abort.signal))
      } catch (error) {
        this.#options.onError?.(error, delivery.name)
      }
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
