import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { Database } from '../db/database'
import type { LiveClientFilter, LiveHub } from './live-hub'

/** NOTIFY channel on which an instance tells the others whose sockets to end. */
export const SOCKET_ENDS_CHANNEL = 'teamspace_socket_ends'

/** Wait before listening again after the listening connection was lost; until then only this instance's close. */
const RELISTEN_MS = 1000

interface Notice {
  readonly sender: string
  readonly filter: LiveClientFilter
}

/** The filter a notice carries, or null for anything that is not one (a notice is never trusted to be well formed). */
const filterOf = (payload: string): Notice | null => {
  let parsed: unknown
  try {
    parsed = JSON.parse(payload)
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null || !('sender' in parsed) || !('filter' in parsed)) return null
  const { sender, filter } = parsed
  if (typeof sender !== 'string' || typeof filter !== 'object' || filter === null) return null
  if ('sessionId' in filter && typeof filter.sessionId === 'string')
    return { sender, filter: { sessionId: filter.sessionId } }
  if ('accountId' in filter && typeof filter.accountId === 'string') {
    const except =
      'exceptSessionId' in filter && typeof filter.exceptSessionId === 'string' ? filter.exceptSessionId : null
    return { sender, filter: { accountId: filter.accountId, exceptSessionId: except } }
  }
  return null
}

/**
 * Ends live sockets on every server instance: sign-out ends the session's sockets, a password change or an
 * account's deletion the account's other ones, wherever their tabs connected. This instance closes its own at
 * once; the others hear one NOTIFY naming the session (its stored hash, never the token) or the account, sent
 * after the change committed. Removal from a team, or leaving one, needs none of this: every instance reads the
 * removal from the log (the team feature's `liveAccess`) and closes the member's sockets of that team only (their
 * other teams' stay). The embedded database has one process, so there the local close is all there is.
 */
export class SocketEnds {
  readonly #id = randomBytes(8).toString('hex')
  #stop: (() => Promise<void>) | undefined
  #running = false

  constructor(
    private readonly database: Database,
    private readonly hub: LiveHub,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  async start(): Promise<void> {
    this.#running = true
    await this.#listen()
  }

  async stop(): Promise<void> {
    this.#running = false
    await this.#stop?.()
  }

  /**
   * Closes the matching sockets here and tells the other instances to close theirs. A lost notice is logged, never
   * the request's failure: the session itself is already revoked, so a socket left open can no longer reconnect.
   */
  async end(filter: LiveClientFilter): Promise<void> {
    this.hub.disconnect(filter)
    if (!this.database.listen) return
    const payload = JSON.stringify({ sender: this.#id, filter } satisfies Notice)
    await sql`select pg_notify(${SOCKET_ENDS_CHANNEL}, ${payload})`.execute(this.database.db).catch(this.onError)
  }

  async #listen(): Promise<void> {
    if (!this.database.listen || !this.#running) return
    const again = (error: unknown) => {
      this.onError(error)
      this.#stop = undefined
      if (this.#running) setTimeout(() => void this.#listen(), RELISTEN_MS).unref()
    }
    try {
      this.#stop = await this.database.listen(
        SOCKET_ENDS_CHANNEL,
        (payload) => {
          const notice = filterOf(payload)
          if (notice && notice.sender !== this.#id) this.hub.disconnect(notice.filter)
        },
        again,
      )
    } catch (error) {
      again(error)
    }
  }
}
