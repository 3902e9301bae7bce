import type { ChatDomainEvent } from '@teamspace/domain/chat/chat.events'
import { coachLikeRoles } from '@teamspace/domain/shared/roles'
import { defineFeature } from '../../platform/feature'
import { chatPushKind } from '@teamspace/domain/chat/chat.push'
import { chatProjection } from './chat.projection'
import { chatPushSubscriber } from './chat.push'
import { privateThreadIds } from './chat.queries'
import { chatRoutes } from './chat.routes'
import { chatSettings } from './chat.settings'
import { chatHistory } from '@teamspace/domain/chat/chat.history'

/**
 * Team chat: threads (coach-only ones seen by coach-like members only), their messages, and each member's read
 * marker per thread. Live notices name the topic only; a read marker changes one member's counts, which their
 * own tab refetches after marking, so it wakes nobody. Whatever happens in a coach-only thread is told to the
 * sockets of coach-like members only: that coaches talk, and how often, is not the parents' to see.
 */
export const chatFeature = defineFeature<ChatDomainEvent>({
  name: 'chat',
  routes: chatRoutes,
  // A member's chat notifications still waiting in their merge window; one team's when they leave it.
  erasure: {
    member: async (trx, { userId }) => {
      await trx.deleteFrom('push_chat_pending').where('user_id', '=', userId).execute()
    },
    membership: async (trx, { teamId, userId }) => {
      await trx.deleteFrom('push_chat_pending').where('team_id', '=', teamId).where('user_id', '=', userId).execute()
    },
  },
  projections: [chatProjection],
  history: chatHistory,
  subscribers: [chatPushSubscriber],
  pushKinds: [chatPushKind],
  settings: chatSettings,
  liveTopics: {
    ChatThreadStarted: ['chat'],
    ChatThreadPinned: ['chat'],
    ChatMessagePosted: ['chat'],
    ChatMessageEdited: ['chat'],
    ChatThreadRead: [],
  },
  liveAudience: async (db, events) => {
    const started = new Map(
      events.flatMap((event) =>
        event.type === 'ChatThreadStarted' ? [[event.data.threadId, event.data.isPrivate]] : [],
      ),
    )
    const looked = await privateThreadIds(
      db,
      events.filter((event) => !started.has(event.data.threadId)).map((event) => event.data.threadId),
    )
    return events.map((event) =>
      (started.get(event.data.threadId) ?? looked.has(event.data.threadId)) ? coachLikeRoles : 'team',
    )
  },
})
