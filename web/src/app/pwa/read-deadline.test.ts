import 'fake-indexeddb/auto'
import { hashKey } from '@tanstack/react-query'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { isSignalSlow, signalAnswered } from '../../lib/signal'
import { TeamQueryClient } from '../team/team-clients'
import { keptAnswer, openOfflineCache, restoredAt } from './offline-cache'

const roster = ['players']
const news = ['news']

/** A server that takes the request and answers only when told to. */
function slowServer<T>() {
  let answer: (value: T) => void = () => undefined
  let asked = 0
  const queryFn = () => {
    asked += 1
    return new Promise<T>((resolve) => {
      answer = resolve
    })
  }
  return { queryFn, answer: (value: T) => answer(value), asked: () => asked }
}

const shownAsOf = (client: TeamQueryClient, queryKey: string[]) => {
  const query = client.getQueryCache().find({ queryKey, exact: true })
  return query && restoredAt(client, query)
}

describe('a read on one bar of signal', () => {
  let keptAt: number

  beforeAll(async () => {
    // The phone says it is online all along.
    vi.stubGlobal('window', new EventTarget())
    vi.stubGlobal('navigator', { onLine: true })
    // A visit with signal: the roster and the news are answered, and kept on the device.
    const before = await openOfflineCache()
    before.signedIn('user-1')
    const visit = new TeamQueryClient('team-1')
    before.attach(visit, 'team-1')
    await visit.fetchQuery({ queryKey: roster, queryFn: () => Promise.resolve(['Mia Lopez']) })
    await visit.fetchQuery({ queryKey: news, queryFn: () => Promise.resolve(['Kit day']) })
    keptAt = visit.getQueryState(roster)?.dataUpdatedAt ?? 0
    // Saved a second after the answers arrive: a later start finds both.
    await vi.waitFor(
      async () => {
        const later = await openOfflineCache()
        const probe = new TeamQueryClient('team-1')
        later.attach(probe, 'team-1')
        expect(keptAnswer(probe, hashKey(roster))).toBeDefined()
        expect(keptAnswer(probe, hashKey(news))).toBeDefined()
      },
      { timeout: 30_000, interval: 200 },
    )
  })

  afterAll(() => {
    vi.unstubAllGlobals()
    signalAnswered()
  })

  it('shows the kept answer once the server is too slow, marked as of when it was fetched, and the server’s when it lands', async () => {
    const cache = await openOfflineCache()
    const client = new TeamQueryClient('team-1')
    cache.attach(client, 'team-1')
    const server = slowServer<string[]>()

    const shown = await client.fetchQuery({ queryKey: roster, queryFn: server.queryFn })
    expect(shown).toEqual(['Mia Lopez'])
    expect(shownAsOf(client, roster)).toBe(keptAt)
    expect(isSignalSlow()).toBe(true)

    // Another read on the weak signal is answered from the device too, its request still out.
    const other = slowServer<string[]>()
    expect(await client.fetchQuery({ queryKey: news, queryFn: other.queryFn })).toEqual(['Kit day'])
    expect(other.asked()).toBe(1)

    // Asked again meanwhile: the request still on its way is waited for, not sent twice.
    await client.fetchQuery({ queryKey: roster, queryFn: server.queryFn, staleTime: 0 })
    expect(server.asked()).toBe(1)

    // The slow answer lands after all, here in the very millisecond the copy was shown: the page shows it, and it is
    // no longer the device's copy.
    const now = vi.spyOn(Date, 'now').mockReturnValue(client.getQueryState(roster)?.dataUpdatedAt ?? 0)
    try {
      server.answer(['Mia Lopez', 'Leo Chen'])
      await vi.waitFor(() => expect(client.getQueryData(roster)).toEqual(['Mia Lopez', 'Leo Chen']))
    } finally {
      now.mockRestore()
    }
    expect(shownAsOf(client, roster)).toBeUndefined()
  })

  it('waits for the server when the device kept nothing', async () => {
    signalAnswered()
    const cache = await openOfflineCache()
    const client = new TeamQueryClient('team-1')
    cache.attach(client, 'team-1')
    const server = slowServer<string[]>()
    let settled = false
    const reading = client
      .fetchQuery({ queryKey: ['chat', 'threads'], queryFn: server.queryFn })
      .finally(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 3_500))
    expect(settled).toBe(false)
    server.answer(['Match day'])
    expect(await reading).toEqual(['Match day'])
  })
})
