import type { RecordedEvent } from '@teamspace/domain/shared/events'
import type { Role } from '@teamspace/domain/shared/roles'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { Cursor } from '../event-store/cursor'
import { toRecordedEvent } from '../event-store/read'
import type { LiveAccessOf, LiveAudience } from './audience'
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
  /** The member's role when the socket opened; the hub follows later changes of it. */
  readonly role: Role
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
  /** Each open tab with its member's current role. */
  readonly clients: Map<LiveClient, Role>
  /** How many of the team's events lie at or before the hub's place in the log. */
  position: number
}

export class TooManySockets extends Error {}

/** Who may hear of each event of a batch, in order (each feature's `liveAudience`). */
export type AudienceOf = (db: Kysely<DB>, events: readonly RecordedEvent[]) => Promise<readonly LiveAudience[]>

/** What the hub asks of the features (assembled from each feature's slots in `app.ts`). */
export interface LiveHubOptions {
  /** The query families an event changes (each feature's `liveTopics`). */
  readonly topicsFor: (event: { readonly type: string }) => readonly string[]
  /** Who may hear of each event; every member of the team when not given. */
  readonly audienceOf?: AudienceOf
  /** Whose open tabs an event ends or moves to another role (each feature's `liveAccess`); nobody's when not given. */
  readonly accessOf?: LiveAccessOf
  readonly onError?: (error: unknown) => void
}

const hears = (audience: LiveAudience, role: Role) => audience === 'team' || audience.includes(role)

/**
 * Fans the log out to the open tabs of each team: small notices naming the query families that changed,
 * never any data, never another team's notices, and never an event a feature keeps to some roles (a coach-only
 * thread's messages) to a member of another role. Batches and connections are handled one at a time, in
 * the order the tailer delivered them, so a team's position always matches the events it has been told about.
 */
export class LiveHub {
  readonly #channels = new Map<string, TeamChannel>()
  readonly #sessions = new Map<string, number>()
  #queue: Promise<void> = Promise.resolve()
  private readonly topicsFor: LiveHubOptions['topicsFor']
  private readonly audienceOf: AudienceOf
  private readonly accessOf: LiveAccessOf
  private readonly onError: (error: unknown) => void

  constructor(
    private readonly db: Kysely<DB>,
    private readonly tailer: LogTailer,
    options: LiveHubOptions,
  ) {
    this.topicsFor = options.topicsFor
    this.audienceOf = options.audienceOf ?? (async (_db, events) => events.map(() => 'team'))
    this.accessOf = options.accessOf ?? (() => undefined)
    this.onError = options.onError ?? (() => undefined)
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
   * the cap with `TooManySockets`, and throws the database's error when it could not be asked where the team
   * stands (the tab is then not registered).
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
    let failure: Error | undefined
    await this.#enqueue(async () => {
      try {
        if (!connected) return
        const channel = this.#channels.get(client.teamId) ?? {
          clients: new Map(),
          position: await this.#countTeamEvents(client.teamId, upTo),
        }
        this.#channels.set(client.teamId, channel)
        channel.clients.set(client, client.role)
        const position = String(channel.position)
        client.send({ kind: 'hello', position })
        if (after === undefined) return
        const seen = /^\d{1,15}$/.test(after) ? Number(after) : Number.NaN
        const missed = channel.position - seen
        if (!(missed >= 0) || missed > REPLAY_LIMIT) client.send({ kind: 'resync', position })
        else if (missed > 0) {
          const events = await this.#teamEvents(client.teamId, seen, missed)
          const topics = this.#topicsOf(events, await this.audienceOf(this.db, events), client.role)
          if (topics.length > 0) client.send({ kind: 'notice', topics, position })
        }
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error))
        throw error
      }
    })
    if (failure) {
      // The database could not say where the team stands (it is away): the tab is let go, to come back later.
      disconnect()
      throw failure
    }
    return disconnect
  }

  /** Ends the sockets of a session or an account, on this instance (SocketEnds reaches the others). */
  disconnect(filter: LiveClientFilter): void {
    for (const channel of this.#channels.values()) {
      for (const client of channel.clients.keys()) {
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

  async #publish(events: readonly RecordedEvent[]): Promise<void> {
    const byTeam = new Map<string, RecordedEvent[]>()
    for (const event of events) {
      if (event.teamId === null || !this.#channels.has(event.teamId)) continue
      byTeam.set(event.teamId, [...(byTeam.get(event.teamId) ?? []), event])
    }
    for (const [teamId, teamEvents] of byTeam) {
      const channel = this.#channels.get(teamId)!
      channel.position += teamEvents.length
      for (const event of teamEvents) {
        const change = this.accessOf(event)
        if (!change) continue
        for (const client of channel.clients.keys()) {
          if (client.userId !== change.userId) continue
          // A member who lost the team loses the live channel with it; what a tab may hear of follows its
          // member's role from the next event on.
          if (change.kind === 'ended') client.close()
          else channel.clients.set(client, change.role)
        }
      }
      const audiences = await this.audienceOf(this.db, teamEvents)
      const position = String(channel.position)
      const noticeFor = new Map<Role, string[]>()
      for (const [client, role] of channel.clients) {
        const topics = noticeFor.get(role) ?? this.#topicsOf(teamEvents, audiences, role)
        noticeFor.set(role, topics)
        if (topics.length > 0) client.send({ kind: 'notice', topics, position })
      }
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

  /** The topics of the events that a member of `role` may hear of. */
  #topicsOf(events: readonly RecordedEvent[], audiences: readonly LiveAudience[], role: Role) {
    const heard = events.filter((_event, index) => hears(audiences[index] ?? [], role))
    return [...new Set(heard.flatMap((event) => this.topicsFor(event)))]
  }

  /** The team's events after the first `skip` of them, in log order. */
  async #teamEvents(teamId: string, skip: number, count: number) {
    const rows = await this.db
      .selectFrom('events')
      .selectAll()
      .where('team_id', '=', teamId)
      .orderBy('tx_id')
      .orderBy('position')
      .offset(skip)
      .limit(count)
      .execute()
    return rows.map(toRecordedEvent)
  }
}
