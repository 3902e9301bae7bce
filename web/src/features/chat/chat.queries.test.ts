import type { ChatMessageView } from '@teamspace/domain/chat/chat.schemas'
import { describe, expect, it } from 'vitest'
import { flattenPages } from './chat.queries'

const message = (id: string, timestamp: string): ChatMessageView => ({
  id,
  threadId: 't1',
  content: id,
  senderId: 'm1',
  senderName: 'Robin Lopez',
  senderRole: 'parent',
  timestamp,
  edited: false,
  editedAt: null,
  replyTo: null,
  canEdit: false,
})

describe('the message pages as one list', () => {
  it('puts the earlier pages above the latest, oldest first, ties by id as the server orders them', () => {
    const latest = { messages: [message('c', '2026-03-08T10:02:00Z'), message('d', '2026-03-08T10:03:00Z')] }
    const earlier = { messages: [message('b', '2026-03-08T10:01:00Z'), message('a', '2026-03-08T10:01:00Z')] }
    expect(flattenPages([latest, earlier]).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('shows a message that two pages both hold once', () => {
    const latest = { messages: [message('b', '2026-03-08T10:01:00Z'), message('c', '2026-03-08T10:02:00Z')] }
    const earlier = { messages: [message('a', '2026-03-08T10:00:00Z'), message('b', '2026-03-08T10:01:00Z')] }
    expect(flattenPages([latest, earlier]).map((m) => m.id)).toEqual(['a', 'b', 'c'])
  })
})
