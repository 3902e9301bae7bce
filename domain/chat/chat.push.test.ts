import { describe, expect, it } from 'vitest'
import { chatMessagesPush } from './chat.push'

describe('what a chat notification says', () => {
  it('counts merged messages, naming only the sender of a single one', () => {
    const base = { teamId: 't', teamName: 'U10', threadId: 'th', threadTitle: 'Carpool', lastSenderName: 'Pat' }
    expect(chatMessagesPush({ ...base, count: 1 }).body).toBe('New message from Pat')
    expect(chatMessagesPush({ ...base, count: 3 })).toEqual({
      title: 'U10: Carpool',
      body: '3 new messages',
      url: '/t/t/chat',
      tag: 'chat-th',
    })
  })
})
