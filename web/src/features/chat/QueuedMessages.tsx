import { discardOutboxItem } from '../../lib/outbox/outbox'
import type { OutboxItem } from '../../lib/outbox/outbox-db'
import { useOutbox } from '../../lib/outbox/use-outbox'
import { Button } from '../../ui'
import { messagesPath } from './chat.queries'

/** The text of a kept message, as it was typed. */
const contentOf = (item: OutboxItem) => {
  if (item.body.kind !== 'json') return ''
  const body = JSON.parse(item.body.json) as { content?: unknown }
  return typeof body.content === 'string' ? body.content : ''
}

/**
 * Messages written in this thread without signal, greyed under the others: waiting, being sent, or refused (with the
 * server's words and a way to drop it). Once sent, the thread's own list shows them.
 */
export function QueuedMessages({ threadId }: { threadId: string }) {
  const path = messagesPath(threadId)
  const queued = useOutbox().items.filter((item) => item.path === path && item.fate !== 'sent')
  if (queued.length === 0) return null
  return (
    <ol className="chat-messages chat-messages--queued" aria-label="Not sent yet">
      {queued.map((item) => (
        <li key={item.id} className="chat-message chat-message--own chat-message--queued" data-fate={item.fate}>
          <div className="chat-message__bubble">
            <p className="chat-message__text">{contentOf(item)}</p>
          </div>
          <p className="chat-message__queued">
            {item.fate === 'refused' ? `Not sent: ${item.refusal ?? ''}` : 'waiting for signal'}
          </p>
          {item.fate === 'refused' && (
            <Button variant="ghost" onClick={() => void discardOutboxItem(item.id)}>
              Discard
            </Button>
          )}
        </li>
      ))}
    </ol>
  )
}
