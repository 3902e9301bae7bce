import type { RecordedEvent } from '@teamspace/domain/shared/events'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { compareCursors, encodeCursor, type Cursor } from '../event-store/cursor'
import { readAfter } from '../event-store/event-store'
import type { LogTailer } from './log-tailer'

/** What the server sends down the socket. `position` is opaque to the browser and comes back as `after`. */
export type LiveMessage =
  | { kind: 'hello'; position: string }
  | { kind: 'notice'; topics: string[]; position: string }
  | { kind: 'resync'; position: string }

export interface LiveClient {
  readonly teamId: string
  send(message: LiveMessage): void
}

/** Past this many missed events a reconnecting tab is told to refetch everything instead of replaying. */
const REPLAY_LIMIT = 1000

/**
 * Fans the log out to the open tabs of each team: small notices naming the query families that changed,
 * never any data, and never another team's notices.
 */
export class LiveHub {
  readonly #clients = new Map<string, Set<LiveClient>>()

  constructor(
    private readonly db: Kysely<DB>,
    private readonly tailer: LogTailer,
    /** The query families an event changes (each feature's `liveTopics`). */
    private readonly topicsFor: (event: RecordedEvent) => readonly string[],
  ) {
    tailer.onBatch((events, cursor) => this.#publish(events, cursor))
  }

  #topicsOf(events: readonly RecordedEvent[]) {
    return [...new Set(events.flatMap((event) => this.topicsFor(event)))]
  }

  get clientCount(): number {
    let count = 0
    for (const clients of this.#clients.values()) count += clients.size
    return count
  }

  /**
   * Registers a tab. With `after` (the last position it saw) it first hears about whatever its team missed,
   * or is told to resync when that is too much or the position is unknown.
   */
  async connect(client: LiveClient, after: Cursor | null): Promise<() => void> {
    const clients = this.#clients.get(client.teamId) ?? new Set()
    this.#clients.set(client.teamId, clients)
    clients.add(client)
    const disconnect = () => {
      clients.delete(client)
      if (clients.size === 0) this.#clients.delete(client.teamId)
    }

    // Batches the tailer delivers from here on reach the client directly; replay covers up to this point.
    const upTo = this.tailer.cursor
    client.send({ kind: 'hello', position: encodeCursor(upTo) })
    if (after && compareCursors(after, upTo) < 0) {
      const missed = await readAfter(this.db, after, { teamId: client.teamId, limit: REPLAY_LIMIT + 1 })
      const inRange = missed.filter((e) => compareCursors({ txId: e.txId, position: e.position }, upTo) <= 0)
      const position = encodeCursor(this.tailer.cursor)
      if (inRange.length > REPLAY_LIMIT) client.send({ kind: 'resync', position })
      else if (inRange.length > 0) client.send({ kind: 'notice', topics: this.#topicsOf(inRange), position })
    }
    return disconnect
  }

  #publish(events: readonly RecordedEvent[], cursor: Cursor): void {
    const byTeam = new Map<string, RecordedEvent[]>()
    for (const event of events) {
      if (event.teamId === null || !this.#clients.has(event.teamId)) continue
      byTeam.set(event.teamId, [...(byTeam.get(event.teamId) ?? []), event])
    }
    const position = encodeCursor(cursor)
    for (const [teamId, teamEvents] of byTeam) {
      const topics = this.#topicsOf(teamEvents)
      if (topics.length === 0) continue
      for (const client of this.#clients.get(teamId) ?? []) client.send({ kind: 'notice', topics, position })
    }
  }
}
