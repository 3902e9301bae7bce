import { defineHistory, stateBefore, type SentenceContext } from '../history/history.plugin'
import { quoted } from '../history/history.wording'
import { chatThreadStreamId, type ChatDomainEvent } from './chat.events'

/**
 * Where it happened: the thread by its title, or only "a coach-only thread" for one that is coach-only, whose
 * title and words stay with the coaches who see it in chat (the history is read by coach-like members, but the
 * feed is no place to quote a private conversation). A thread whose start is not found is named by neither.
 */
const threadOf = (c: SentenceContext<ChatDomainEvent>) => {
  const thread = stateBefore(c, 'ChatThreadStarted')
  if (!thread) return 'a chat thread'
  return thread.isPrivate ? 'a coach-only thread' : `the thread ${quoted(thread.title)}`
}
const inThread = (c: SentenceContext<ChatDomainEvent>) => {
  const thread = stateBefore(c, 'ChatThreadStarted')
  if (!thread) return 'a chat thread'
  return thread.isPrivate ? 'a coach-only thread' : quoted(thread.title)
}

/** Chat in the activity feed: threads started and pinned, messages posted and edited, never their words. */
export const chatHistory = defineHistory<ChatDomainEvent>({
  label: 'Chat',
  subjects: [
    {
      idField: 'threadId',
      types: ['ChatThreadStarted', 'ChatThreadPinned', 'ChatMessagePosted', 'ChatMessageEdited'],
      state: ['ChatThreadStarted'],
      // A message has a stream of its own; its thread's title and privacy are in the thread's.
      stateStream: chatThreadStreamId,
    },
  ],
  // A member reading a thread leaves a marker, which is nobody else's business.
  unlisted: ['ChatThreadRead'],
  sentences: {
    ChatThreadStarted: (d, c) =>
      d.isPrivate ? `${c.actor} started a coach-only thread.` : `${c.actor} started the thread ${quoted(d.title)}.`,
    ChatThreadPinned: (d, c) => `${c.actor} ${d.isPinned ? 'pinned' : 'unpinned'} ${threadOf(c)}.`,
    ChatMessagePosted: (_d, c) => `${c.actor} posted in ${inThread(c)}.`,
    ChatMessageEdited: (_d, c) => `${c.actor} edited a message in ${inThread(c)}.`,
    ChatThreadRead: (_d, c) => `${c.actor} read a chat thread.`,
  },
})
