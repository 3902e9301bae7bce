import { discardOutboxItem } from '../../lib/outbox/outbox'
import { useOutbox } from '../../lib/outbox/use-outbox'
import { useT } from '../../i18n/use-t'
import { Button } from '../../ui'
import { chatMessages } from './chat.messages'
import { messageForm } from './message-form'

/**
 * Messages written in this thread without signal, greyed under the others: waiting, being sent, or refused (with the
 * server's words and a way to drop it). Once sent, the thread's own list shows them.
 */
export function QueuedMessages({ threadId }: { threadId: string }) {
  const t = useT()
  const form = messageForm(threadId)
  const queued = useOutbox().items.flatMap((item) => {
    const message = item.fate === 'sent' ? undefined : form.valuesOf(item)
    return message ? [{ item, content: message.content }] : []
  })
  if (queued.length === 0) return null
  return (
    <ol className="chat-messages chat-messages--queued" aria-label={t(chatMessages.notSentYet)}>
      {queued.map(({ item, content }) => (
        <li key={item.id} className="chat-message chat-message--own chat-message--queued" data-fate={item.fate}>
          <div className="chat-message__bubble">
            <p className="chat-message__text">{content}</p>
          </div>
          <p className="chat-message__queued">
            {item.fate === 'refused'
              ? t(chatMessages.notSent, { refusal: item.refusal ?? '' })
              : t(chatMessages.waitingForSignal)}
          </p>
          {item.fate === 'refused' && (
            <Button variant="ghost" onClick={() => void discardOutboxItem(item.id)}>
              {t(chatMessages.discard)}
            </Button>
          )}
        </li>
      ))}
    </ol>
  )
}
