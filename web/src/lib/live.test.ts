import type { AddressInfo } from 'node:net'
import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import { backoffDelay, createLiveConnection, parseLiveMessage, type LiveConnection, type LiveStatus } from './live'

type Greeter = (socket: WebSocket, connectionIndex: number) => void

interface TestServer {
  url: string
  /** The request URL of every connection, in order. */
  requests: string[]
  close(): Promise<void>
}

async function startServer(greet: Greeter): Promise<TestServer> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const requests: string[] = []
  server.on('connection', (socket, request) => {
    requests.push(request.url ?? '')
    greet(socket, requests.length - 1)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `ws://127.0.0.1:${port}/api/live`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate()
        server.close(() => resolve())
      }),
  }
}

const send = (socket: WebSocket, message: object) => socket.send(JSON.stringify(message))

function seededQueryClient(...keys: QueryKey[]): QueryClient {
  const queryClient = new QueryClient()
  for (const key of keys) queryClient.setQueryData(key, { seeded: true })
  return queryClient
}

const isInvalidated = (queryClient: QueryClient, key: QueryKey) =>
  queryClient.getQueryState(key)?.isInvalidated ?? false

const afterParam = (requestUrl: string | undefined) => new URL(requestUrl ?? '', 'ws://test').searchParams.get('after')

describe('live connection', () => {
  const cleanups: Array<() => unknown> = []
  const track = <T extends LiveConnection | TestServer>(resource: T): T => {
    cleanups.push(() => resource.close())
    return resource
  }

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  it('invalidates the queries named by a notice and leaves the others alone', async () => {
    const server = track(
      await startServer((socket) => {
        send(socket, { kind: 'hello', position: 'p1' })
        send(socket, { kind: 'notice', topics: ['team', 'players'], position: 'p2' })
      }),
    )
    const queryClient = new QueryClient()
    track(createLiveConnection({ url: server.url, queryClient, WebSocketImpl: WebSocket }))
    // Loaded once the socket is on its way: only notices concern them.
    for (const key of [['team'], ['players', 'list'], ['players', 'p-7'], ['calendar']])
      queryClient.setQueryData(key, { seeded: true })

    await vi.waitFor(() => expect(isInvalidated(queryClient, ['team'])).toBe(true))
    expect(isInvalidated(queryClient, ['players', 'list'])).toBe(true)
    expect(isInvalidated(queryClient, ['players', 'p-7'])).toBe(true)
    expect(isInvalidated(queryClient, ['calendar'])).toBe(false)
  })

  it('refreshes what was loaded before the socket first connected, since no notice will cover it', async () => {
    const server = track(await startServer((socket) => send(socket, { kind: 'hello', position: 'p1' })))
    const queryClient = seededQueryClient(['players', 'list'])
    await new Promise((resolve) => setTimeout(resolve, 5))

    track(createLiveConnection({ url: server.url, queryClient, WebSocketImpl: WebSocket }))

    await vi.waitFor(() => expect(isInvalidated(queryClient, ['players', 'list'])).toBe(true))
  })

  it('reconnects after the server drops it and asks to replay from the last position', async () => {
    const server = track(
      await startServer((socket, index) => {
        if (index === 0) {
          send(socket, { kind: 'hello', position: 'p1' })
          send(socket, { kind: 'notice', topics: ['news'], position: 'p2' })
          setTimeout(() => socket.terminate(), 20)
        } else if (index === 1) {
          // A resumed connection is told the head before the replay; the client must not jump to it.
          send(socket, { kind: 'hello', position: 'p9' })
          setTimeout(() => socket.close(), 20)
        } else {
          send(socket, { kind: 'hello', position: 'p9' })
        }
      }),
    )
    const statuses: LiveStatus[] = []

    track(
      createLiveConnection({
        url: server.url,
        queryClient: new QueryClient(),
        WebSocketImpl: WebSocket,
        onStatus: (status) => statuses.push(status),
        minDelayMs: 10,
        maxDelayMs: 20,
      }),
    )

    await vi.waitFor(() => expect(server.requests).toHaveLength(3))
    expect(afterParam(server.requests[0])).toBeNull()
    expect(afterParam(server.requests[1])).toBe('p2')
    expect(afterParam(server.requests[2])).toBe('p2')
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('open'))
    expect(statuses.slice(0, 4)).toEqual(['connecting', 'open', 'closed', 'connecting'])
  })

  it('invalidates every query when the server asks for a resync', async () => {
    const server = track(
      await startServer((socket) => {
        send(socket, { kind: 'hello', position: 'p1' })
        send(socket, { kind: 'resync', position: 'p40' })
      }),
    )
    const queryClient = seededQueryClient(['team'], ['calendar', 'month'], ['gallery'])

    track(createLiveConnection({ url: server.url, queryClient, WebSocketImpl: WebSocket }))

    await vi.waitFor(() => expect(isInvalidated(queryClient, ['gallery'])).toBe(true))
    expect(isInvalidated(queryClient, ['team'])).toBe(true)
    expect(isInvalidated(queryClient, ['calendar', 'month'])).toBe(true)
  })

  it('ignores frames it does not understand', async () => {
    const server = track(
      await startServer((socket) => {
        socket.send('not json')
        send(socket, { kind: 'gossip', topics: ['team'], position: 'p3' })
        send(socket, { kind: 'notice', topics: ['chat'], position: 'p4' })
      }),
    )
    const queryClient = seededQueryClient(['team'], ['chat'])

    track(createLiveConnection({ url: server.url, queryClient, WebSocketImpl: WebSocket }))

    await vi.waitFor(() => expect(isInvalidated(queryClient, ['chat'])).toBe(true))
    expect(isInvalidated(queryClient, ['team'])).toBe(false)
  })

  it('stops reconnecting once closed', async () => {
    const server = track(
      await startServer((socket) => {
        send(socket, { kind: 'hello', position: 'p1' })
      }),
    )
    const statuses: LiveStatus[] = []
    const connection = createLiveConnection({
      url: server.url,
      queryClient: new QueryClient(),
      WebSocketImpl: WebSocket,
      onStatus: (status) => statuses.push(status),
      minDelayMs: 5,
    })
    await vi.waitFor(() => expect(statuses).toContain('open'))

    connection.close()
    await new Promise((resolve) => setTimeout(resolve, 60))

    expect(server.requests).toHaveLength(1)
    expect(statuses.at(-1)).toBe('closed')
  })
})

