import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { notifyTailers } from '../event-store/append'

/** Windows an append handed over may wait for the claim that covers it to commit, before a NOTIFY of its own. */
const MAX_WAITS = 3

/**
 * Tells the other server instances that the log grew, with at most one NOTIFY per short window. Postgres
 * serialises the commits of notifying transactions cluster-wide, so a NOTIFY per append would cap appends at one
 * disk flush each; a lost notice only delays another instance until its poll.
 *
 * The first append of a window carries the NOTIFY itself (`claim` gives it the payload; `append_events` sends it,
 * delivered at its commit), so a command on a quiet server sends no statement for it. Appends that commit later
 * in the window without carrying one are handed to the next window: its first append, claimed after they
 * committed, announces them at its own commit, so under steady load every window has one carried NOTIFY and no
 * statement of its own. When no append claims in that window, or the one that did has not committed within
 * MAX_WAITS more windows, they are announced by one NOTIFY of its own.
 */
export class AppendNotifier {
  #timer: NodeJS.Timeout | undefined
  /** This window's NOTIFY has been handed to an append. */
  #claimed = false
  /** Appends committed without carrying a NOTIFY, counted. */
  #committed = 0
  /** Every one of those up to this count is announced. */
  #announced = 0
  /** For each claim not yet committed, in order: the count of appends committed before it, which it announces. */
  #carriers: number[] = []
  /** The count handed over at the last window's close: the appends a later claim must announce. */
  #handedOver = 0
  /** Windows waited, past the one that handed them over, for an open claim that covers them to commit. */
  #waits = 0

  constructor(
    private readonly db: Kysely<DB>,
    private readonly onError: (error: unknown) => void,
    /** This instance's tailer id: the tailer was woken directly and skips its own notice. */
    private readonly sender = '',
    private readonly windowMs = 5,
  ) {}

  /**
   * Asked just before an append: the NOTIFY payload when that append should send the window's NOTIFY itself (the
   * window has none yet; this opens one when none is open), else undefined.
   */
  claim(): string | undefined {
    if (!this.#timer) this.#open()
    else if (this.#claimed) return undefined
    this.#claimed = true
    this.#carriers.push(this.#committed)
    // A claim whose append never commits (refused, failed) must not hold others' notices for long.
    if (this.#carriers.length > 8) this.#carriers.shift()
    return this.sender
  }

  /** After an append committed; `carried` when it sent its own NOTIFY (it had claimed one). */
  poke(carried = false): void {
    if (carried) {
      // The oldest claim still open was made no later than this one: what it covers is announced now.
      const covered = this.#carriers.shift()
      if (covered !== undefined) this.#announced = Math.max(this.#announced, covered)
      return
    }
    this.#committed++
    if (!this.#timer) this.#open()
  }

  #open(): void {
    this.#claimed = false
    this.#timer = setTimeout(() => this.#close(), this.windowMs)
    this.#timer.unref()
  }

  #close(): void {
    this.#timer = undefined
    if (this.#announced >= this.#committed) {
      this.#waits = 0
      return
    }
    if (this.#announced >= this.#handedOver) {
      // Those committed since the last hand-over go to the next window's first append.
      this.#handedOver = this.#committed
      this.#waits = 0
      this.#open()
      return
    }
    const covered = this.#carriers.some((count) => count >= this.#handedOver)
    if (covered && this.#waits < MAX_WAITS) {
      // A claim made after them has not committed yet: its NOTIFY announces them when it does.
      this.#waits++
      this.#open()
      return
    }
    this.#waits = 0
    this.#announced = this.#committed
    notifyTailers(this.db, this.sender).catch(this.onError)
  }

  close(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
  }
}
