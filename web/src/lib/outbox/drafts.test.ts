import { createElement, useState } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { outboxForm, refusedItemOf, useTakeOnce } from './drafts'
import type { OutboxItem } from './outbox-db'

const messageForm = outboxForm<{ content: string }>('chat-message:t1')

const kept = (change: Partial<OutboxItem> & Pick<OutboxItem, 'id'>): OutboxItem => ({
  accountId: 'account-a',
  teamId: 'team-1',
  method: 'POST',
  path: '/api/chat/threads/t1/messages',
  body: { kind: 'json', json: JSON.stringify({ content: 'On our way' }) },
  description: 'Message in Match day',
  text: 'On our way',
  draft: messageForm.draft({ content: 'On our way' }),
  madeOn: '/t/team-1/chat',
  createdAt: new Date(2026, 10, 28, 9, 0).toISOString(),
  order: 1,
  size: 40,
  fate: 'refused',
  refusal: 'This thread no longer exists.',
  ...change,
})

describe('the refused save "Edit" brings back', () => {
  it('is the one chosen, when this very form made it and the server refused it', () => {
    const items = [kept({ id: 'cmd-1' }), kept({ id: 'cmd-2' })]
    expect(refusedItemOf(items, 'cmd-2', messageForm)?.id).toBe('cmd-2')
    expect(refusedItemOf(items, null, messageForm)).toBeUndefined()
  })

  it('never comes into another form, nor into a page without one', () => {
    const items = [kept({ id: 'cmd-1' })]
    expect(refusedItemOf(items, 'cmd-1', outboxForm('chat-message:t2'))).toBeUndefined()
    expect(refusedItemOf(items, 'cmd-1', outboxForm('attendance-sheet'))).toBeUndefined()
    expect(refusedItemOf(items, 'cmd-1', undefined)).toBeUndefined()
  })

  it('is only a refused one: a save still waiting or already sent is not edited', () => {
    expect(refusedItemOf([kept({ id: 'cmd-1', fate: 'waiting' })], 'cmd-1', messageForm)).toBeUndefined()
    expect(refusedItemOf([kept({ id: 'cmd-1', fate: 'sent' })], 'cmd-1', messageForm)).toBeUndefined()
    // A save kept before forms kept their values: "Copy text" only.
    expect(refusedItemOf([kept({ id: 'cmd-1', draft: undefined })], 'cmd-1', messageForm)).toBeUndefined()
  })
})

describe('a kept save read back by its form', () => {
  const before = outboxForm<{ content: string }>('chat-message:t1', (item) =>
    item.path === '/api/chat/threads/t1/messages' ? { content: item.text } : undefined,
  )

  it('gives the values it was made with, to the form that made it only', () => {
    const item = kept({ id: 'cmd-1', draft: messageForm.draft({ content: 'Kick-off at 10' }) })
    expect(before.valuesOf(item)).toEqual({ content: 'Kick-off at 10' })
    expect(outboxForm('chat-message:t2').valuesOf(item)).toBeUndefined()
  })

  it('reads a save kept before saves kept their values the way its form says, and only such a save', () => {
    expect(before.valuesOf(kept({ id: 'cmd-1', draft: undefined, text: 'Who has the cones?' }))).toEqual({
      content: 'Who has the cones?',
    })
    expect(before.valuesOf(kept({ id: 'cmd-1', draft: undefined, path: '/api/chat/threads/t2/messages' }))).toBe(
      undefined,
    )
    // With values of another form, never guessed from its address.
    expect(before.valuesOf(kept({ id: 'cmd-1', draft: { form: 'attendance-sheet', values: {} } }))).toBeUndefined()
  })
})

interface Draft {
  readonly id: string
  readonly content: string
}

/** One render of a form as the page goes on: the refused save shown then, whether the form may take it, a keystroke. */
interface Moment {
  readonly draft?: Draft
  readonly ready?: boolean
  readonly typed?: string
}

/**
 * A text box that takes refused saves, rendered once per moment (each moment re-renders the same form, as a parent's
 * change or a keystroke would). Returns what the box held after each moment and each save taken.
 */
function renderForm(moments: readonly Moment[]) {
  const seen: string[] = []
  const taken: string[] = []
  function Form() {
    const [at, setAt] = useState(0)
    const [content, setContent] = useState('')
    const moment = moments[at] ?? {}
    const takenBefore = taken.length
    useTakeOnce(
      moment.draft,
      (draft) => {
        taken.push(draft.id)
        setContent(draft.content)
      },
      () => moment.ready ?? true,
    )
    // A state set while rendering shows in the next render, which React makes at once: look at that one.
    if (taken.length > takenBefore) return null
    if (moment.typed !== undefined && content !== moment.typed) {
      setContent(moment.typed)
      return null
    }
    seen[at] = content
    if (at < moments.length - 1) setAt(at + 1)
    return null
  }
  renderToStaticMarkup(createElement(Form))
  return { seen, taken }
}

describe('taking a refused save into its form', () => {
  it('takes its values once: what the person types afterwards stays while it is still shown', () => {
    const draft = { id: 'cmd-1', content: 'On our way' }
    const { seen, taken } = renderForm([{ draft }, { draft }, { draft, typed: 'On our way, 5 min late' }, { draft }])
    expect(taken).toEqual(['cmd-1'])
    expect(seen).toEqual(['On our way', 'On our way', 'On our way, 5 min late', 'On our way, 5 min late'])
  })

  it('waits until the form is ready for it (its event on screen), then takes it', () => {
    const draft = { id: 'cmd-1', content: 'On our way' }
    const { seen, taken } = renderForm([{ draft, ready: false }, { draft, ready: false }, { draft }, { draft }])
    expect(taken).toEqual(['cmd-1'])
    expect(seen).toEqual(['', '', 'On our way', 'On our way'])
  })

  it('takes another refused save chosen later, and the first one again only if chosen again', () => {
    const first = { id: 'cmd-1', content: 'On our way' }
    const second = { id: 'cmd-2', content: 'Who brings the cones?' }
    const { seen, taken } = renderForm([{ draft: first }, {}, { draft: second }, { draft: second, typed: '' }])
    expect(taken).toEqual(['cmd-1', 'cmd-2'])
    expect(seen).toEqual(['On our way', 'On our way', 'Who brings the cones?', ''])
  })

  it('takes nothing while no refused save is being edited', () => {
    const { seen, taken } = renderForm([{}, { typed: 'Hello' }])
    expect(taken).toEqual([])
    expect(seen).toEqual(['', 'Hello'])
  })
})
