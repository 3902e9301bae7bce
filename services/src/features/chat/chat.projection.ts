import type { ChatDomainEvent } from '@teamspace/domain/chat/chat.events'
import { sql } from 'kysely'
import { defineProjection, setBased } from '../../platform/projections/registry'
import './chat.tables'

/** The run's latest message of a thread comes after the summary's last one (or there is none yet). */
const isLater = sql`(t.last_message_id is null or (l.posted_at, l.id) > (t.last_message_at, t.last_message_id))`

/**
 * Threads with their summaries, messages, and read markers. Posts in one thread come from streams of their own,
 * so they commit in any order and a rebuild applies them in log order, which may differ: each summary field a
 * post changes is therefore commutative — a count that adds, the latest activity by `greatest`, the last message
 * replaced only by a later one in (posted_at, id) order, participants kept as a sorted set. Concurrent posts
 * queue on the summary row's lock and each re-reads the row it updates, so none is lost.
 */
export const chatProjection = defineProjection<ChatDomainEvent>({
  name: 'chat',
  version: 1,
  tables: ['chat_threads', 'chat_messages', 'chat_read_markers'],
  on: {
    ChatThreadStarted: setBased((run) => [
      sql`
        insert into chat_threads (id, team_id, title, description, tags, is_private, is_pinned, created_by, created_at,
          last_activity, message_count, participants)
        select s."threadId", s."teamId", s.title, s.description, s.tags, s."isPrivate", false, s."startedBy",
          s."startedAt", s."startedAt", 0, array[s."startedBy"]
        from ${run.rows({
          threadId: 'text',
          teamId: 'text',
          title: 'text',
          description: 'text',
          tags: 'text[]',
          isPrivate: 'boolean',
          startedBy: 'text',
          startedAt: 'timestamptz',
        })} as s`,
    ]),
    ChatThreadPinned: setBased((run) => [
      sql`
        update chat_threads as t set is_pinned = p."isPinned"
        from (
          select distinct on (p."threadId") p."threadId", p."isPinned"
          from ${run.rows({ threadId: 'text', isPinned: 'boolean' })} as p
          order by p."threadId", p.seq desc) as p
        where t.id = p."threadId"`,
    ]),
    ChatMessagePosted: setBased((run) => {
      const posted = run.rows({
        messageId: 'text',
        teamId: 'text',
        threadId: 'text',
        senderId: 'text',
        content: 'text',
        replyTo: 'text',
        postedAt: 'timestamptz',
      })
      return [
        sql`
          with inserted as (
            insert into chat_messages (id, team_id, thread_id, sender_id, content, reply_to, posted_at, edited,
              edited_at)
            select m."messageId", m."teamId", m."threadId", m."senderId", m.content, m."replyTo", m."postedAt", false,
              null
            from ${posted} as m
            returning id, thread_id, sender_id, content, posted_at),
          per_thread as (
            select thread_id, count(*)::int as added, max(posted_at) as latest, array_agg(sender_id) as senders
            from inserted
            group by thread_id),
          last_of_thread as (
            select distinct on (thread_id) thread_id, id, content, sender_id, posted_at
            from inserted
            order by thread_id, posted_at desc, id collate "C" desc)
          update chat_threads as t set
            message_count = t.message_count + p.added,
            last_activity = greatest(t.last_activity, p.latest),
            participants = array(select distinct x from unnest(t.participants || p.senders) as x order by x),
            last_message_id = case when ${isLater} then l.id else t.last_message_id end,
            last_message_content = case when ${isLater} then l.content else t.last_message_content end,
            last_message_sender_id = case when ${isLater} then l.sender_id else t.last_message_sender_id end,
            last_message_at = case when ${isLater} then l.posted_at else t.last_message_at end
          from per_thread as p join last_of_thread as l on l.thread_id = p.thread_id
          where t.id = p.thread_id`,
      ]
    }),
    // The last edit of each message in the run; the thread's summary follows when it is the thread's last message.
    ChatMessageEdited: setBased((run) => {
      const edits = sql`
        select distinct on (e."messageId") e."messageId", e.content, e."editedAt"
        from ${run.rows({ messageId: 'text', content: 'text', editedAt: 'timestamptz' })} as e
        order by e."messageId", e.seq desc`
      return [
        sql`
          update chat_messages as m set content = e.content, edited = true, edited_at = e."editedAt"
          from (${edits}) as e
          where m.id = e."messageId"`,
        sql`
          update chat_threads as t set last_message_content = e.content
          from (${edits}) as e
          where t.last_message_id = e."messageId"`,
      ]
    }),
    // A marker only moves forward (its stream's decider sees to it), so each member's last in the run stands.
    ChatThreadRead: setBased((run) => [
      sql`
        insert into chat_read_markers (thread_id, member_id, team_id, last_read_message_id, read_up_to)
        select distinct on (r."threadId", r."memberId") r."threadId", r."memberId", r."teamId", r."lastReadMessageId",
          r."readUpTo"
        from ${run.rows({
          threadId: 'text',
          memberId: 'text',
          teamId: 'text',
          lastReadMessageId: 'text',
          readUpTo: 'timestamptz',
        })} as r
        order by r."threadId", r."memberId", r.seq desc
        on conflict (member_id, thread_id) do update set
          last_read_message_id = excluded.last_read_message_id, read_up_to = excluded.read_up_to`,
    ]),
  },
})
