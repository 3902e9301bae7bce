import { defineHistory, stateBefore, type SentenceContext } from '../history/history.plugin'
import { quoted, sayer } from '../history/history.wording'
import { chatThreadStreamId, type ChatDomainEvent } from './chat.events'
import { chatHistoryMessages, chatHistoryTranslations } from './chat.history.messages'

const say = sayer(chatHistoryMessages, chatHistoryTranslations)

/**
 * Where it happened: the thread by its title, or only "a coach-only thread" for one that is coach-only, whose
 * title and words stay with the coaches who see it in chat (the history is read by coach-like members, but the
 * feed is no place to quote a private conversation). A thread whose start is not found is named by neither.
 */
const threadWords = (c: SentenceContext<ChatDomainEvent>) => {
  const thread = stateBefore(c, 'ChatThreadStarted')
  if (!thread) return { kind: 'unknown', title: '' }
  return thread.isPrivate ? { kind: 'private', title: '' } : { kind: 'titled', title: quoted(thread.title, c.language) }
}
const threadOf = (c: SentenceContext<ChatDomainEvent>) => say(c)('thread', threadWords(c))
const inThread = (c: SentenceContext<ChatDomainEvent>) => say(c)('place', threadWords(c))

/** Chat in the activity feed: threads started and pinned, messages posted and edited, never their words. */
export const chatHistory = defineHistory<ChatDomainEvent>({
  label: (language) => say({ language })('label'),
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
      d.isPrivate
        ? say(c)('startedPrivate', { actor: c.actor })
        : say(c)('started', { actor: c.actor, title: quoted(d.title, c.language) }),
    ChatThreadPinned: (d, c) =>
      say(c)('pinned', { actor: c.actor, pinned: d.isPinned ? 'yes' : 'no', thread: threadOf(c) }),
    ChatMessagePosted: (_d, c) => say(c)('posted', { actor: c.actor, place: inThread(c) }),
    ChatMessageEdited: (_d, c) => say(c)('edited', { actor: c.actor, place: inThread(c) }),
    ChatThreadRead: (_d, c) => say(c)('read', { actor: c.actor }),
  },
})
