import type { RecordedEvent } from '@teamspace/domain/shared/events'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { Cursor } from '../event-store/cursor'
import type { LogTailer } from './log-tailer'

/**
 * What the server sends down the socket. `position` counts the team's own events, so a tab learns nothing
 * about other teams' writes; it is opaque to the browser and comes back as `after`.
 */
export type LiveMessage =
  | { kind: 'hello'; position: string }
  | { kind: 'notice'; topics: string[]; position: string }
  | { kind: 'resync'; position: string }

export interface LiveClient {
  readonly teamId: string
  readonly userId: string
  /** The session the socket was opened with; null only for callers without one (tests). */
  readonly sessionId: string | null
  send(message: LiveMessage): void
  /** Ends the socket: the person signed out, lost their membership or changed their password. */
  close(): void
}

/** Which sockets to end. */
export type LiveClientFilter =
  { readonly sessionId: string } | { readonly accountId: string; readonly exceptSessionId?: string | null }

/** Past this many missed events a reconnecting tab is told to refetch everything instead of replaying. */
const REPLAY_LIMIT = 1000
/** Open tabs per session: enough for a family's devices, not enough to exhaust the server. */
export const MAX_SOCKETS_PER_SESSION = 8

interface TeamChannel {
  readonly clients: Set<LiveClient>
  /** How many of the team's events lie at or before the hub's place in the log. */
  position: number
}

export class TooManySockets extends Error {}

/**
 * Fans the log out to the open tabs of each team: small notices naming the query families that changed,
 * never any data, and never another team's notices. Batches and connections are handled one at a time, in
 * the order the tailer delivered them, so a team's position always matches the events it has been told about.
 */
export class LiveHub {
  readonly #channels = new Map<string, TeamChannel>()
  readonly #sessions = new Map<string, number>()
  #queue: Promise<void> = Promise.resolve()

  constructor(
    private readonly db: Kysely<DB>,
    private readonly tailer: LogTailer,
    /** The query families an event changes (each feature's `liveTopics`). */
    private readonly topicsFor: (event: { readonly type: string }) => readonly string[],
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    tailer.onBatch((events) => void this.#enqueue(async () => this.#publish(events)))
  }

  get clientCount(): number {
    let count = 0
    for (const channel of this.#channels.values()) count += channel.clients.size
    return count
  }

  /**
   * Registers a tab. With `after` (the last position it saw) it first hears about whatever its team missed,
   * or is told to resync when that is too much or the position is unknown. Refuses a session's socket past
   * the cap with `TooManySockets`.
   */
  async connect(client: LiveClient, after: string | undefined): Promise<() => void> {
    const { sessionId } = client
    if (sessionId) {
      const open = this.#sessions.get(sessionId) ?? 0
      if (open >= MAX_SOCKETS_PER_SESSION) throw new TooManySockets()
      this.#sessions.set(sessionId, open + 1)
    }
    let connected = true
    const disconnect = () => {
      if (!connected) return
      connected = false
      if (sessionId) {
        const open = (this.#sessions.get(sessionId) ?? 1) - 1
        if (open > 0) this.#sessions.set(sessionId, open)
        else this.#sessions.delete(sessionId)
      }
      const channel = this.#channels.get(client.teamId)
      channel?.clients.delete(client)
      if (channel?.clients.size === 0) this.#channels.delete(client.teamId)
    }

    // Every batch the tailer delivered so far is queued ahead of this; every later one after it.
    const upTo = this.tailer.cursor
    await this.#enqueue(async () => {
      if (!connected) return
      const channel = this.#channels.get(client.teamId) ?? {
        clients: new Set(),
        position: await this.#countTeamEvents(client.teamId, upTo),
      }
      this.#channels.set(client.teamId, channel)
      channel.clients.add(client)
      const position = String(channel.position)
      client.send({ kind: 'hello', position })
      if (after === undefined) return
      const seen = /^\d{1,15}$/.test(after) ? Number(after) : Number.NaN
      const missed = channel.position - seen
      if (!(missed >= 0) || missed > REPLAY_LIMIT) client.send({ kind: 'resync', position })
      else if (missed > 0) {
        const topics = this.#topicsOf(await this.#teamEventTypes(client.teamId, seen, missed))
        if (topics.length > 0) client.send({ kind: 'notice', topics, position })
      }
    })
    return disconnect
  }

  /** Ends the sockets of a session or an account, on this instance (SocketEnds reaches the others). */
  disconnect(filter: LiveClientFilter): void {
    for (const channel of this.#channels.values()) {
      for (const client of channel.clients) {
        const matches =
          'sessionId' in filter
            ? client.sessionId === filter.sessionId
            : client.userId === filter.accountId &&
              (filter.exceptSessionId == null || client.sessionId !== filter.exceptSessionId)
        if (matches) client.close()
      }
    }
  }

  #enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.#queue.then(task).catch(this.onError)
    this.#queue = run
    return run
  }

  #publish(events: readonly RecordedEvent[]): void {
    const byTeam = new Map<string, RecordedEvent[]>()
    for (const event of events) {
      if (event.teamId === null || !this.#channels.has(event.teamId)) continue
      byTeam.set(event.teamId, [...(byTeam.get(event.teamId) ?? []), event])
    }
    for (const [teamId, teamEvents] of byTeam) {
      const channel = this.#channels.get(teamId)!
      channel.position += teamEvents.length
      // Someone removed from the team loses the live channel along with their access.
      for (const event of teamEvents) {
        if (event.type !== 'MemberRemoved') continue
        const { userId } = event.data as { userId: string }
        for (const client of channel.clients) if (client.userId === userId) client.close()
      }
      const topics = this.#topicsOf(teamEvents)
      if (topics.length === 0) continue
      const position = String(channel.position)
      for (const client of channel.clients) client.send({ kind: 'notice', topics, position })
    }
  }

  async #countTeamEvents(teamId: string, upTo: Cursor): Promise<number> {
    const row = await this.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('team_id', '=', teamId)
      .where(sql<boolean>`(tx_id, position) <= (${upTo.txId}::xid8, ${upTo.position})`)
      .executeTakeFirstOrThrow()
    return Number(row.count)
  }

  /** The types of the team's events after the first `skip` of them, in log order. */
  #topicsOf(events: readonly { readonly type: string }[]) {
    return [...new Set(events.flatMap((event) => this.topicsFor(event)))]
  }

  async #teamEventTypes(teamId: string, skip: number, count: number) {
    return this.db
      .selectFrom('events')
      .select('type')
      .where('team_id', '=', teamId)
      .orderBy('tx_id')
      .orderBy('position')
      .offset(skip)
      .limit(count)
      .execute()
  }
}
