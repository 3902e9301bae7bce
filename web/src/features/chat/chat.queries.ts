import { keepPreviousData, infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { chatLimits } from '@teamspace/domain/chat/chat.constants'
import type {
  chatMessageViewSchema,
  messagePageSchema,
  threadListSchema,
  teamUnreadSchema,
  threadViewSchema,
  unreadSchema,
  ChatMessageView,
  PostMessageInput,
  StartThreadInput,
} from '@teamspace/domain/chat/chat.schemas'
import { apiGet, apiSend, type Answer } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'

export type ThreadFilter = 'all' | 'pinned' | 'private'

// Everything under 'chat', which the live socket invalidates when a thread starts, is pinned, or a message is
// posted or edited. A read marker is not announced: the reader's own tab refreshes after its PUT.
export const chatKeys = {
  all: liveKey('chat'),
  threads: liveKey('chat', 'threads'),
  threadList: (search: string, filter: ThreadFilter) => liveKey('chat', 'threads', 'list', search, filter),
  thread: (threadId: string) => liveKey('chat', 'threads', 'one', threadId),
  messages: (threadId: string) => liveKey('chat', 'messages', threadId),
  unread: liveKey('chat', 'unread'),
  teamUnread: liveKey('chat', 'unread', 'teams'),
}

const threadPath = (threadId?: string) =>
  threadId ? `/api/chat/threads/${encodeURIComponent(threadId)}` : '/api/chat/threads'

/** The threads the caller may see, pinned first then latest activity; the last result stays while a search loads. */
export function threadListQuery(search = '', filter: ThreadFilter = 'all') {
  const query = new URLSearchParams()
  if (search.trim()) query.set('search', search.trim())
  if (filter !== 'all') query.set('filter', filter)
  const suffix = query.size > 0 ? `?${query.toString()}` : ''
  return queryOptions({
    queryKey: chatKeys.threadList(search.trim(), filter),
    queryFn: async (context) =>
      (await apiGet<Answer<typeof threadListSchema>>(`${threadPath()}${suffix}`, context)).threads,
    placeholderData: keepPreviousData,
  })
}

export const threadQuery = (threadId: string) =>
  queryOptions({
    queryKey: chatKeys.thread(threadId),
    queryFn: (context) => apiGet<Answer<typeof threadViewSchema>>(threadPath(threadId), context),
  })

/**
 * A thread's messages as pages: the first is the latest 50, each next one the 50 before it. A live notice refetches
 * them all, latest first, each from the oldest message of the one after it, so they join without a gap.
 */
export const messagesQuery = (threadId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(threadId),
    queryFn: ({ pageParam, client }) => {
      const query = new URLSearchParams({ limit: String(chatLimits.pageSize) })
      if (pageParam) query.set('before', pageParam)
      return apiGet<Answer<typeof messagePageSchema>>(`${threadPath(threadId)}/messages?${query.toString()}`, {
        client,
      })
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.hasMore ? (page.messages[0]?.id ?? null) : null),
  })

/** Message order, as the server keeps it: by time, ties broken by id. */
export const compareMessages = (a: ChatMessageView, b: ChatMessageView) =>
  a.timestamp === b.timestamp ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.timestamp < b.timestamp ? -1 : 1

/** The pages (latest first, each oldest first) as one list, oldest first, each message once. */
export function flattenPages(pages: readonly { messages: ChatMessageView[] }[]): ChatMessageView[] {
  const byId = new Map<string, ChatMessageView>()
  for (const page of pages) for (const message of page.messages) byId.set(message.id, byId.get(message.id) ?? message)
  return [...byId.values()].sort(compareMessages)
}

export const unreadQuery = () =>
  queryOptions({
    queryKey: chatKeys.unread,
    queryFn: async (context) => (await apiGet<Answer<typeof unreadSchema>>('/api/chat/unread', context)).unread,
  })

/**
 * The unread count in each of the person's teams, for the team switcher. The shown team's live socket refreshes it
 * (under 'chat'); the other teams' counts, whose notices this tab does not hear, every few minutes and on focus.
 */
export const teamUnreadQuery = () =>
  queryOptions({
    queryKey: chatKeys.teamUnread,
    queryFn: async (context) =>
      (await apiGet<Answer<typeof teamUnreadSchema>>('/api/chat/unread/teams', context)).teams,
    refetchInterval: 3 * 60_000,
    refetchOnWindowFocus: 'always',
  })

export const startThread = (input: StartThreadInput, commandId?: string) =>
  apiSend<Answer<typeof threadViewSchema>>('POST', threadPath(), input, { commandId })

export const pinThread = (threadId: string, isPinned: boolean, commandId?: string) =>
  apiSend<Answer<typeof threadViewSchema>>('PUT', `${threadPath(threadId)}/pin`, { isPinned }, { commandId })

/** Where a thread's messages are posted: also how the outbox finds the ones kept for this thread. */
export const messagesPath = (threadId: string) => `${threadPath(threadId)}/messages`

export const postMessage = (threadId: string, input: PostMessageInput, commandId?: string) =>
  apiSend<Answer<typeof chatMessageViewSchema>>('POST', messagesPath(threadId), input, { commandId })

export const editMessage = (threadId: string, messageId: string, content: string, commandId?: string) =>
  apiSend<Answer<typeof chatMessageViewSchema>>(
    'PUT',
    `${threadPath(threadId)}/messages/${encodeURIComponent(messageId)}`,
    { content },
    { commandId },
  )

/** Marks the thread read up to a message, for `team` (it is sent from an effect, not from a save). */
export const markRead = (team: string, threadId: string, lastReadMessageId: string) =>
  apiSend('PUT', `${threadPath(threadId)}/read`, { lastReadMessageId }, { team })

/**
 * After a read marker moved: the unread counts of the list and the badge. A read is the reader's own, so its event
 * names no topics (the team's other members have nothing to refetch) and its answer names none either.
 */
export const refreshUnread = async (queryClient: QueryClient) => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: chatKeys.threads }),
    queryClient.invalidateQueries({ queryKey: chatKeys.unread }),
  ])
}
