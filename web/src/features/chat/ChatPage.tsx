import { useQuery } from '@tanstack/react-query'
import { chatLimits } from '@teamspace/domain/chat/chat.constants'
import { can } from '@teamspace/domain/shared/permissions'
import { isCoachLike } from '@teamspace/domain/shared/roles'
import { lazy, Suspense, useState } from 'react'
import { PageActions } from '../../app/page/PageFrame'
import { useSignedInUser } from '../../app/signed-in-user'
import { useMediaQuery } from '../../lib/use-media-query'
import { useNow } from '../../lib/use-now'
import { useT } from '../../i18n/use-t'
import { Button, EmptyState } from '../../ui'
import { ChatIcon } from './chat-icons'
import { chatMessages } from './chat.messages'
import { threadListQuery, type ThreadFilter } from './chat.queries'
import { ThreadList } from './ThreadList'
import { ThreadPane } from './ThreadPane'
import './chat.css'

// The new thread form loads when it is first opened.
const NewThreadDialog = lazy(() => import('./NewThreadDialog').then((module) => ({ default: module.NewThreadDialog })))

const wideQuery = `(min-width: ${chatLimits.mobileBreakpointPx}px)`

/**
 * Team Chat (spec §2 /chat): the thread list beside the open thread on wide screens (the first one open at once);
 * below 768px one or the other, with a back button. Growing wide goes back to the list view (spec §4).
 */
export function ChatPage() {
  const user = useSignedInUser()
  const t = useT()
  const coachLike = isCoachLike(user.role)
  const moderates = can(user.role, 'threads.moderate')
  const wide = useMediaQuery(wideQuery)
  const now = useNow(30_000)
  const [search, setSearch] = useState('')
  const [filter, setFilter] = useState<ThreadFilter>('all')
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [phoneView, setPhoneView] = useState<'list' | 'chat'>('list')
  const [creating, setCreating] = useState(false)
  const threads = useQuery(threadListQuery(search, filter))

  // Growing wide goes back to the list view, so narrowing again shows the list (spec §4 "Chat mobile").
  const [wasWide, setWasWide] = useState(wide)
  if (wide !== wasWide) {
    setWasWide(wide)
    if (wide) setPhoneView('list')
  }

  const openId = selectedId ?? (wide ? (threads.data?.[0]?.id ?? null) : null)
  const showList = wide || phoneView === 'list'
  const showChat = wide || (phoneView === 'chat' && openId !== null)

  const open = (threadId: string) => {
    setSelectedId(threadId)
    if (!wide) setPhoneView('chat')
  }

  const back = () => {
    setPhoneView('list')
    // Back where they left: on the thread they had open.
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-thread-id="${CSS.escape(openId ?? '')}"]`)?.focus(),
    )
  }

  return (
    <div className="chat" data-layout={wide ? 'wide' : phoneView}>
      <PageActions>
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t(chatMessages.newThread)}
        </Button>
      </PageActions>

      {showList && (
        <ThreadList
          threads={threads}
          openId={wide ? openId : null}
          onOpen={open}
          search={search}
          onSearch={setSearch}
          filter={filter}
          onFilter={setFilter}
          offersPrivate={coachLike}
          now={now}
        />
      )}

      {showChat &&
        (openId ? (
          <ThreadPane
            key={openId}
            threadId={openId}
            listed={threads.data?.find((thread) => thread.id === openId)}
            moderates={moderates}
            onBack={wide ? undefined : back}
            now={now}
          />
        ) : (
          <section className="chat-pane chat-pane--empty" aria-label={t(chatMessages.conversation)}>
            <EmptyState
              icon={<ChatIcon size={40} />}
              title={t(threads.isPending ? chatMessages.loadingThreads : chatMessages.noThreadOpen)}
              text={threads.isPending ? undefined : t(chatMessages.startThread)}
            />
          </section>
        ))}

      {creating && (
        <Suspense fallback={null}>
          <NewThreadDialog
            offersPrivate={coachLike}
            onClose={() => setCreating(false)}
            onCreated={(threadId) => {
              setCreating(false)
              setSearch('')
              setFilter('all')
              open(threadId)
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
