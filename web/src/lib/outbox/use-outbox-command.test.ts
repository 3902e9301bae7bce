import 'fake-indexeddb/auto'
import { QueryClientProvider } from '@tanstack/react-query'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiSend, isApiError } from '../api'
import { TeamScopedClient } from '../team-scope'
import { enqueue, flushOutbox, forgetOutbox, keptMessage, outboxSnapshot, reloadOutbox, startOutbox } from './outbox'
import { setSignedInAccount, type OutboxItem } from './outbox-db'
import { fakeServer, ok, onPage, refusal } from './outbox-server.test-support'
import { useOutboxCommand } from './use-outbox-command'

const account = 'account-command'

interface Answer {
  answer: 'going' | 'not-going'
}

/**
 * The answer form's save, as a form mounts it: one intent until it succeeds. Rendered once, its `mutateAsync` is the
 * form's Save, tapped as often as the test likes (a mutation runs without the page on screen).
 */
function answerSave() {
  const kept: OutboxItem[] = []
  let save: ((values: Answer) => Promise<string>) | undefined
  function Form() {
    save = useOutboxCommand({
      mutationFn: async (values: Answer, commandId: string) => {
        await apiSend('PUT', '/api/calendar-events/e1/availability/p1', values, { commandId })
        return 'Saved.'
      },
      describe: (values) => ({
        description: `${values.answer === 'going' ? 'Going' : 'Not going'} for Mia Lopez – Cup Final, Mar 14, 2026`,
      }),
      queued: (_values, item) => {
        kept.push(item)
        return keptMessage
      },
    }).mutateAsync
    return null
  }
  // Mounted in its team's cache, as every team page's form is: its saves name that team.
  const client = new TeamScopedClient('team-1', { defaultOptions: { mutations: { retry: false } } })
  renderToStaticMarkup(createElement(QueryClientProvider, { client }, createElement(Form)))
  if (save === undefined) throw new Error('The form did not render.')
  return { save, kept }
}

describe('a save that may wait for signal', () => {
  let server: ReturnType<typeof fakeServer>
  let stop: () => void

  beforeEach(async () => {
    onPage('/t/team-1/calendar')
    server = fakeServer()
    await setSignedInAccount(account)
    stop = startOutbox(account, () => undefined)
    await reloadOutbox()
  })

  afterEach(async () => {
    stop()
    await forgetOutbox(account)
    vi.unstubAllGlobals()
  })

  it('with signal, is sent at once and kept nowhere', async () => {
    server.answer = ok
    const { save } = answerSave()
    expect(await save({ answer: 'going' })).toBe('Saved.')
    expect(server.received.map((each) => [each.method, each.team])).toEqual([['PUT', 'team-1']])
    expect(outboxSnapshot().items).toEqual([])
  })

  it('without signal, is kept and answers that it is; sent later once, under the command id it was tried with', async () => {
    const { save, kept } = answerSave()
    expect(await save({ answer: 'going' })).toBe(keptMessage)
    await flushOutbox()
    expect(kept.map((item) => [item.description, item.fate])).toEqual([
      ['Going for Mia Lopez – Cup Final, Mar 14, 2026', 'waiting'],
    ])

    server.answer = ok
    await flushOutbox()
    await flushOutbox()

    expect(server.received.map((each) => each.key)).toEqual([kept[0]?.id])
    expect(server.received[0]?.body).toEqual({ answer: 'going' })
  })

  it('tried again after a refusal, is the same intent (the same command id); once kept, the next save is a new one', async () => {
    server.answer = () => refusal('This event no longer exists.', 404)
    const { save, kept } = answerSave()
    const refused = await save({ answer: 'going' }).catch((error: unknown) => error)
    // A refusal is the form's to show at once: it is not kept.
    expect(isApiError(refused) && refused.message).toBe('This event no longer exists.')
    expect(outboxSnapshot().items).toEqual([])

    // Corrected and saved again, now without signal: kept under the key of the first try.
    server.answer = () => 'offline'
    expect(await save({ answer: 'not-going' })).toBe(keptMessage)
    await flushOutbox()
    server.answer = ok
    await flushOutbox()
    expect(await save({ answer: 'going' })).toBe('Saved.')

    const [tried, sentLater, next] = server.received.map((each) => each.key)
    expect(kept.map((item) => item.id)).toEqual([tried])
    expect(sentLater).toBe(tried)
    expect(next).not.toBe(tried)
    expect(server.received.map((each) => each.body)).toEqual([
      { answer: 'going' },
      { answer: 'not-going' },
      { answer: 'going' },
    ])
  })

  it('made while earlier saves of its team still wait, is kept behind them, not sent ahead', async () => {
    await enqueue(
      {
        method: 'POST',
        path: '/api/chat/threads/t1/messages',
        body: JSON.stringify({ content: 'On our way' }),
        commandId: 'cmd-earlier',
        teamId: 'team-1',
      },
      { description: 'Message in Match day' },
    )
    await flushOutbox()
    // The signal returns, and the family answers before the waiting message has gone.
    server.answer = ok
    const { save, kept } = answerSave()

    expect(await save({ answer: 'going' })).toBe(keptMessage)
    await flushOutbox()

    expect(server.received.map((each) => each.key)).toEqual(['cmd-earlier', kept[0]?.id])
  })
})
