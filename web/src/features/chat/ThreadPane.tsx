import { useQuery } from '@tanstack/react-query'
import type { ChatMessageView, ThreadView } from '@teamspace/domain/chat/chat.schemas'
import { useEffect, useRef, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError, isNotFound } from '../../lib/api'
import { useCommand } from '../../lib/use-command'
import { Button, Notice } from '../../ui'
import { BackIcon, LockIcon, PinIcon } from './chat-icons'
import { pinThread, threadQuery } from './chat.queries'
import { chatMessages } from './chat.messages'
import { Composer } from './Composer'
import { MessageLog } from './MessageLog'

interface ThreadPaneProps {
  threadId: string
  /** The thread as the list has it, shown while its own query loads. */
  listed: ThreadView | undefined
  moderates: boolean
  /** On a phone: back to the thread list. */
  onBack: (() => void) | undefined
  now: Date
}

/** One thread: its header (with Pin for coaches), its messages and the composer under them. */
export function ThreadPane({ threadId, listed, moderates, onBack, now }: ThreadPaneProps) {
  const t = useT()
  const { data: thread, error } = useQuery({ ...threadQuery(threadId), placeholderData: listed })
  const [replyTo, setReplyTo] = useState<ChatMessageView | null>(null)
  const [pinFailure, setPinFailure] = useState<string | null>(null)
  const composerRef = useRef<HTMLTextAreaElement>(null)
  const paneRef = useRef<HTMLElement>(null)
  const phone = onBack !== undefined

  // On a phone the thread takes the screen under the top bar, its composer at the bottom of what is visible.
  useEffect(() => {
    if (phone) paneRef.current?.scrollIntoView({ block: 'start' })
  }, [phone])

  const pin = useCommand({
    mutationFn: async (isPinned: boolean, commandId: string) => {
      await pinThread(threadId, isPinned, commandId)
    },
    onError: (failure) =>
      setPinFailure(isClientError(failure) ? failure.message : failureMessage(failure, t(chatMessages.pinFailed))),
  })

  const title = thread?.title ?? t(chatMessages.thread)
  return (
    <section ref={paneRef} className="chat-pane" aria-labelledby="chat-pane-title">
      <header className="chat-pane__header">
        {onBack && (
          <Button
            variant="ghost"
            className="chat-pane__back"
            onClick={onBack}
            aria-label={t(chatMessages.backToThreads)}
          >
            <BackIcon size={18} /> {t(chatMessages.back)}
          </Button>
        )}
        <div className="chat-pane__heading">
          <h2 id="chat-pane-title" className="chat-pane__title">
            {thread?.isPinned && (
              <span className="chat-pane__icon" title={t(chatMessages.pinned)}>
                <PinIcon size={16} />
              </span>
            )}
            {thread?.isPrivate && (
              <span className="chat-pane__icon" title={t(chatMessages.coachOnly)}>
                <LockIcon size={16} />
              </span>
            )}
            {title}
          </h2>
          {thread && (thread.description || thread.tags.length > 0 || thread.isPrivate) && (
            <p className="chat-pane__description">
              {thread.isPrivate && (
                <span className="chat-marker chat-marker--private">{t(chatMessages.coachOnly)}</span>
              )}
              {thread.description}
              {thread.tags.map((tag) => (
                <span key={tag} className="chat-tag">
                  #{tag}
                </span>
              ))}
            </p>
          )}
        </div>
        {moderates && thread && (
          <Button
            className="chat-pane__pin"
            loading={pin.isPending}
            onClick={() => {
              setPinFailure(null)
              pin.mutate(!thread.isPinned)
            }}
          >
            <PinIcon size={16} /> {t(thread.isPinned ? chatMessages.unpinThread : chatMessages.pinThread)}
          </Button>
        )}
      </header>
      {pinFailure && <Notice tone="error">{pinFailure}</Notice>}

      {error && isNotFound(error) ? (
        <Notice tone="error">{t(chatMessages.threadNotFound)}</Notice>
      ) : (
        <>
          <MessageLog
            threadId={threadId}
            title={title}
            now={now}
            onReply={(message) => {
              setReplyTo(message)
              composerRef.current?.focus()
            }}
          />
          <Composer
            threadId={threadId}
            replyTo={replyTo}
            onCancelReply={() => setReplyTo(null)}
            onSent={() => setReplyTo(null)}
            inputRef={composerRef}
          />
        </>
      )}
    </section>
  )
}
