import type { UseQueryResult } from '@tanstack/react-query'
import type { ThreadView } from '@teamspace/domain/chat/chat.schemas'
import { useT, type Translate } from '../../i18n/use-t'
import { failureMessage } from '../../lib/api'
import { EmptyState, Notice, Spinner } from '../../ui'
import { TabList, tabPanelProps } from '../../ui/Tabs'
import { ChatIcon, LockIcon, PinIcon } from './chat-icons'
import type { ThreadFilter } from './chat.queries'
import { chatMessages } from './chat.messages'
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

const filterTabs = (offersPrivate: boolean, t: Translate) =>
  [
    { value: 'all', label: t(chatMessages.filterAll) },
    { value: 'pinned', label: t(chatMessages.filterPinned) },
    ...(offersPrivate ? [{ value: 'private', label: t(chatMessages.filterPrivate) }] : []),
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
  const t = useT()
  return (
    <section className="chat-sidebar" aria-label={t(chatMessages.threads)}>
      <div className="chat-sidebar__tools">
        <div className="field">
          <label className="field__label visually-hidden" htmlFor="chat-search">
            {t(chatMessages.searchThreads)}
          </label>
          <input
            id="chat-search"
            type="search"
            placeholder={t(chatMessages.searchPlaceholder)}
            value={search}
            maxLength={200}
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
        <TabList
          label={t(chatMessages.showThreads)}
          idPrefix="chat-filter"
          tabs={filterTabs(offersPrivate, t)}
          selected={filter}
          onSelect={onFilter}
        />
      </div>

      <div className="chat-sidebar__list" {...tabPanelProps('chat-filter', filter)} aria-busy={isFetching}>
        {isPending ? (
          <Spinner label={t(chatMessages.loadingThreads)} showLabel />
        ) : error ? (
          <Notice tone="error">{failureMessage(error, t(chatMessages.threadsFailed))}</Notice>
        ) : data.length === 0 ? (
          <EmptyState
            icon={<ChatIcon size={32} />}
            title={t(chatMessages.noThreads)}
            text={search.trim() || filter !== 'all' ? t(chatMessages.noThreadsMatch) : t(chatMessages.startFirst)}
          />
        ) : (
          <ul className="chat-threads" aria-label={t(chatMessages.threads)}>
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
  const t = useT()
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
          {last ? `${last.senderName}: ${last.content}` : t(chatMessages.noMessages)}
        </span>
        <span className="chat-thread__meta">
          <span className="chat-thread__count">{t(chatMessages.messageCount, { count: thread.messageCount })}</span>
          {thread.isPinned && (
            <span className="chat-marker">
              <PinIcon size={14} /> {t(chatMessages.pinned)}
            </span>
          )}
          {thread.isPrivate && (
            <span className="chat-marker chat-marker--private">
              <LockIcon size={14} /> {t(chatMessages.coachOnly)}
            </span>
          )}
          {thread.unreadCount > 0 && (
            <span className="chat-unread">{t(chatMessages.unreadCount, { count: thread.unreadCount })}</span>
          )}
        </span>
      </span>
    </div>
  )
}
