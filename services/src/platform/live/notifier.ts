import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { notifyTailers } from '../event-store/event-store'

/**
 * Tells the other server instances that the log grew: at most one NOTIFY per short window, sent after the
 * appends committed. Postgres serialises the commits of notifying transactions cluster-wide, so a NOTIFY per
 * append would cap appends at one disk flush each; a lost notice only delays another instance until its poll.
 */
export class AppendNotifier {
  #timer: NodeJS.Timeout | undefined

  constructor(
    private readonly db: Kysely<DB>,
    private readonly onError: (error: unknown) => void,
    /** This instance's tailer id: the tailer was woken directly and skips its own notice. */
    private readonly sender = '',
    private readonly windowMs = 5,
  ) {}

  poke(): void {
    if (this.#timer) return
    this.#timer = setTimeout(() => {
      this.#timer = undefined
      notifyTailers(this.db, this.sender).catch(this.onError)
    }, this.windowMs)
    this.#timer.unref()
  }

  close(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
  }
}