describe('backoffDelay', () => {
  it('doubles from the minimum up to the maximum', () => {
    const noJitter = { random: () => 0.5 }
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => backoffDelay(attempt, noJitter))).toEqual([
      500, 1000, 2000, 4000, 8000, 10_000, 10_000,
    ])
  })

  it('spreads retries by at most a fifth either way', () => {
    expect(backoffDelay(1, { random: () => 0 })).toBe(800)
    expect(backoffDelay(1, { random: () => 1 })).toBe(1200)
  })
})

describe('what a notice refreshes', () => {
  const cleanups: Array<() => unknown> = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  it('invalidates the query families the notice names, and no other', async () => {
    const server = await startServer((socket) => {
      send(socket, { kind: 'hello', position: 'p1' })
      send(socket, { kind: 'notice', topics: ['team', 'session'], position: 'p2' })
    })
    cleanups.push(() => server.close())
    const queryClient = new QueryClient()
    const connection = createLiveConnection({
      url: server.url,
      queryClient,
      WebSocketImpl: WebSocket,
    })
    cleanups.push(() => connection.close())
    for (const key of [['team', 'members'], ['session'], ['calendar']]) queryClient.setQueryData(key, { seeded: true })

    await vi.waitFor(() => expect(isInvalidated(queryClient, ['session'])).toBe(true))
    expect(isInvalidated(queryClient, ['team', 'members'])).toBe(true)
    expect(isInvalidated(queryClient, ['calendar'])).toBe(false)
  })
})

describe('parseLiveMessage', () => {
  it('reads the three kinds the server sends, and nothing more of them', () => {
    expect(parseLiveMessage('{"kind":"hello","position":"12"}')).toEqual({ kind: 'hello', position: '12' })
    expect(parseLiveMessage('{"kind":"notice","topics":["roster","chat"],"position":"13","extra":1}')).toEqual({
      kind: 'notice',
      topics: ['roster', 'chat'],
      position: '13',
    })
    expect(parseLiveMessage('{"kind":"resync","position":"14","topics":["x"]}')).toEqual({
      kind: 'resync',
      position: '14',
    })
  })

  it('ignores what is not one of them', () => {
    for (const frame of [
      'not json',
      '"hello"',
      'null',
      '{"kind":"hello"}',
      '{"kind":"hello","position":12}',
      '{"kind":"notice","position":"1"}',
      '{"kind":"notice","topics":[1],"position":"1"}',
      '{"kind":"later","position":"1"}',
    ]) {
      expect(parseLiveMessage(frame)).toBeUndefined()
    }
    expect(parseLiveMessage(new Uint8Array([1, 2]))).toBeUndefined()
  })
})
