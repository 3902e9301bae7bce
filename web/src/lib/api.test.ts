import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  apiGet,
  apiSend,
  apiUpload,
  failureMessage,
  attemptCommand,
  isNetworkError,
  networkMessage,
  toApiError,
  type ApiError,
} from './api'
import { SAVE_DEADLINE_MS, isSignalSlow, signalAnswered } from './signal'

interface Sent {
  method: string
  headers: Record<string, string>
  body: unknown
}

/** Stands in for fetch: answers 200 with `{}` and keeps what each request carried. */
function recordRequests(): Sent[] {
  const sent: Sent[] = []
  vi.stubGlobal('fetch', (_path: string, init: RequestInit) => {
    sent.push({ method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body })
    return Promise.resolve(new Response('{}', { status: 200 }))
  })
  return sent
}

afterEach(() => vi.unstubAllGlobals())

describe('the api client', () => {
  it('sends every state-changing request with an Idempotency-Key, and no command id in the body', async () => {
    const sent = recordRequests()
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) await apiSend(method, '/api/x', { a: 1 })
    await apiUpload('PUT', '/api/x/photo', new FormData())
    expect(sent.map((request) => request.headers['Idempotency-Key'])).toEqual(Array(5).fill(expect.any(String)))
    expect(new Set(sent.map((request) => request.headers['Idempotency-Key'])).size).toBe(5)
    expect(sent.slice(0, 4).map((request): unknown => JSON.parse(request.body as string))).toEqual(
      Array(4).fill({ a: 1 }),
    )
    expect(sent[4]?.headers['Content-Type']).toBeUndefined()
  })

  it('sends the caller’s command id, so a retry of the same intent carries the same key', async () => {
    const sent = recordRequests()
    await apiSend('POST', '/api/stats', { goals: 1 }, { commandId: 'intent-1234' })
    await apiSend('POST', '/api/stats', { goals: 1 }, { commandId: 'intent-1234' })
    expect(sent.map((request) => request.headers['Idempotency-Key'])).toEqual(['intent-1234', 'intent-1234'])
  })

  it('sends no key with a read', async () => {
    const sent = recordRequests()
    await apiGet('/api/players', { team: null })
    expect(sent[0]?.headers['Idempotency-Key']).toBeUndefined()
  })

  it('says the connection is gone when the request cannot reach the server', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    const failure: unknown = await apiSend('POST', '/api/players', {}).catch((error: unknown) => error)
    expect(isNetworkError(failure)).toBe(true)
    expect(failureMessage(failure, 'Failed to save player. Please try again.')).toBe(networkMessage)
    expect(failureMessage(new Error('boom'), 'Failed to save player. Please try again.')).toBe(
      'Failed to save player. Please try again.',
    )
  })
})

describe('a save on one bar of signal', () => {
  afterEach(() => {
    vi.useRealTimers()
    signalAnswered()
  })

  /** A network that accepts the request and answers only when told to. */
  function hangingNetwork() {
    let answer: (response: Response) => void = () => undefined
    const sent: string[] = []
    vi.stubGlobal('fetch', (_path: string, init: RequestInit) => {
      sent.push((init.headers as Record<string, string>)['Idempotency-Key'] ?? '')
      return new Promise<Response>((resolve) => {
        answer = resolve
      })
    })
    return { sent, answer: (response: Response) => answer(response) }
  }

  it('is handed over, request and command id, once its deadline passes, and the signal is known to be slow', async () => {
    vi.useFakeTimers()
    const network = hangingNetwork()
    const failing = attemptCommand('intent-1234', { team: undefined, handOver: true }, () =>
      apiSend('POST', '/api/chat/threads/t1/messages', { content: 'On our way' }, { commandId: 'intent-1234' }),
    ).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(SAVE_DEADLINE_MS)
    const failure = (await failing) as ApiError
    expect(isNetworkError(failure)).toBe(true)
    expect(failure.unsent).toEqual({
      method: 'POST',
      path: '/api/chat/threads/t1/messages',
      body: JSON.stringify({ content: 'On our way' }),
      commandId: 'intent-1234',
      teamId: undefined,
    })
    expect(network.sent).toEqual(['intent-1234'])
    expect(isSignalSlow()).toBe(true)

    // The slow first attempt lands after all: the signal carries again.
    network.answer(new Response('{}', { status: 201 }))
    await vi.advanceTimersByTimeAsync(0)
    expect(isSignalSlow()).toBe(false)
  })

  it('waits as long as it takes outside a hand-over, and for an upload', async () => {
    vi.useFakeTimers()
    const network = hangingNetwork()
    let settled = false
    const saving = apiSend('POST', '/api/x', { a: 1 }).finally(() => {
      settled = true
    })
    const uploading = attemptCommand('photo-1', { team: undefined, handOver: true }, () =>
      apiUpload('PUT', '/api/x/photo', new FormData(), { commandId: 'photo-1' }),
    )
    await vi.advanceTimersByTimeAsync(SAVE_DEADLINE_MS * 3)
    expect(settled).toBe(false)
    network.answer(new Response('{}', { status: 200 }))
    await expect(uploading).resolves.toEqual({})
    void saving.catch(() => undefined)
  })
})

describe('a save made while earlier saves of its team still wait', () => {
  it('is not sent but fails at once as unsent, with its team, while other commands go out', async () => {
    const sent = recordRequests()
    const held = await attemptCommand('intent-1', { team: 'riverside', hold: true }, async () => {
      await Promise.resolve()
      return apiSend('POST', '/api/x', { a: 1 }, { commandId: 'intent-1' })
    }).catch((error: unknown) => error)
    expect(isNetworkError(held) && held.unsent).toMatchObject({ commandId: 'intent-1', teamId: 'riverside' })
    await apiSend('POST', '/api/x', { a: 2 }, { commandId: 'intent-2', team: 'riverside' })
    expect(sent.map((request) => request.headers['Idempotency-Key'])).toEqual(['intent-2'])
  })
})

describe('toApiError', () => {
  it('keeps the code, the words and the field messages of the API’s error body', () => {
    const body = {
      error: { code: 'conflict', message: 'Jersey number is already taken', fields: { jerseyNumber: 'x' } },
    }
    const error = toApiError({ status: 409, statusText: 'Conflict' }, body)
    expect(error).toMatchObject({ status: 409, code: 'conflict', message: 'Jersey number is already taken', body })
  })

  it('says what the status says when the answer is not the API’s', () => {
    expect(toApiError({ status: 502, statusText: 'Bad Gateway' }, '<html>')).toMatchObject({
      message: 'The server answered 502 Bad Gateway.',
      code: undefined,
    })
  })
})
