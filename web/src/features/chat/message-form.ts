import { outboxForm } from '../../lib/outbox/drafts'
import { messagesPath } from './chat.queries'

/**
 * A message as typed in a thread, kept with its save: the thread shows it greyed while it waits, and "Edit" brings it
 * back when the server refused it on a later send. A message kept before saves kept their values reads from its text.
 */
export const messageForm = (threadId: string) =>
  outboxForm<{ content: string }>(`chat-message:${threadId}`, (item) =>
    item.path === messagesPath(threadId) ? { content: item.text } : undefined,
  )
