import { isCoachLike } from '../shared/roles'
import { assertNever, type Decider } from '../shared/decider'
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/errors'
import type { ChatMessageCommand, ChatThreadCommand, MarkThreadRead } from './chat.commands'
import type {
  ChatMessageEdited,
  ChatMessagePosted,
  ChatThreadPinned,
  ChatThreadRead,
  ChatThreadStarted,
} from './chat.events'
import { chatMessages } from './chat.schemas'

/** What a thread's stream knows: that it exists, and whether it is pinned. */
export interface ChatThreadState {
  readonly thread: { readonly isPinned: boolean } | null
}

/** A thread's life: started by any member (coach-only by a coach-like one), pinned and unpinned by a coach. */
export const chatThreadDecider: Decider<ChatThreadState, ChatThreadCommand, ChatThreadStarted | ChatThreadPinned> = {
  initialState: () => ({ thread: null }),
  decide: (command, state) => {
    const { data, metadata } = command
    switch (command.type) {
      case 'StartThread': {
        if (state.thread) throw new ConflictError('This thread was already started.')
        const { actor } = metadata
        if (!actor) throw new ForbiddenError()
        if (command.data.isPrivate && !isCoachLike(actor.role)) {
          throw new ForbiddenError(chatMessages.coachOnly, { code: 'coach-only' })
        }
        const { teamId, threadId, title, description, tags, isPrivate } = command.data
        return [
          {
            type: 'ChatThreadStarted',
            data: {
              teamId,
              threadId,
              title,
              description,
              tags,
              isPrivate,
              startedBy: actor.userId,
              startedAt: metadata.now.toISOString(),
            },
          },
        ]
      }
      case 'PinThread': {
        if (!state.thread) throw new NotFoundError(chatMessages.threadNotFound)
        if (state.thread.isPinned === command.data.isPinned) return []
        return [
          {
            type: 'ChatThreadPinned',
            data: { teamId: data.teamId, threadId: data.threadId, isPinned: command.data.isPinned },
          },
        ]
      }
      default:
        return assertNever(command)
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'ChatThreadStarted':
        return { thread: { isPinned: false } }
      case 'ChatThreadPinned':
        return state.thread ? { thread: { isPinned: event.data.isPinned } } : state
      default:
        return assertNever(event)
    }
  },
}

/** What a message's stream knows: its thread, its sender and its text. */
export interface ChatMessageState {
  readonly message: { readonly threadId: string; readonly senderId: string; readonly content: string } | null
}

/**
 * One message's life: posted once, edited by its sender only. A message shares its stream with nothing else, so
 * any number of members post in one thread at once without ever meeting each other's writes.
 */
export const chatMessageDecider: Decider<ChatMessageState, ChatMessageCommand, ChatMessagePosted | ChatMessageEdited> =
  {
    initialState: () => ({ message: null }),
    decide: (command, state) => {
      const { data, metadata } = command
      const at = metadata.now.toISOString()
      switch (command.type) {
        case 'PostMessage': {
          if (state.message) throw new ConflictError('This message was already posted.')
          if (!metadata.actor) throw new ForbiddenError()
          return [
            {
              type: 'ChatMessagePosted',
              data: {
                teamId: data.teamId,
                threadId: data.threadId,
                messageId: data.messageId,
                senderId: metadata.actor.userId,
                content: command.data.content,
                replyTo: command.data.replyTo,
                postedAt: at,
              },
            },
          ]
        }
        case 'EditMessage': {
          const { message } = state
          if (!message || message.threadId !== data.threadId) throw new NotFoundError(chatMessages.messageNotFound)
          if (metadata.actor?.userId !== message.senderId) {
            throw new ForbiddenError(chatMessages.notSender, { code: 'not-sender' })
          }
          if (message.content === command.data.content) return []
          return [
            {
              type: 'ChatMessageEdited',
              data: {
                teamId: data.teamId,
                threadId: data.threadId,
                messageId: data.messageId,
                content: command.data.content,
                editedAt: at,
              },
            },
          ]
        }
        default:
          return assertNever(command)
      }
    },
    evolve: (state, event) => {
      switch (event.type) {
        case 'ChatMessagePosted':
          return {
            message: { threadId: event.data.threadId, senderId: event.data.senderId, content: event.data.content },
          }
        case 'ChatMessageEdited':
          return state.message ? { message: { ...state.message, content: event.data.content } } : state
        default:
          return assertNever(event)
      }
    },
  }

/** Where a marker stands: a message's time, ties broken by its id (the order messages are shown in). */
export interface ReadMark {
  readonly readUpTo: string
  readonly lastReadMessageId: string
}

/** True when `next` lies after `current` in the thread's order (postedAt, then id). */
export const isAfter = (next: ReadMark, current: ReadMark) =>
  next.readUpTo > current.readUpTo ||
  (next.readUpTo === current.readUpTo && next.lastReadMessageId > current.lastReadMessageId)

/** One member's read marker in one thread. */
export interface ChatReadState {
  readonly mark: ReadMark | null
}

/** A member's read marker in a thread moves only forward: a marker at or behind the current one is no event. */
export const chatReadDecider: Decider<ChatReadState, MarkThreadRead, ChatThreadRead> = {
  initialState: () => ({ mark: null }),
  decide: (command, state) => {
    const { data, metadata } = command
    if (state.mark && !isAfter(data, state.mark)) return []
    return [
      {
        type: 'ChatThreadRead',
        data: {
          teamId: data.teamId,
          threadId: data.threadId,
          memberId: data.memberId,
          lastReadMessageId: data.lastReadMessageId,
          readUpTo: data.readUpTo,
          readAt: metadata.now.toISOString(),
        },
      },
    ]
  },
  evolve: (_state, event) => ({
    mark: { readUpTo: event.data.readUpTo, lastReadMessageId: event.data.lastReadMessageId },
  }),
}
