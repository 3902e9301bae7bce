import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { notifyTailers } from '../event-store/event-store'

/**
 * Tells the other server instances that the log grew, with at most one NOTIFY per short window. Postgres
 * serialises the commits of notifying transactions cluster-wide, so a NOTIFY per append would cap appends at one
 * disk flush each; a lost notice only delays another instance until its poll.
 *
 * The first append of a window carries the NOTIFY itself (`claim` gives it the payload; `append_events` sends it,
 * delivered at its commit), so a command on a quiet server sends no statement for it. Appends that commit later
 * in the window without carrying one are announced by one NOTIFY of its own when the window closes, as before.
 */
export class AppendNotifier {
  #timer: NodeJS.Timeout | undefined
  /** An append committed in this window that no NOTIFY has announced yet. */
  #unannounced = false

  constructor(
    private readonly db: Kysely<DB>,
    private readonly onError: (error: unknown) => void,
    /** This instance's tailer id: the tailer was woken directly and skips its own notice. */
    private readonly sender = '',
    private readonly windowMs = 5,
  ) {}

  /**
   * Asked just before an append: the NOTIFY payload when that append should send the window's NOTIFY itself (no
   * window is open; this opens one), else undefined.
   */
  claim(): string | undefined {
    if (this.#timer) return undefined
    this.#open()
    return this.sender
  }

  /** After an append committed; `carried` when it sent its own NOTIFY (it had claimed one). */
  poke(carried = false): void {
    if (carried) return
    this.#unannounced = true
    if (!this.#timer) this.#open()
  }

  #open(): void {
    this.#timer = setTimeout(() => {
      this.#timer = undefined
      if (!this.#unannounced) return
      this.#unannounced = false
      notifyTailers(this.db, this.sender).catch(this.onError)
    }, this.windowMs)
    this.#timer.unref()
  }

  close(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
  }
}
