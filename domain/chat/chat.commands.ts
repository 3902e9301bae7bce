import type { Command } from '../shared/events'

/** A member starts a thread under an id the route made. */
export type StartThread = Command<
  'StartThread',
  { teamId: string; threadId: string; title: string; description: string; tags: string[]; isPrivate: boolean }
>

/** A coach pins the thread to the top of the list, or unpins it. */
export type PinThread = Command<'PinThread', { teamId: string; threadId: string; isPinned: boolean }>

export type ChatThreadCommand = StartThread | PinThread

/**
 * A member posts a message under an id the route made, in a thread the route found visible to them; `replyTo`
 * the route found in the same thread.
 */
export type PostMessage = Command<
  'PostMessage',
  { teamId: string; threadId: string; messageId: string; content: string; replyTo: string | null }
>

/** Its sender changes the text. */
export type EditMessage = Command<
  'EditMessage',
  { teamId: string; threadId: string; messageId: string; content: string }
>

export type ChatMessageCommand = PostMessage | EditMessage

/** A member has read a thread up to a message (the route looked up its `postedAt`: `readUpTo`). */
export type MarkThreadRead = Command<
  'MarkThreadRead',
  { teamId: string; threadId: string; memberId: string; lastReadMessageId: string; readUpTo: string }
>
