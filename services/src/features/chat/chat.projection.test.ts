import type { ChatDomainEvent } from '@teamspace/domain/chat/chat.events'
import { describe, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { projectionSpec } from '../../../test/projection-spec'
import { chatProjection } from './chat.projection'

const t = useTestDatabase()
const spec = projectionSpec(t)(chatProjection)
const at = (minute: number) => `2026-09-01T10:${String(minute).padStart(2, '0')}:00.000Z`

const started = (threadId: string, isPrivate = false): ChatDomainEvent => ({
  type: 'ChatThreadStarted',
  data: {
    teamId: 't1',
    threadId,
    title: 'Carpool',
    description: '',
    tags: ['travel'],
    isPrivate,
    startedBy: 'user-coach',
    startedAt: at(0),
  },
})
const posted = (messageId: string, senderId: string, minute: number, threadId = 'th1'): ChatDomainEvent => ({
  type: 'ChatMessagePosted',
  data: {
    teamId: 't1',
    threadId,
    messageId,
    senderId,
    content: `Text of ${messageId}`,
    replyTo: null,
    postedAt: at(minute),
  },
})
const edited = (messageId: string, content: string, minute: number): ChatDomainEvent => ({
  type: 'ChatMessageEdited',
  data: { teamId: 't1', threadId: 'th1', messageId, content, editedAt: at(minute) },
})
const read = (memberId: string, lastReadMessageId: string, minute: number): ChatDomainEvent => ({
  type: 'ChatThreadRead',
  data: { teamId: 't1', threadId: 'th1', memberId, lastReadMessageId, readUpTo: at(minute), readAt: at(59) },
})

describe('chat projection', () => {
  it('summarises a started thread with no messages, its starter its one participant', () =>
    spec.given(started('th1', true)).then({
      chat_threads: [
        {
          id: 'th1',
          team_id: 't1',
          title: 'Carpool',
          tags: ['travel'],
          is_private: true,
          is_pinned: false,
          created_by: 'user-coach',
          created_at: new Date(at(0)),
          last_activity: new Date(at(0)),
          message_count: 0,
          last_message_id: null,
          last_message_content: null,
          participants: ['user-coach'],
        },
      ],
    }))

  it('counts every post and keeps the latest as the last message, whatever order the posts come in', () =>
    spec.given(started('th1'), posted('m3', 'user-b', 3), posted('m1', 'user-a', 1), posted('m2', 'user-b', 2)).then({
      chat_threads: [
        {
          message_count: 3,
          last_activity: new Date(at(3)),
          last_message_id: 'm3',
          last_message_content: 'Text of m3',
          last_message_sender_id: 'user-b',
          last_message_at: new Date(at(3)),
          participants: ['user-a', 'user-b', 'user-coach'],
        },
      ],
      chat_messages: ['m1', 'm2', 'm3'].map((id) => ({ id, thread_id: 'th1', edited: false, edited_at: null })),
    }))

  it('breaks a tie in time by the message id, in code-unit order', () =>
    spec.given(started('th1'), posted('b', 'user-a', 5), posted('B', 'user-b', 5)).then({
      chat_threads: [{ message_count: 2, last_message_id: 'b', last_message_sender_id: 'user-a' }],
    }))

  it('keeps threads apart', () =>
    spec.given(started('th1'), started('th2'), posted('m1', 'user-a', 1, 'th2')).then({
      chat_threads: [
        { id: 'th1', message_count: 0, participants: ['user-coach'] },
        { id: 'th2', message_count: 1, participants: ['user-a', 'user-coach'] },
      ],
    }))

  it('marks an edited message and the summary when it is the last message', () =>
    spec
      .given(
        started('th1'),
        posted('m1', 'user-a', 1),
        posted('m2', 'user-a', 2),
        edited('m1', 'First, edited', 4),
        edited('m2', 'Second, edited', 5),
        edited('m2', 'Second, edited again', 6),
      )
      .then({
        chat_messages: [
          { id: 'm1', content: 'First, edited', edited: true, edited_at: new Date(at(4)) },
          { id: 'm2', content: 'Second, edited again', edited: true, edited_at: new Date(at(6)) },
        ],
        chat_threads: [{ last_message_id: 'm2', last_message_content: 'Second, edited again' }],
      }))

  it('pins and unpins, keeping the last', () =>
    spec
      .given(
        started('th1'),
        { type: 'ChatThreadPinned', data: { teamId: 't1', threadId: 'th1', isPinned: true } },
        { type: 'ChatThreadPinned', data: { teamId: 't1', threadId: 'th1', isPinned: false } },
        { type: 'ChatThreadPinned', data: { teamId: 't1', threadId: 'th1', isPinned: true } },
      )
      .then({ chat_threads: [{ is_pinned: true }] }))

  it('keeps each member’s latest read marker per thread', () =>
    spec.given(read('user-a', 'm1', 1), read('user-b', 'm1', 1), read('user-a', 'm3', 3)).then({
      chat_read_markers: [
        { member_id: 'user-a', thread_id: 'th1', last_read_message_id: 'm3', read_up_to: new Date(at(3)) },
        { member_id: 'user-b', thread_id: 'th1', last_read_message_id: 'm1', read_up_to: new Date(at(1)) },
      ],
    }))
})
