import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, networkMessage, type UnsentRequest } from '../api'
import {
  discardOutboxItem,
  enqueue,
  flushOutbox,
  forgetOutbox,
  keepUnsent,
  outboxSnapshot,
  reloadOutbox,
  startOutbox,
  tooBigMessage,
} from './outbox'
import { itemsOf, setSignedInAccount, type OutboxItem } from './outbox-db'
import { fakeServer, ok, onPage, refusal } from './outbox-server.test-support'

const account = 'account-outbox'

const unsent = (change: Partial<UnsentRequest> = {}): UnsentRequest => ({
  method: 'PUT',
  path: '/api/calendar-events/e1/availability/p1',
  body: JSON.stringify({ answer: 'going', note: '' }),
  commandId: 'cmd-1',
  teamId: 'team-1',
  ...change,
})

const going = { description: 'Going for Mia Lopez – Cup Final, Mar 14, 2026' }

const fates = () => Object.fromEntries(outboxSnapshot().items.map((item) => [item.id, item.fate]))

describe('the outbox on the page', () => {
  let server: ReturnType<typeof fakeServer>
  let settled: OutboxItem[]
  let stop: () => void

  beforeEach(async () => {
    onPage('/t/team-1/calendar')
    server = fakeServer()
    settled = []
    await setSignedInAccount(account)
    stop = startOutbox(account, (item) => settled.push(item))
    await reloadOutbox()
  })

  afterEach(async () => {
    stop()
    await forgetOutbox(account)
    vi.unstubAllGlobals()
  })

  it('keeps a save made without signal as it was to be sent, on this phone, until the signal returns', async () => {
    const item = await enqueue(unsent(), going)
    await flushOutbox()

    expect(item).toMatchObject({
      id: 'cmd-1',
      teamId: 'team-1',
      method: 'PUT',
      description: going.description,
      madeOn: '/t/team-1/calendar',
      fate: 'waiting',
    })
    // After a reload too: it is in IndexedDB, not only in the page.
    expect((await itemsOf(account)).map((each) => [each.id, each.fate])).toEqual([['cmd-1', 'waiting']])
    expect(server.received).toEqual([])
  })

  it('sends it once the signal returns, with its original command id and team, and once only', async () => {
    await enqueue(unsent(), going)
    await flushOutbox()
    server.answer = ok

    await flushOutbox()
    await flushOutbox()

    expect(server.received).toEqual([
      {
        path: '/api/calendar-events/e1/availability/p1',
        method: 'PUT',
        key: 'cmd-1',
        team: 'team-1',
        body: { answer: 'going', note: '' },
      },
    ])
    expect(fates()).toEqual({ 'cmd-1': 'sent' })
    expect(settled.map((item) => [item.id, item.fate])).toEqual([['cmd-1', 'sent']])
  })

  it('kept again under the same command id (the same save tried again), it is still one save, sent once', async () => {
    await enqueue(unsent(), going)
    await enqueue(unsent(), going)
    await flushOutbox()
    expect(outboxSnapshot().items).toHaveLength(1)

    server.answer = ok
    await flushOutbox()
    expect(server.received.map((each) => each.key)).toEqual(['cmd-1'])
  })

  it('sends the saves in the order they were made, even when made in the same millisecond', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-03-14T10:00:00Z'))
    for (const id of ['cmd-3', 'cmd-1', 'cmd-2']) await enqueue(unsent({ commandId: id }), going)
    vi.mocked(Date.now).mockRestore()
    await flushOutbox()
    server.answer = ok

    await flushOutbox()

    expect(server.received.map((each) => each.key)).toEqual(['cmd-3', 'cmd-1', 'cmd-2'])
  })

  it('a save refused on the later send stays in the list named with its event, with the server’s words', async () => {
    await enqueue(unsent(), going)
    await flushOutbox()
    server.answer = () => refusal('This event no longer exists.', 404)

    await flushOutbox()

    expect(outboxSnapshot().items).toEqual([
      expect.objectContaining({
        id: 'cmd-1',
        description: going.description,
        fate: 'refused',
        refusal: 'This event no longer exists.',
      }),
    ])
    // The page hears it, to refresh what it shows; it is not sent again.
    expect(settled.map((item) => [item.id, item.fate])).toEqual([['cmd-1', 'refused']])
    server.answer = ok
    await flushOutbox()
    expect(server.received).toHaveLength(1)

    await discardOutboxItem('cmd-1')
    expect(outboxSnapshot().items).toEqual([])
    expect(await itemsOf(account)).toEqual([])
  })

  it('keeps nothing past its budget, and says so', async () => {
    const huge = 'x'.repeat(13 * 1024 * 1024)
    await expect(enqueue(unsent({ body: JSON.stringify({ note: huge }) }), going)).rejects.toThrow(tooBigMessage)
    expect(outboxSnapshot().items).toEqual([])
  })

  it('keeps only what never reached the server: a refusal is the form’s to show', async () => {
    const refused = new ApiError(409, 'Voting has closed.', 'closed')
    expect(await keepUnsent(refused, going)).toBeNull()
    const unreached = new ApiError(0, networkMessage, 'network', undefined, undefined, unsent())
    expect((await keepUnsent(unreached, going))?.id).toBe('cmd-1')
  })

  it('signing out drops the account’s saves, sends none of them, and keeps nothing more for it', async () => {
    await enqueue(unsent(), going)
    await flushOutbox()

    await forgetOutbox(account)
    server.answer = ok
    await flushOutbox()

    expect(server.received).toEqual([])
    expect(await itemsOf(account)).toEqual([])
    await expect(enqueue(unsent({ commandId: 'cmd-2' }), going)).rejects.toThrow(networkMessage)
  })
})
