import type { DomainEvent } from '../shared/events'

declare module '../shared/live-topics' {
  interface LiveTopics {
    /** Team chat: the thread list with its summaries and unread counts, and each thread's messages. */
    chat: true
  }
}

/**
 * A member started a thread. Stream `chatthread-<id>`: the thread's own facts (title, privacy, pin). Its messages
 * are not in it: posting needs no invariant across messages, so each message has a stream of its own.
 */
export type ChatThreadStarted = DomainEvent<
  'ChatThreadStarted',
  {
    teamId: string
    threadId: string
    /** Trimmed, not blank. */
    title: string
    /** Trimmed, '' when none. */
    description: string
    tags: string[]
    /** Coach-only: only coach-like members ever see it, its messages or its counts. Never changes. */
    isPrivate: boolean
    startedBy: string
    startedAt: string
  }
>

/** A coach pinned the thread to the top of the list, or unpinned it. */
export type ChatThreadPinned = DomainEvent<'ChatThreadPinned', { teamId: string; threadId: string; isPinned: boolean }>

/** A member posted a message. Stream `chatmessage-<id>`: the message's whole life (only its sender edits it). */
export type ChatMessagePosted = DomainEvent<
  'ChatMessagePosted',
  {
    teamId: string
    threadId: string
    messageId: string
    senderId: string
    /** As typed (not trimmed inside), not blank. */
    content: string
    /** The id of a message of the same thread this one answers, or null. */
    replyTo: string | null
    postedAt: string
  }
>

/** Its sender changed the text. */
export type ChatMessageEdited = DomainEvent<
  'ChatMessageEdited',
  { teamId: string; threadId: string; messageId: string; content: string; editedAt: string }
>

/**
 * A member has read a thread up to a point. Stream `chatread-<threadId>-<memberId>`: one member's marker in one
 * thread, which only moves forward (a stale marker is not an event).
 */
export type ChatThreadRead = DomainEvent<
  'ChatThreadRead',
  {
    teamId: string
    threadId: string
    memberId: string
    lastReadMessageId: string
    /** That message's `postedAt`: the marker's place in the thread, compared to move only forward. */
    readUpTo: string
    readAt: string
  }
>

export type ChatDomainEvent =
  ChatThreadStarted | ChatThreadPinned | ChatMessagePosted | ChatMessageEdited | ChatThreadRead

export const chatThreadStreamId = (threadId: string) => `chatthread-${threadId}`
export const chatMessageStreamId = (messageId: string) => `chatmessage-${messageId}`
export const chatReadStreamId = (threadId: string, memberId: string) => `chatread-${threadId}-${memberId}`
