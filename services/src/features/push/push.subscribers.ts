import type { ChatMessagePosted } from '@teamspace/domain/chat/chat.events'
import type { NewsArticlePosted } from '@teamspace/domain/news/news.events'
import { chatMessagesPush, newsPostPush, votingPush } from '@teamspace/domain/push/push-messages'
import type { RecordedEvent } from '@teamspace/domain/shared/events'
import { coachLikeRoles } from '@teamspace/domain/shared/roles'
import type { VotingClosed, VotingOpened } from '@teamspace/domain/votes/votes.events'
import type { FastifyInstance } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { queuePushToMembers } from '../../platform/push/push-outbox'
import type { Subscriber } from '../../platform/projections/subscriptions'
import { memberNameOf } from '../profile'
import { wakePushDelivery } from './push.delivery'
import '../../platform/push/push.tables'

/**
 * What happened longer ago than this is not told: a subscriber that starts on an old log (the first start after
 * this feature arrives, a long outage) wakes nobody's phone about last month.
 */
const FRESH_MS = { news: 24 * 60 * 60 * 1000, votes: 24 * 60 * 60 * 1000, chat: 60 * 60 * 1000 }
/** Merge windows closed per transaction: a backlog is worked off in several short ones. */
const SETTLE_BATCH = 200

const isFresh = (event: RecordedEvent, freshMs: number, now: Date) =>
  now.getTime() - Date.parse(event.metadata.recordedAt) < freshMs

const actorOf = (event: RecordedEvent) => (event.metadata.actor ? [event.metadata.actor.userId] : [])

const teamNames = async (trx: Kysely<DB>, teamIds: readonly string[]) =>
  new Map(
    teamIds.length === 0
      ? []
      : (
          await trx
            .selectFrom('teams')
            .select(['id', 'name'])
            .where('id', 'in', [...new Set(teamIds)])
            .execute()
        ).map((row) => [row.id, row.name]),
  )

/**
 * What a subscriber's `deliver` does: only wakes the push delivery loop, once something was queued. The
 * subscriber never sends, so it goes on reading the log whatever the push services do.
 */
const queuedPushes = (app: FastifyInstance) => {
  let queued = false
  return {
    queued: () => {
      queued = true
    },
    deliver: async () => {
      if (queued) {
        queued = false
        wakePushDelivery(app)
      }
      return null
    },
  }
}

/** A new news post: every member of the team with news on, but its author. */
export const newsPushSubscriber = (app: FastifyInstance): Subscriber => {
  const pushes = queuedPushes(app)
  return {
    name: 'push-news',
    handles: ['NewsArticlePosted'] satisfies NewsArticlePosted['type'][],
    handle: async (events, trx) => {
      const now = new Date()
      const posted = (events as readonly RecordedEvent<NewsArticlePosted>[]).filter((e) =>
        isFresh(e, FRESH_MS.news, now),
      )
      if (posted.length === 0) return
      pushes.queued()
      const names = await teamNames(
        trx,
        posted.map((event) => event.data.teamId),
      )
      const authors = new Map(
        (
          await trx
            .selectFrom('news_articles')
            .select(['id', 'title'])
            .select(memberNameOf(sql.ref('news_articles.author_id')).as('author_name'))
            .where(
              'id',
              'in',
              posted.map((event) => event.data.newsArticleId),
            )
            .execute()
        ).map((row) => [row.id, row]),
      )
      for (const { data, metadata } of posted) {
        const article = authors.get(data.newsArticleId)
        const teamName = names.get(data.teamId)
        // An article deleted meanwhile is told to nobody.
        if (!article || teamName === undefined) continue
        await queuePushToMembers(
          trx,
          {
            teamId: data.teamId,
            kind: 'news',
            key: `news:${data.newsArticleId}`,
            payload: newsPostPush({
              teamId: data.teamId,
              teamName,
              newsArticleId: data.newsArticleId,
              title: article.title,
              authorName: article.author_name,
            }),
          },
          { except: [data.authorId, ...(metadata.actor ? [metadata.actor.userId] : [])] },
        )
      }
    },
    deliver: pushes.deliver,
  }
}

/** A Player of the Match voting opened or closed: every member of the team with votes on, but the coach who did it. */
export const votesPushSubscriber = (app: FastifyInstance): Subscriber => {
  const pushes = queuedPushes(app)
  return {
    name: 'push-votes',
    handles: ['VotingOpened', 'VotingClosed'] satisfies (VotingOpened | VotingClosed)['type'][],
    handle: async (events, trx) => {
      const now = new Date()
      const told = (events as readonly RecordedEvent<VotingOpened | VotingClosed>[]).filter((e) =>
        isFresh(e, FRESH_MS.votes, now),
      )
      if (told.length === 0) return
      pushes.queued()
      const names = await teamNames(
        trx,
        told.map((event) => event.data.teamId),
      )
      const titles = new Map(
        (
          await trx
            .selectFrom('votings')
            .select(['id', 'game_title'])
            .where(
              'id',
              'in',
              told.map((event) => event.data.votingId),
            )
            .execute()
        ).map((row) => [row.id, row.game_title]),
      )
      for (const event of told) {
        const { teamId, votingId } = event.data
        const teamName = names.get(teamId)
        const openedBy = 'openedBy' in event.data ? [event.data.openedBy] : []
        const gameTitle = 'title' in event.data ? event.data.title : titles.get(votingId)
        if (teamName === undefined || gameTitle === undefined) continue
        const opened = event.type === 'VotingOpened'
        await queuePushToMembers(
          trx,
          {
            teamId,
            kind: 'votes',
            key: `votes:${votingId}:${opened ? 'opened' : 'closed'}`,
            payload: votingPush({ teamId, teamName, votingId, gameTitle, opened }),
          },
          { except: [...actorOf(event), ...openedBy] },
        )
      }
    },
    deliver: pushes.deliver,
  }
}

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
  const fresh = events.filter((event) => isFresh(event, FRESH_MS.chat, now))
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
  const pending = new Map<
    string,
    {
      thread_id: string
      user_id: string
      team_id: string
      count: number
      last_sender_id: string
      first_message_id: string
      due_at: Date
    }
  >()
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
  const rows = [...pending.values()]
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto('push_chat_pending')
      .values(rows.slice(i, i + 500))
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
    const names = await teamNames(
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
          payload: chatMessagesPush({
            teamId: row.team_id,
            teamName,
            threadId: row.thread_id,
            threadTitle: thread.title,
            count: row.count,
            lastSenderName: senders.get(`${row.team_id}:${row.last_sender_id}`) ?? '',
          }),
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
        app.settings.push.chatMergeMs,
        new Date(),
      ),
    settle: (trx, now) => closeChatWindows(trx, now, pushes.queued),
    deliver: pushes.deliver,
  }
}
