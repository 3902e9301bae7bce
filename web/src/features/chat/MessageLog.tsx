import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import type { ChatMessageView } from '@teamspace/domain/chat/chat.schemas'
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage } from '../../lib/api'
import { useTeamId } from '../../app/team/team-context'
import { Button, Notice, Spinner } from '../../ui'
import { flattenPages, markRead, messagesQuery, refreshUnread } from './chat.queries'
import { chatMessages } from './chat.messages'
import { MessageItem } from './MessageItem'
import { QueuedMessages } from './QueuedMessages'

interface MessageLogProps {
  threadId: string
  title: string
  now: Date
  onReply: (message: ChatMessageView) => void
}

/** How close to an edge counts as being at it, in pixels. */
const nearEdge = 48

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}
const useTabVisible = () =>
  useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => false,
  )

/**
 * The thread's messages, oldest at the top: the latest 50 first, earlier pages when scrolled to the top (the view
 * stays where it was), and new ones followed when the reader is already at the bottom. A log region, so screen
 * readers hear new messages. Opening the thread, and each new message while it is in sight, moves the read marker.
 */
export function MessageLog({ threadId, title, now, onReply }: MessageLogProps) {
  const queryClient = useQueryClient()
  const t = useT()
  // A read marker is sent from an effect, outside any query: it names the thread's team itself.
  const teamId = useTeamId()
  const { data, isPending, error, hasNextPage, isFetchingNextPage, fetchNextPage } = useInfiniteQuery(
    messagesQuery(threadId),
  )
  const messages = data ? flattenPages(data.pages) : []
  const [editingId, setEditingId] = useState<string | null>(null)
  const scrollRef = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  const beforePrepend = useRef<{ height: number; top: number } | null>(null)
  const shown = useRef<{ oldest: string | undefined; newest: string | undefined }>({
    oldest: undefined,
    newest: undefined,
  })
  const visible = useTabVisible()
  const markedUpTo = useRef<string | null>(null)

  const oldest = messages[0]
  const newest = messages.at(-1)

  const loadEarlier = useCallback(() => {
    const element = scrollRef.current
    if (!element || !hasNextPage || isFetchingNextPage) return
    beforePrepend.current = { height: element.scrollHeight, top: element.scrollTop }
    void fetchNextPage()
  }, [fetchNextPage, hasNextPage, isFetchingNextPage])

  // Before paint: keep the view steady when earlier messages arrive above it, follow new ones at the bottom.
  useLayoutEffect(() => {
    const element = scrollRef.current
    if (!element) return
    const previous = shown.current
    shown.current = { oldest: oldest?.id, newest: newest?.id }
    if (previous.newest === undefined) {
      element.scrollTop = element.scrollHeight
      return
    }
    if (beforePrepend.current && oldest?.id !== previous.oldest) {
      element.scrollTop = element.scrollHeight - beforePrepend.current.height + beforePrepend.current.top
      beforePrepend.current = null
    }
    if (newest?.id !== previous.newest && (atBottom.current || newest?.canEdit)) {
      element.scrollTop = element.scrollHeight
      atBottom.current = true
    }
  }, [oldest?.id, newest?.id, newest?.canEdit])

  // An earlier fetch that brought nothing new must not leave the next scroll thinking one is under way.
  useEffect(() => {
    if (!isFetchingNextPage) beforePrepend.current = null
  }, [isFetchingNextPage])

  useEffect(() => {
    if (!newest || !visible) return
    const marker = `${threadId}/${newest.id}`
    if (markedUpTo.current === marker) return
    markedUpTo.current = marker
    markRead(teamId, threadId, newest.id)
      // A read is the reader's own: its answer names no topics, so the unread counts are read again here.
      .then(() => refreshUnread(queryClient))
      .catch(() => {
        // Tried again with the next message or the next visit.
        markedUpTo.current = null
      })
  }, [threadId, newest, visible, queryClient, teamId])

  const onScroll = () => {
    const element = scrollRef.current
    if (!element) return
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < nearEdge
    if (element.scrollTop < nearEdge) loadEarlier()
  }

  return (
    <div
      ref={scrollRef}
      className="chat-log"
      role="log"
      aria-live="polite"
      aria-label={t(chatMessages.messagesIn, { title })}
      aria-busy={isPending || isFetchingNextPage}
      tabIndex={0}
      onScroll={onScroll}
    >
      {isPending ? (
        <Spinner label={t(chatMessages.loadingMessages)} showLabel />
      ) : error ? (
        <Notice tone="error">{failureMessage(error, t(chatMessages.messagesFailed))}</Notice>
      ) : messages.length === 0 ? (
        <p className="chat-log__empty">{t(chatMessages.noMessages)}</p>
      ) : (
        <>
          {hasNextPage && (
            <div className="chat-log__earlier">
              <Button variant="ghost" loading={isFetchingNextPage} onClick={loadEarlier}>
                {t(chatMessages.loadEarlier)}
              </Button>
            </div>
          )}
          <ol className="chat-messages">
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                threadId={threadId}
                message={message}
                now={now}
                editing={editingId === message.id}
                onEdit={() => setEditingId(message.id)}
                onDoneEditing={() => setEditingId(null)}
                onReply={() => onReply(message)}
              />
            ))}
          </ol>
        </>
      )}
      <QueuedMessages threadId={threadId} />
    </div>
  )
}
