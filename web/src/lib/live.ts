import type { QueryClient } from '@tanstack/react-query'
import type { LiveTopic } from '@teamspace/domain/shared/live-topics'

export type LiveStatus = 'connecting' | 'open' | 'closed'

// The browser's WebSocket and the `ws` package declare different event classes. Typing the handler
// parameters as `never` accepts either; the handlers below only read `data`, which both provide.
export interface SocketLike {
  onopen: ((event: never) => void) | null
  onmessage: ((event: never) => void) | null
  onclose: ((event: never) => void) | null
  onerror: ((event: never) => void) | null
  close(code?: number): void
}

export type SocketConstructor = new (url: string) => SocketLike

export interface LiveConnectionOptions {
  /** Absolute `ws:` or `wss:` URL of the live endpoint. */
  url: string
  queryClient: QueryClient
  WebSocketImpl?: SocketConstructor
  onStatus?: (status: LiveStatus) => void
  /** A cursor from an earlier connection, to catch up from. */
  after?: string
  minDelayMs?: number
  maxDelayMs?: number
}

export interface LiveConnection {
  close(): void
  /** The cursor of the last notice taken: where a later connection of the same team catches up from. */
  position(): string | undefined
}

export type LiveMessage =
  | { kind: 'hello'; position: string }
  // Topics are the server's `LiveTopic`s; one this build does not know refreshes nothing.
  | { kind: 'notice'; topics: LiveTopic[]; position: string }
  | { kind: 'resync'; position: string }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** One frame's message, checked by hand: the socket is read on every page, so it does not wait for zod. */
function toLiveMessage(value: unknown): LiveMessage | undefined {
  if (!isRecord(value) || typeof value.position !== 'string') return undefined
  const { kind, position, topics } = value
  if (kind === 'hello' || kind === 'resync') return { kind, position }
  if (kind !== 'notice' || !Array.isArray(topics) || !topics.every((topic) => typeof topic === 'string')) {
    return undefined
  }
  return { kind, position, topics: topics as LiveTopic[] }
}

/** Parses one text frame; anything else (binary, unknown kinds from a newer server) is ignored. */
export function parseLiveMessage(data: unknown): LiveMessage | undefined {
  if (typeof data !== 'string') return undefined
  try {
    return toLiveMessage(JSON.parse(data))
  } catch {
    return undefined
  }
}

/**
 * Exponential backoff with ±20% jitter, so that tabs dropped by the same restart do not all come
 * back in the same instant.
 */
export function backoffDelay(
  attempt: number,
  { minDelayMs = 500, maxDelayMs = 10_000, random = Math.random } = {},
): number {
  const base = Math.min(maxDelayMs, minDelayMs * 2 ** attempt)
  return Math.round(base * (0.8 + random() * 0.4))
}

export function liveUrlWithCursor(url: string, after: string | undefined): string {
  if (after === undefined) return url
  const withCursor = new URL(url)
  withCursor.searchParams.set('after', after)
  return withCursor.toString()
}

export function createLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const { url, queryClient, onStatus, minDelayMs, maxDelayMs } = options
  const WebSocketImpl = options.WebSocketImpl ?? globalThis.WebSocket
  let position = options.after
  let socket: SocketLike | undefined
  let failures = 0
  let connections = 0
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  const connect = () => {
    retryTimer = undefined
    onStatus?.('connecting')
    const resuming = position !== undefined
    const isReconnect = connections++ > 0
    const openedAt = Date.now()
    const current = new WebSocketImpl(liveUrlWithCursor(url, position))
    socket = current

    current.onopen = () => {
      if (socket === current) onStatus?.('open')
    }
    current.onmessage = (event: { data: unknown }) => {
      if (socket !== current) return
      const message = parseLiveMessage(event.data)
      if (!message) return
      // A hello means the server is really serving us, not just accepting and dropping sockets.
      failures = 0
      switch (message.kind) {
        case 'hello':
          // When resuming, keep our own cursor until the replayed notices move it: adopting the
          // head now would skip whatever is still being replayed if the socket drops again.
          if (!resuming) position = message.position
          // Reconnected without a cursor, so nobody can tell what changed while we were away.
          if (!resuming && isReconnect) void queryClient.invalidateQueries()
          // The first hello: what was loaded before the socket began connecting may have missed a change that
          // this socket will never be told of (the server only notices what comes after its hello).
          if (!resuming && !isReconnect)
            void queryClient.invalidateQueries({ predicate: (query) => query.state.dataUpdatedAt < openedAt })
          break
        case 'notice':
          position = message.position
          // The server names every family the change shows in (the session and the calendar on a renamed team),
          // so each topic is just the first element of its queries' keys.
          for (const topic of new Set(message.topics)) void queryClient.invalidateQueries({ queryKey: [topic] })
          break
        case 'resync':
          position = message.position
          void queryClient.invalidateQueries()
          break
      }
    }
    // Browsers follow an error with a close; `ws` may not, so both lead here and the first one wins.
    const lost = () => {
      if (socket !== current) return
      socket = undefined
      if (stopped) return
      onStatus?.('closed')
      retryTimer = setTimeout(connect, backoffDelay(failures++, { minDelayMs, maxDelayMs }))
    }
    current.onclose = lost
    current.onerror = lost
  }

  connect()

  return {
    position: () => position,
    close() {
      if (stopped) return
      stopped = true
      clearTimeout(retryTimer)
      const open = socket
      socket = undefined
      open?.close()
      onStatus?.('closed')
    },
  }
}
