import { vi } from 'vitest'

/** One request as the server received it. */
export interface Received {
  readonly path: string
  readonly method: string
  readonly key: string | null
  readonly team: string | null
  readonly body: unknown
}

type Answer = Response | 'offline'

/**
 * The server as the page meets it, in place of the global fetch: records what arrives, and answers what `answer`
 * says (`'offline'`: the request never reaches it). Change `answer` to bring the signal back.
 */
export function fakeServer() {
  const received: Received[] = []
  const server = {
    received,
    answer: (_path: string): Answer => 'offline',
  }
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const outcome = server.answer(path)
    if (outcome === 'offline') return Promise.reject(new TypeError('Failed to fetch'))
    const headers = new Headers(init?.headers)
    received.push({
      path,
      method: init?.method ?? 'GET',
      key: headers.get('Idempotency-Key'),
      team: headers.get('X-Team'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    })
    return Promise.resolve(outcome)
  })
  return server
}

export const ok = () => Response.json({}, { status: 200 })

export const refusal = (message: string, status = 409) =>
  Response.json({ error: { code: 'refused', message } }, { status })

/** The page's globals the outbox listens to and names saves by: its window, and the address it was made on. */
export function onPage(pathname: string) {
  vi.stubGlobal('window', new EventTarget())
  vi.stubGlobal('location', { pathname, search: '' })
}
