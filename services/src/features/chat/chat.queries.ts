import type { ChatMessageView, ThreadView, threadFilters } from '@teamspace/domain/chat/chat.schemas'
import type { Identity, Membership } from '../../platform/http/identity'
import { isCoachLike } from '@teamspace/domain/shared/roles'
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { memberNameOf } from '../profile'
import './chat.tables'

/**
 * The threads a member may see: every thread of their team for a coach-like member, the public ones for anyone
 * else. Every read of a thread, its messages or its counts goes through this, so a coach-only thread is, for a
 * parent, exactly a thread that does not exist.
 */
const visibleTo = (identity: Identity, t: string = 't') =>
  isCoachLike(identity.role)
    ? sql`${sql.ref(`${t}.team_id`)} = ${identity.teamId}`
    : sql`${sql.ref(`${t}.team_id`)} = ${identity.teamId} and not ${sql.ref(`${t}.is_private`)}`

/** Which of these threads are coach-only. */
export const privateThreadIds = async (db: Kysely<DB>, threadIds: readonly string[]) => {
  if (threadIds.length === 0) return new Set<string>()
  const rows = await db
    .selectFrom('chat_threads')
    .select('id')
    .where('id', 'in', [...new Set(threadIds)])
    .where('is_private', '=', true)
    .execute()
  return new Set(rows.map((row) => row.id))
}

/** `%`, `_` and `\` match themselves in a search (backslash is Postgres's default LIKE escape). */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

interface ThreadRow {
  id: string
  title: string
  description: string
  tags: string[]
  is_pinned: boolean
  is_private: boolean
  created_by: string
  created_by_name: string
  created_at: Date
  last_activity: Date
  message_count: number
  last_message_content: string | null
  last_message_sender_name: string
  last_message_at: Date | null
  participants: string[]
  unread_count: number
}

const toThreadView = (row: ThreadRow): ThreadView => ({
  id: row.id,
  title: row.title,
  description: row.description,
  tags: row.tags,
  isPinned: row.is_pinned,
  isPrivate: row.is_private,
  createdBy: row.created_by,
  createdByName: row.created_by_name,
  createdAt: row.created_at.toISOString(),
  lastActivity: row.last_activity.toISOString(),
  messageCount: row.message_count,
  lastMessage:
    row.last_message_content !== null && row.last_message_at !== null
      ? {
          content: row.last_message_content,
          senderName: row.last_message_sender_name,
          timestamp: row.last_message_at.toISOString(),
        }
      : null,
  participants: row.participants,
  unreadCount: row.unread_count,
})

/** A member's name as the profiles hold it now ('Former member' once their account is gone). */
const nameOf = memberNameOf

/** Messages of a thread by others after the member's marker (all of them without one). */
const unreadIn = (identity: Identity) => sql<number>`(
  select count(*)::int from chat_messages as m
  where m.thread_id = t.id and m.sender_id <> ${identity.userId}
    and (r.member_id is null or (m.posted_at, m.id) > (r.read_up_to, r.last_read_message_id)))`

const threadRows = (db: Kysely<DB>, identity: Identity, where: RawBuilder<unknown>) =>
  sql<ThreadRow>`
    select t.id, t.title, t.description, t.tags, t.is_pinned, t.is_private, t.created_by,
      ${nameOf(sql.ref('t.created_by'))} as created_by_name, t.created_at, t.last_activity, t.message_count,
      t.last_message_content, ${nameOf(sql.ref('t.last_message_sender_id'))} as last_message_sender_name,
      t.last_message_at, t.participants, ${unreadIn(identity)} as unread_count
    from chat_threads as t
    left join chat_read_markers as r on r.thread_id = t.id and r.member_id = ${identity.userId}
    where ${visibleTo(identity)} and ${where}
    order by t.is_pinned desc, t.last_activity desc, t.id`.execute(db)

export interface ThreadListQuery {
  readonly search?: string | undefined
  readonly filter: (typeof threadFilters)[number]
}

/** The threads the member may see, pinned first, then latest activity first; a search matches title, text or tag. */
export const listThreads = async (
  db: Kysely<DB>,
  identity: Identity,
  { search, filter }: ThreadListQuery,
): Promise<ThreadView[]> => {
  const conditions: RawBuilder<unknown>[] = [sql`true`]
  if (filter === 'pinned') conditions.push(sql`t.is_pinned`)
  if (filter === 'private') conditions.push(sql`t.is_private`)
  if (search) {
    const pattern = likePattern(search)
    conditions.push(sql`(t.title ilike ${pattern} or t.description ilike ${pattern}
      or exists (select 1 from unnest(t.tags) as tag where tag ilike ${pattern}))`)
  }
  const { rows } = await threadRows(db, identity, sql.join(conditions, sql` and `))
  return rows.map(toThreadView)
}

/** The thread as the member sees it; null when it does not exist for them (another team's, or coach-only). */
export const findThread = async (db: Kysely<DB>, identity: Identity, threadId: string) => {
  const { rows } = await threadRows(db, identity, sql`t.id = ${threadId}`)
  return rows[0] ? toThreadView(rows[0]) : null
}

