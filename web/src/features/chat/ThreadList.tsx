import type { UseQueryResult } from '@tanstack/react-query'
import { chatMessages } from '@teamspace/domain/chat/chat.constants'
import type { ThreadView } from '@teamspace/domain/chat/chat.schemas'
import { failureMessage } from '../../lib/api'
import { EmptyState, Notice, Spinner } from '../../ui'
import { TabList, tabPanelProps } from '../../ui/Tabs'
import { ChatIcon, LockIcon, PinIcon } from './chat-icons'
import type { ThreadFilter } from './chat.queries'
import { relativeTime } from './relative-time'

interface ThreadListProps {
  threads: UseQueryResult<ThreadView[]>
  /** The thread shown beside the list (wide screens only), marked as current. */
  openId: string | null
  onOpen: (threadId: string) => void
  search: string
  onSearch: (search: string) => void
  filter: ThreadFilter
  onFilter: (filter: ThreadFilter) => void
  /** The private filter is for coach-like members: nobody else sees a coach-only thread. */
  offersPrivate: boolean
  now: Date
}

const filterTabs = (offersPrivate: boolean) =>
  [
    { value: 'all', label: 'All' },
    { value: 'pinned', label: 'Pinned' },
    ...(offersPrivate ? [{ value: 'private', label: 'Private' }] : []),
  ] as { value: ThreadFilter; label: string }[]

/** The sidebar: search, the filters and the threads, pinned first then latest activity, as the server sorts them. */
export function ThreadList({
  threads,
  openId,
  onOpen,
  search,
  onSearch,
  filter,
  onFilter,
  offersPrivate,
  now,
}: ThreadListProps) {
  const { data, isPending, error, isFetching } = threads
  return (
    <section className="chat-sidebar" aria-label="Threads">
      <div className="chat-sidebar__tools">
        <div className="field">
          <label className="field__label visually-hidden" htmlFor="chat-search">
            Search threads
          </label>
          <input
            id="chat-search"
            type="search"
            placeholder="Search threads…"
            value={search}
            maxLength={200}
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
        <TabList
          label="Show threads"
          idPrefix="chat-filter"
          tabs={filterTabs(offersPrivate)}
          selected={filter}
          onSelect={onFilter}
        />
      </div>

      <div className="chat-sidebar__list" {...tabPanelProps('chat-filter', filter)} aria-busy={isFetching}>
        {isPending ? (
          <Spinner label="Loading threads…" showLabel />
        ) : error ? (
          <Notice tone="error">{failureMessage(error, 'Could not load the threads. Please try again.')}</Notice>
        ) : data.length === 0 ? (
          <EmptyState
            icon={<ChatIcon size={32} />}
            title={chatMessages.noThreads}
            text={
              search.trim() || filter !== 'all'
                ? 'No threads match.'
                : 'Start the first conversation with + New Thread.'
            }
          />
        ) : (
          <ul className="chat-threads" aria-label="Threads">
            {data.map((thread) => (
              <li key={thread.id}>
                <ThreadItem thread={thread} open={thread.id === openId} onOpen={onOpen} now={now} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

function ThreadItem({
  thread,
  open,
  onOpen,
  now,
}: {
  thread: ThreadView
  open: boolean
  onOpen: (threadId: string) => void
  now: Date
}) {
  const detailsId = `chat-thread-${thread.id}-details`
  const last = thread.lastMessage
  return (
    <div className="chat-thread" data-current={open || undefined}>
      <span className="chat-thread__top">
        {/* The button holds just the title, as its name; it covers the whole item for the pointer. */}
        <button
          type="button"
          className="chat-thread__open"
          data-thread-id={thread.id}
          aria-current={open ? 'true' : undefined}
          aria-describedby={detailsId}
          onClick={() => onOpen(thread.id)}
        >
          {thread.title}
        </button>
        <span className="chat-thread__time">
          <time dateTime={thread.lastActivity}>{relativeTime(thread.lastActivity, now)}</time>
        </span>
      </span>
      <span id={detailsId} className="chat-thread__details">
        <span className="chat-thread__preview">
          {last ? `${last.senderName}: ${last.content}` : chatMessages.noMessages}
        </span>
        <span className="chat-thread__meta">
          <span className="chat-thread__count">
            {thread.messageCount} {thread.messageCount === 1 ? 'message' : 'messages'}
          </span>
          {thread.isPinned && (
            <span className="chat-marker">
              <PinIcon size={14} /> Pinned
            </span>
          )}
          {thread.isPrivate && (
            <span className="chat-marker chat-marker--private">
              <LockIcon size={14} /> Coach-only
            </span>
          )}
          {thread.unreadCount > 0 && <span className="chat-unread">{thread.unreadCount} unread</span>}
        </span>
      </span>
    </div>
  )
}
