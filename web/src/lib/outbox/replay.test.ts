import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { deleteItemsOf, itemsOf, putItem, setSignedInAccount, type OutboxItem } from './outbox-db'
import { replayOutbox } from './replay'

let order = 0
const kept = (change: Partial<OutboxItem> & Pick<OutboxItem, 'id'>): OutboxItem => ({
  accountId: 'account-a',
  teamId: 'team-1',
  method: 'POST',
  path: '/api/chat/threads/t1/messages',
  body: { kind: 'json', json: JSON.stringify({ content: 'On our way' }) },
  description: 'Message in Match day',
  text: 'On our way',
  madeOn: '/t/team-1/chat',
  createdAt: new Date(2026, 10, 28, 9, 0).toISOString(),
  order: ++order,
  size: 40,
  fate: 'waiting',
  ...change,
})

interface Sent {
  path: string
  method: string
  key: string | undefined
  team: string | undefined
  body: unknown
}

/** The server as the replay meets it: records what arrives, answers what `answer` says for each path. */
function server(answer: (path: string) => Response | 'offline' = () => Response.json({}, { status: 200 })) {
  const sent: Sent[] = []
  const send: typeof fetch = (input, init) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const outcome = answer(path)
    if (outcome === 'offline') return Promise.reject(new TypeError('Failed to fetch'))
    const headers = new Headers(init?.headers)
    sent.push({
      path,
      method: init?.method ?? 'GET',
      key: headers.get('Idempotency-Key') ?? undefined,
      team: headers.get('X-Team') ?? undefined,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    })
    return Promise.resolve(outcome)
  }
  return { sent, send }
}

const fates = async (accountId = 'account-a') =>
  Object.fromEntries((await itemsOf(accountId)).map((item) => [item.id, item.fate]))

describe('sending the saves kept without signal', () => {
  beforeEach(async () => {
    await deleteItemsOf('account-a')
    await deleteItemsOf('account-b')
    await setSignedInAccount('account-a')
  })

  it('sends each in the order made, as made: its path, body, team and ORIGINAL command id', async () => {
    await putItem(kept({ id: 'cmd-1' }))
    await putItem(
      kept({
        id: 'cmd-2',
        method: 'PUT',
        path: '/api/calendar-events/e1/availability/p1',
        teamId: 'team-2',
        body: { kind: 'json', json: '{"answer":"going","note":""}' },
      }),
    )
    const { sent, send } = server()

    const result = await replayOutbox({ fetch: send })

    expect(sent).toEqual([
      {
        path: '/api/chat/threads/t1/messages',
        method: 'POST',
        key: 'cmd-1',
        team: 'team-1',
        body: { content: 'On our way' },
      },
      {
        path: '/api/calendar-events/e1/availability/p1',
        method: 'PUT',
        key: 'cmd-2',
        team: 'team-2',
        body: { answer: 'going', note: '' },
      },
    ])
    expect(result.sent.map((item) => item.id)).toEqual(['cmd-1', 'cmd-2'])
    expect(await fates()).toEqual({ 'cmd-1': 'sent', 'cmd-2': 'sent' })
  })

  it('sends a save once: a second replay sends nothing already sent', async () => {
    await putItem(kept({ id: 'cmd-1' }))
    const first = server()
    await replayOutbox({ fetch: first.send })
    const second = server()
    await replayOutbox({ fetch: second.send })
    expect(first.sent).toHaveLength(1)
    expect(second.sent).toHaveLength(0)
  })

  it('keeps a refusal with the server’s words, and goes on with the next save', async () => {
    await putItem(kept({ id: 'cmd-1', path: '/api/votings/v1/votes' }))
    await putItem(kept({ id: 'cmd-2' }))
    const { sent, send } = server((path) =>
      path.includes('votings')
        ? Response.json({ error: { code: 'closed', message: 'Voting has closed.' } }, { status: 409 })
        : Response.json({}, { status: 201 }),
    )

    const result = await replayOutbox({ fetch: send })

    expect(sent.map((each) => each.key)).toEqual(['cmd-1', 'cmd-2'])
    expect(result.refused.map((item) => [item.id, item.refusal])).toEqual([['cmd-1', 'Voting has closed.']])
    expect(await fates()).toEqual({ 'cmd-1': 'refused', 'cmd-2': 'sent' })
  })

  it('without signal keeps everything waiting for the next try', async () => {
    await putItem(kept({ id: 'cmd-1' }))
    await putItem(kept({ id: 'cmd-2', teamId: 'team-2' }))
    const result = await replayOutbox({ fetch: server(() => 'offline').send })
    expect(result).toEqual({ sent: [], refused: [], waiting: 2 })
    expect(await fates()).toEqual({ 'cmd-1': 'waiting', 'cmd-2': 'waiting' })
  })

  it('signed out (401): nothing is sent or refused until the person signs in again', async () => {
    await putItem(kept({ id: 'cmd-1' }))
    await putItem(kept({ id: 'cmd-2' }))
    const { sent, send } = server(() => Response.json({ error: { code: 'x', message: 'Sign in' } }, { status: 401 }))
    await replayOutbox({ fetch: send })
    expect(sent).toHaveLength(1)
    expect(await fates()).toEqual({ 'cmd-1': 'waiting', 'cmd-2': 'waiting' })
  })

  it('a server unable for now holds back the later saves of its team only, so its order is kept', async () => {
    await putItem(kept({ id: 'cmd-1', teamId: 'team-1', path: '/busy' }))
    await putItem(kept({ id: 'cmd-2', teamId: 'team-1' }))
    await putItem(kept({ id: 'cmd-3', teamId: 'team-2' }))
    const { sent, send } = server((path) =>
      path === '/busy' ? new Response(null, { status: 503 }) : Response.json({}, { status: 200 }),
    )
    await replayOutbox({ fetch: send })
    expect(sent.map((each) => each.key)).toEqual(['cmd-1', 'cmd-3'])
    expect(await fates()).toEqual({ 'cmd-1': 'waiting', 'cmd-2': 'waiting', 'cmd-3': 'sent' })
  })

  it('sends only the saves of the account signed in here: another account’s are never sent', async () => {
    await putItem(kept({ id: 'cmd-a' }))
    await putItem(kept({ id: 'cmd-b', accountId: 'account-b' }))
    const { sent, send } = server()
    await replayOutbox({ fetch: send })
    expect(sent.map((each) => each.key)).toEqual(['cmd-a'])
    expect(await fates('account-b')).toEqual({ 'cmd-b': 'waiting' })

    await setSignedInAccount(null)
    const signedOut = server()
    await putItem(kept({ id: 'cmd-a2' }))
    await replayOutbox({ fetch: signedOut.send })
    expect(signedOut.sent).toHaveLength(0)
  })

  it('sends a kept photo with its bytes as form data', async () => {
    const photo = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' })
    await putItem(
      kept({
        id: 'cmd-photo',
        path: '/api/photos',
        body: {
          kind: 'form',
          parts: [
            { name: 'caption', value: 'Kick-off' },
            { name: 'photo', file: photo, fileName: 'photo' },
          ],
        },
      }),
    )
    const { sent, send } = server()
    await replayOutbox({ fetch: send })
    const form = sent[0]?.body as FormData
    expect(form.get('caption')).toBe('Kick-off')
    const file = form.get('photo') as File
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
  })
})
