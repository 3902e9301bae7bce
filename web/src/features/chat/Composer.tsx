import { useQueryClient } from '@tanstack/react-query'
import { chatLimits } from '@teamspace/domain/chat/chat.constants'
import type { ChatMessageView } from '@teamspace/domain/chat/chat.schemas'
import { useEffect, useId, useState, type KeyboardEvent, type RefObject } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError, networkFailure } from '../../lib/api'
import { useTakeRefusedDraft } from '../../lib/outbox/drafts'
import { useOutboxCommand } from '../../lib/outbox/use-outbox-command'
import { Button } from '../../ui'
import { chatKeys, postMessage } from './chat.queries'
import { chatMessages } from './chat.messages'
import { messageForm } from './message-form'

interface ComposerProps {
  threadId: string
  replyTo: ChatMessageView | null
  onCancelReply: () => void
  onSent: () => void
  inputRef: RefObject<HTMLTextAreaElement | null>
}

/** True for the Enter that sends: not with Shift (a new line), nor one that ends an input method's composition. */
export const isSendKey = (event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'nativeEvent'>) =>
  event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing

/**
 * Under the messages: the quote being answered, the text box and Send. Enter sends, Shift+Enter is a new line,
 * Escape drops the reply.
 */
export function Composer({ threadId, replyTo, onCancelReply, onSent, inputRef }: ComposerProps) {
  const queryClient = useQueryClient()
  const t = useT()
  const [content, setContent] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const inputId = useId()
  const failureId = useId()
  const blank = content.trim() === ''

  // A message refused on a later send, brought back by "Edit": its words in the box with the server's, to change and
  // send again (as a message of its own: the one it answered may be why it was refused).
  const { draft, taken } = useTakeRefusedDraft(messageForm(threadId), (refused) => {
    setContent(refused.values.content)
    setFailure(refused.refusal)
  })
  useEffect(() => {
    if (taken !== null) inputRef.current?.focus()
  }, [taken, inputRef])

  // A connection error says nothing once the signal is back.
  useEffect(() => {
    const clear = () => setFailure((current) => (current === networkFailure() ? null : current))
    window.addEventListener('online', clear)
    return () => window.removeEventListener('online', clear)
  }, [])

  // Without signal the message is kept and shown greyed in the thread until it goes; the box empties as when sent.
  const send = useOutboxCommand({
    mutationFn: async (input: { content: string; replyTo: string | null }, commandId: string) => {
      await postMessage(threadId, input, commandId)
    },
    describe: (input) => {
      const title = queryClient.getQueryData<{ title: string }>(chatKeys.thread(threadId))?.title
      return {
        description: title ? t(chatMessages.messageIn, { title }) : t(chatMessages.messageInChat),
        text: input.content,
        draft: messageForm(threadId).draft({ content: input.content }),
      }
    },
    queued: () => undefined,
    onSuccess: (_sent, input) => {
      void draft?.settle()
      // What was typed while it was sending stays.
      setContent((current) => (current === input.content ? '' : current))
      onSent()
    },
    onError: (error) =>
      setFailure(isClientError(error) ? error.message : failureMessage(error, t(chatMessages.sendFailed))),
  })

  const submit = () => {
    if (send.isPending) return
    setFailure(null)
    if (blank) {
      setFailure(t(chatMessages.messageRequired))
      return
    }
    send.mutate({ content, replyTo: replyTo?.id ?? null })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && replyTo) {
      event.preventDefault()
      onCancelReply()
      return
    }
    if (!isSendKey(event)) return
    event.preventDefault()
    submit()
  }

  return (
    <form
      className="chat-composer"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      {replyTo && (
        <div className="chat-composer__reply">
          <blockquote className="chat-quote">
            <span className="chat-quote__who">{t(chatMessages.replyingTo, { name: replyTo.senderName })}</span>
            <span className="chat-quote__text">{replyTo.content}</span>
          </blockquote>
          <Button variant="ghost" className="chat-composer__cancel" onClick={onCancelReply}>
            <span aria-hidden="true">✕</span>
            <span className="visually-hidden">{t(chatMessages.cancelReply)}</span>
          </Button>
        </div>
      )}
      {failure && (
        <p id={failureId} className="chat-composer__error" role="alert">
          {failure}
        </p>
      )}
      <div className="chat-composer__row">
        <label htmlFor={inputId} className="visually-hidden">
          {t(chatMessages.message)}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          className="chat-composer__input"
          rows={1}
          placeholder={t(chatMessages.messagePlaceholder)}
          enterKeyHint="send"
          maxLength={chatLimits.messageMax}
          value={content}
          aria-describedby={failure ? failureId : undefined}
          aria-invalid={failure ? true : undefined}
          onChange={(event) => {
            setContent(event.target.value)
            if (failure) setFailure(null)
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" variant="primary" disabled={blank} loading={send.isPending}>
          {t(chatMessages.send)}
        </Button>
      </div>
    </form>
  )
}