/** A message of this thread, with its place in the thread's order; undefined when it is not one of its messages. */
export const findMessagePlace = (db: Kysely<DB>, threadId: string, messageId: string) =>
  db
    .selectFrom('chat_messages')
    .select(['id', 'posted_at'])
    .where('thread_id', '=', threadId)
    .where('id', '=', messageId)
    .executeTakeFirst()

interface MessageRow {
  id: string
  thread_id: string
  content: string
  sender_id: string
  sender_name: string
  sender_role: string
  posted_at: Date
  edited: boolean
  edited_at: Date | null
  reply_id: string | null
  reply_content: string | null
  reply_sender_name: string
}

const toMessageView = (row: MessageRow, userId: string): ChatMessageView => ({
  id: row.id,
  threadId: row.thread_id,
  content: row.content,
  senderId: row.sender_id,
  senderName: row.sender_name,
  senderRole: row.sender_role,
  timestamp: row.posted_at.toISOString(),
  edited: row.edited,
  editedAt: row.edited_at?.toISOString() ?? null,
  replyTo:
    row.reply_id !== null && row.reply_content !== null
      ? { id: row.reply_id, content: row.reply_content, senderName: row.reply_sender_name }
      : null,
  canEdit: row.sender_id === userId,
})

/** Messages of one thread (which the route found visible), latest first, with their senders and quotes. */
const messageRows = (db: Kysely<DB>, threadId: string, where: RawBuilder<unknown>, limit: number) =>
  sql<MessageRow>`
    select m.id, m.thread_id, m.content, m.sender_id, ${nameOf(sql.ref('m.sender_id'))} as sender_name,
      coalesce((select tm.role from team_members as tm where tm.team_id = m.team_id and tm.user_id = m.sender_id),
        'parent') as sender_role,
      m.posted_at, m.edited, m.edited_at, q.id as reply_id, q.content as reply_content,
      ${nameOf(sql.ref('q.sender_id'))} as reply_sender_name
    from chat_messages as m
    left join chat_messages as q on q.id = m.reply_to and q.thread_id = m.thread_id
    where m.thread_id = ${threadId} and ${where}
    order by m.posted_at desc, m.id desc
    limit ${limit}`.execute(db)

/** The page of `limit` messages before `before` (or the latest), oldest first, and whether earlier ones exist. */
export const listMessages = async (
  db: Kysely<DB>,
  identity: Identity,
  threadId: string,
  { before, limit }: { before?: { id: string; posted_at: Date } | undefined; limit: number },
) => {
  const where = before ? sql`(m.posted_at, m.id) < (${before.posted_at}, ${before.id})` : sql`true`
  const { rows } = await messageRows(db, threadId, where, limit + 1)
  return {
    messages: rows
      .slice(0, limit)
      .reverse()
      .map((row) => toMessageView(row, identity.userId)),
    hasMore: rows.length > limit,
  }
}

export const findMessage = async (db: Kysely<DB>, identity: Identity, threadId: string, messageId: string) => {
  const { rows } = await messageRows(db, threadId, sql`m.id = ${messageId}`, 1)
  return rows[0] ? toMessageView(rows[0], identity.userId) : null
}

/** Messages by others after the member's markers, over every thread they may see. */
export const unreadTotal = async (db: Kysely<DB>, identity: Identity) => {
  const { rows } = await sql<{ unread: number }>`
    select count(*)::int as unread
    from chat_threads as t
    join chat_messages as m on m.thread_id = t.id
    left join chat_read_markers as r on r.thread_id = t.id and r.member_id = ${identity.userId}
    where ${visibleTo(identity)} and m.sender_id <> ${identity.userId}
      and (r.member_id is null or (m.posted_at, m.id) > (r.read_up_to, r.last_read_message_id))`.execute(db)
  return rows[0]?.unread ?? 0
}

/**
 * `unreadTotal` in each of the account's teams, in one statement: every team's threads it may see there (a coach-only
 * thread only where it is coach-like), and the messages by others after its markers. Teams in the memberships' order.
 */
export const unreadByTeam = async (db: Kysely<DB>, userId: string, memberships: readonly Membership[]) => {
  if (memberships.length === 0) return []
  const teamIds = memberships.map((membership) => membership.teamId)
  const coachLike = memberships.map((membership) => isCoachLike(membership.role))
  const { rows } = await sql<{ team_id: string; unread: number }>`
    select mt.team_id, count(m.id)::int as unread
    from unnest(${teamIds}::text[], ${coachLike}::boolean[]) as mt(team_id, coach_like)
    left join chat_threads as t on t.team_id = mt.team_id and (mt.coach_like or not t.is_private)
    left join chat_read_markers as r on r.thread_id = t.id and r.member_id = ${userId}
    left join chat_messages as m on m.thread_id = t.id and m.sender_id <> ${userId}
      and (r.member_id is null or (m.posted_at, m.id) > (r.read_up_to, r.last_read_message_id))
    group by mt.team_id`.execute(db)
  const unread = new Map(rows.map((row) => [row.team_id, row.unread]))
  return teamIds.map((teamId) => ({ teamId, unread: unread.get(teamId) ?? 0 }))
}
