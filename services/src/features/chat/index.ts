import type { ChatDomainEvent } from '@teamspace/domain/chat/chat.events'
import { defineFeature } from '../../platform/feature'
import { chatProjection } from './chat.projection'
import { chatRoutes } from './chat.routes'

/**
 * Team chat: threads (coach-only ones seen by coach-like members only), their messages, and each member's read
 * marker per thread. Live notices name the topic only; a read marker changes one member's counts, which their
 * own tab refetches after marking, so it wakes nobody.
 */
export const chatFeature = defineFeature<ChatDomainEvent>({
  name: 'chat',
  routes: chatRoutes,
  projections: [chatProjection],
  liveTopics: {
    ChatThreadStarted: ['chat'],
    ChatThreadPinned: ['chat'],
    ChatMessagePosted: ['chat'],
    ChatMessageEdited: ['chat'],
    ChatThreadRead: [],
  },
})
