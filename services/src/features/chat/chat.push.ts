import type { ChatMessagePosted } from '@teamspace/domain/chat/chat.events'
import { chatMessagesPush } from '@teamspace/domain/chat/chat.push'
import type { RecordedEvent } from '@teamspace/domain/shared/events'
import { coachLikeRoles } from '@teamspace/domain/shared/roles'
import type { FastifyInstance } from 'fastify'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { chunks } from '../../platform/projections/registry'
import type { Subscriber } from '../../platform/projections/subscriptions'
import { queuePushToMembers } from '../../platform/push/push-outbox'
import { isFreshForPush, queuedPushes, teamNamesForPush } from '../../platform/push/push-wake'
import { memberNameOf } from '../profile'
import type { PushChatPendingTable } from './chat.tables'

/** A message older than this is not told. */
const FRESH_MS = 60 * 60 * 1000
/** Merge windows closed per transaction: a backlog is worked off in several short ones. */
const SETTLE_BATCH = 200

/**
 * Notes each message for every member in its thread (who started it or posted in it) but its sender: the first
 * opens the member's merge window for the thread, later ones only count.
 */
const noteChatMessages = async (
  trx: Kysely<DB>,
  events: readonly RecordedEvent<ChatMessagePosted>[],
  mergeWindowMs: number,
  now: Date,
) => {
  const fresh = events.filter((event) => isFreshForPush(event, FRESH_MS, now))
  if (fresh.length === 0) return
  const threads = new Map(
    (
      await trx
        .selectFrom('chat_threads')
        .select(['id', 'created_by', 'participants'])
        .where('id', 'in', [...new Set(fresh.map((event) => event.data.threadId))])
        .execute()
    ).map((row) => [row.id, new Set([row.created_by, ...row.participants])]),
  )
  const pending = new Map<string, Selectable<PushChatPendingTable>>()
  for (const { data, metadata } of fresh) {
    for (const userId of threads.get(data.threadId) ?? []) {
      if (userId === data.senderId) continue
      const key = `${data.threadId}:${userId}`
      const open = pending.get(key)
      if (open) {
        open.count += 1
        open.last_sender_id = data.senderId
      } else {
        pending.set(key, {
          thread_id: data.threadId,
          user_id: userId,
          team_id: data.teamId,
          count: 1,
          last_sender_id: data.senderId,
          first_message_id: data.messageId,
          due_at: new Date(Date.parse(metadata.recordedAt) + mergeWindowMs),
        })
      }
    }
  }
  for (const rows of chunks([...pending.values()], 500)) {
    await trx
      .insertInto('push_chat_pending')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['thread_id', 'user_id']).doUpdateSet((eb) => ({
          count: sql<number>`${eb.ref('push_chat_pending.count')} + ${eb.ref('excluded.count')}`,
          last_sender_id: eb.ref('excluded.last_sender_id'),
        })),
      )
      .execute()
  }
}

/**
 * Closes the chat merge windows that are due: one notification per member and thread, however many messages
 * came. A coach-only thread's go to coach-like members only, whoever is among its participants.
 */
const closeChatWindows = async (trx: Kysely<DB>, now: Date, queued: () => void) => {
  const due = await trx
    .selectFrom('push_chat_pending')
    .selectAll()
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .limit(SETTLE_BATCH)
    .execute()
  if (due.length > 0) {
    queued()
    for (const row of due)
      await trx
        .deleteFrom('push_chat_pending')
        .where('thread_id', '=', row.thread_id)
        .where('user_id', '=', row.user_id)
        .execute()
    const threads = new Map(
      (
        await trx
          .selectFrom('chat_threads')
          .select(['id', 'title', 'is_private'])
          .where('id', 'in', [...new Set(due.map((row) => row.thread_id))])
          .execute()
      ).map((row) => [row.id, row]),
    )
    const names = await teamNamesForPush(
      trx,
      due.map((row) => row.team_id),
    )
    const senders = new Map(
      (
        await trx
          .selectFrom('team_members as m')
          .select(['m.team_id', 'm.user_id'])
          .select(memberNameOf(sql.ref('m.user_id')).as('name'))
          .where('m.user_id', 'in', [...new Set(due.map((row) => row.last_sender_id))])
          .execute()
      ).map((row) => [`${row.team_id}:${row.user_id}`, row.name]),
    )
    for (const row of due) {
      const thread = threads.get(row.thread_id)
      const teamName = names.get(row.team_id)
      if (!thread || teamName === undefined) continue
      await queuePushToMembers(
        trx,
        {
          teamId: row.team_id,
          kind: 'chat',
          key: `chat:${row.thread_id}:${row.first_message_id}:${row.user_id}`,
          payload: (language) =>
            chatMessagesPush(
              {
                teamId: row.team_id,
                teamName,
                threadId: row.thread_id,
                threadTitle: thread.title,
                count: row.count,
                lastSenderName: senders.get(`${row.team_id}:${row.last_sender_id}`) ?? '',
              },
              language,
            ),
        },
        { only: [row.user_id], ...(thread.is_private ? { roles: coachLikeRoles } : {}) },
      )
    }
  }
  const next = await trx
    .selectFrom('push_chat_pending')
    .select((eb) => eb.fn.min('due_at').as('due_at'))
    .executeTakeFirst()
  return next?.due_at ? new Date(next.due_at) : null
}

/**
 * New chat messages, to the members in the thread but the sender, merged per thread within the chat window (a
 * tag per thread, so the phone shows one notification for it).
 */
export const chatPushSubscriber = (app: FastifyInstance): Subscriber => {
  const pushes = queuedPushes(app)
  return {
    name: 'push-chat',
    handles: ['ChatMessagePosted'] satisfies ChatMessagePosted['type'][],
    handle: (events, trx) =>
      noteChatMessages(
        trx,
        events as readonly RecordedEvent<ChatMessagePosted>[],
        app.featureSettings('chat').pushMergeMs,
        new Date(),
      ),
    settle: (trx, now) => closeChatWindows(trx, now, pushes.queued),
    deliver: pushes.deliver,
  }
}
