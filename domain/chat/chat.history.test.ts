import { describe, expect, it } from 'vitest'
import { fact, sentencesOf } from '../history/history.test-support'
import { names } from '../shared/current-names.fixture'
import { chatHistory } from './chat.history'

const { say, assembled } = sentencesOf(chatHistory, names)
const started = (isPrivate: boolean) =>
  fact('ChatThreadStarted', {
    teamId: 't',
    threadId: 'th',
    title: isPrivate ? 'Line-up worries' : 'Snacks rota',
    description: 'Who brings what',
    tags: [],
    isPrivate,
    startedBy: 'casey',
  })
const posted = fact('ChatMessagePosted', {
  teamId: 't',
  threadId: 'th',
  messageId: 'm',
  senderId: 'casey',
  content: 'Mia is not ready to start',
  replyTo: null,
})

describe('the chat’s history', () => {
  it('names a thread by its title, and what happened in it, never a message’s words', () => {
    expect(say(started(false))).toBe('Casey Coach started the thread “Snacks rota”.')
    expect(say(posted, started(false))).toBe('Casey Coach posted in “Snacks rota”.')
    expect(say(fact('ChatMessageEdited', { teamId: 't', threadId: 'th', messageId: 'm' }), started(false))).toBe(
      'Casey Coach edited a message in “Snacks rota”.',
    )
    expect(say(fact('ChatThreadPinned', { teamId: 't', threadId: 'th', isPinned: true }), started(false))).toBe(
      'Casey Coach pinned the thread “Snacks rota”.',
    )
  })

  it('says only that a coach-only thread was started or posted to, without its title or words', () => {
    const sentences = [
      say(started(true)),
      say(posted, started(true)),
      say(fact('ChatThreadPinned', { teamId: 't', threadId: 'th', isPinned: false }), started(true)),
    ]
    expect(sentences).toEqual([
      'Casey Coach started a coach-only thread.',
      'Casey Coach posted in a coach-only thread.',
      'Casey Coach unpinned a coach-only thread.',
    ])
    expect(sentences.join(' ')).not.toMatch(/Line-up|worries|Mia|ready/)
  })

  it('names no thread whose start it cannot find, and keeps reading markers out of the feed', () => {
    expect(say(posted)).toBe('Casey Coach posted in a chat thread.')
    // A message's stream is its own: its thread's title and privacy are in the thread's stream.
    expect(assembled.stateOf(posted)).toEqual({
      subjectId: 'th',
      types: ['ChatThreadStarted'],
      stream: 'chatthread-th',
    })
    expect(assembled.subjectIdOf(started(true))).toBe('th')
    expect(assembled.unlisted).toEqual(['ChatThreadRead'])
  })
})
