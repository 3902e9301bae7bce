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

  it('tells a member in their language', () => {
    const base = { teamId: 't', teamName: 'U10', threadId: 'th', threadTitle: 'Fahrgemeinschaft', lastSenderName: '' }
    expect(chatMessagesPush({ ...base, count: 1 }, 'de').body).toBe('Neue Nachricht von einem Teammitglied')
    expect(chatMessagesPush({ ...base, count: 4 }, 'de').body).toBe('4 neue Nachrichten')
    expect(chatMessagesPush({ ...base, count: 1, lastSenderName: 'Pat' }, 'es').body).toBe('Nuevo mensaje de Pat')
    expect(chatMessagesPush({ ...base, count: 2 }, 'es').body).toBe('2 mensajes nuevos')
  })
})
