import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    chat_threads: ChatThreadsTable
    chat_messages: ChatMessagesTable
    chat_read_markers: ChatReadMarkersTable
    push_chat_pending: PushChatPendingTable
  }
  interface ReadTables {
    chat_threads: true
    chat_messages: true
    chat_read_markers: true
  }
}

/**
 * Each thread's summary, kept from the events so the list is one read. Every field a post changes is one that
 * concurrent posts can apply in any order: a count, the latest time, the latest message by (time, id), a
 * sorted set of participants.
 */
export interface ChatThreadsTable {
  id: string
  team_id: string
  title: string
  description: string
  tags: string[]
  is_private: boolean
  is_pinned: boolean
  created_by: string
  created_at: Timestamp
  last_activity: Timestamp
  message_count: number
  last_message_id: string | null
  last_message_content: string | null
  last_message_sender_id: string | null
  last_message_at: Timestamp | null
  /** Member ids, sorted: the starter and everyone who has posted. */
  participants: string[]
}

/** Every message as last edited. */
export interface ChatMessagesTable {
  id: string
  team_id: string
  thread_id: string
  sender_id: string
  content: string
  reply_to: string | null
  posted_at: Timestamp
  edited: boolean
  edited_at: Timestamp | null
}

/** How far each member has read each thread: up to this message, in (posted_at, id) order. */
export interface ChatReadMarkersTable {
  thread_id: string
  member_id: string
  team_id: string
  last_read_message_id: string
  read_up_to: Timestamp
}

/** Chat messages in one thread for one member, inside their merge window: when it closes, one notification. */
export interface PushChatPendingTable {
  thread_id: string
  user_id: string
  team_id: string
  count: number
  last_sender_id: string
  /** With the thread and the member, the notification's unique key. */
  first_message_id: string
  due_at: Timestamp
}
