import { describe, it } from 'vitest'
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/errors'
import type { CommandMetadata } from '../shared/events'
import { specFor, testMetadata } from '../shared/testing'
import type { ChatMessageCommand, ChatThreadCommand, MarkThreadRead } from './chat.commands'
import { chatMessageDecider, chatReadDecider, chatThreadDecider } from './chat.decider'
import type { ChatMessagePosted, ChatThreadPinned, ChatThreadRead, ChatThreadStarted } from './chat.events'

const coach = testMetadata()
const at = coach.now.toISOString()
const parent = testMetadata({ actor: { userId: 'user-parent', role: 'parent' } })
const manager = testMetadata({ actor: { userId: 'user-manager', role: 'team_manager' } })
const ids = { teamId: 't1', threadId: 'th1' }

describe('a chat thread', () => {
  const spec = specFor(chatThreadDecider)
  const values = { title: 'Carpool to the cup', description: '', tags: ['travel'] }
  const start = (isPrivate: boolean, metadata: CommandMetadata = coach): ChatThreadCommand => ({
    type: 'StartThread',
    data: { ...ids, ...values, isPrivate },
    metadata,
  })
  const started = (isPrivate: boolean, by = 'user-coach'): ChatThreadStarted => ({
    type: 'ChatThreadStarted',
    data: { ...ids, ...values, isPrivate, startedBy: by, startedAt: at },
  })
  const pin = (isPinned: boolean): ChatThreadCommand => ({
    type: 'PinThread',
    data: { ...ids, isPinned },
    metadata: coach,
  })
  const pinned = (isPinned: boolean): ChatThreadPinned => ({ type: 'ChatThreadPinned', data: { ...ids, isPinned } })

  it('is started by any member, by its starter', () => {
    spec([])
      .when(start(false, parent))
      .then([started(false, 'user-parent')])
    spec([])
      .when(start(false))
      .then([started(false)])
  })

  it('is coach-only only when a coach-like member starts it', () => {
    spec([])
      .when(start(true))
      .then([started(true)])
    spec([])
      .when(start(true, manager))
      .then([started(true, 'user-manager')])
    spec([]).when(start(true, parent)).thenThrows(ForbiddenError, 'Only coaches can create coach-only threads.')
  })

  it('is never started twice under one id', () =>
    spec([started(false)])
      .when(start(false))
      .thenThrows(ConflictError))

  it('is pinned and unpinned, recording only a change', () => {
    spec([started(false)])
      .when(pin(true))
      .then([pinned(true)])
    spec([started(false), pinned(true)])
      .when(pin(true))
      .then([])
    spec([started(false), pinned(true)])
      .when(pin(false))
      .then([pinned(false)])
    spec([started(false)])
      .when(pin(false))
      .then([])
    spec([]).when(pin(true)).thenThrows(NotFoundError, 'This thread does not exist.')
  })
})

describe('a chat message', () => {
  const spec = specFor(chatMessageDecider)
  const mine = { ...ids, messageId: 'm1' }
  const post = (metadata: CommandMetadata = parent, replyTo: string | null = null): ChatMessageCommand => ({
    type: 'PostMessage',
    data: { ...mine, content: 'Who drives on Sunday?\nI have 2 seats.', replyTo },
    metadata,
  })
  const posted: ChatMessagePosted = {
    type: 'ChatMessagePosted',
    data: {
      ...mine,
      senderId: 'user-parent',
      content: 'Who drives on Sunday?\nI have 2 seats.',
      replyTo: null,
      postedAt: at,
    },
  }
  const edit = (content: string, metadata: CommandMetadata = parent, threadId = ids.threadId): ChatMessageCommand => ({
    type: 'EditMessage',
    data: { ...mine, threadId, content },
    metadata,
  })

  it('is posted by its sender, with its text as typed and what it answers', () => {
    spec([]).when(post()).then([posted])
    spec([])
      .when(post(parent, 'm0'))
      .then([{ ...posted, data: { ...posted.data, replyTo: 'm0' } }])
  })

  it('is never posted twice under one id', () => spec([posted]).when(post()).thenThrows(ConflictError))

  it('is edited by its sender, recording only a change', () => {
    spec([posted])
      .when(edit('I have 3 seats.'))
      .then([{ type: 'ChatMessageEdited', data: { ...mine, content: 'I have 3 seats.', editedAt: at } }])
    spec([posted]).when(edit(posted.data.content)).then([])
  })

  it('is edited by nobody else, not even a coach', () => {
    spec([posted])
      .when(edit('Taken over', coach))
      .thenThrows(ForbiddenError, 'Only the sender of this message can edit it.')
  })

  it('is not found before it is posted, nor under another thread', () => {
    spec([]).when(edit('Hello')).thenThrows(NotFoundError, 'This message does not exist.')
    spec([posted])
      .when(edit('Hello', parent, 'th2'))
      .thenThrows(NotFoundError)
  })
})

describe('a read marker', () => {
  const spec = specFor(chatReadDecider)
  const mark = (lastReadMessageId: string, readUpTo: string): MarkThreadRead => ({
    type: 'MarkThreadRead',
    data: { ...ids, memberId: 'user-parent', lastReadMessageId, readUpTo },
    metadata: parent,
  })
  const read = (lastReadMessageId: string, readUpTo: string): ChatThreadRead => ({
    type: 'ChatThreadRead',
    data: { ...ids, memberId: 'user-parent', lastReadMessageId, readUpTo, readAt: at },
  })
  const nine = '2026-09-01T09:00:00.000Z'
  const ten = '2026-09-01T10:00:00.000Z'

  it('is set by the first read', () =>
    spec([])
      .when(mark('m1', nine))
      .then([read('m1', nine)]))

  it('moves forward to a later message, or to a later id at the same time', () => {
    spec([read('m1', nine)])
      .when(mark('m2', ten))
      .then([read('m2', ten)])
    spec([read('m1', nine)])
      .when(mark('m2', nine))
      .then([read('m2', nine)])
  })

  it('never moves back nor stays put with an event', () => {
    spec([read('m2', ten)])
      .when(mark('m1', nine))
      .then([])
    spec([read('m2', ten)])
      .when(mark('m2', ten))
      .then([])
    spec([read('m2', nine)])
      .when(mark('m1', nine))
      .then([])
  })
})
