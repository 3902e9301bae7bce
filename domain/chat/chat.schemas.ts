import { z } from 'zod'
import { idSchema, safeText } from '../shared/safe-input'
import { chatLimits, chatMessages, threadFilters } from './chat.constants'

export * from './chat.constants'

/** Create New Thread. */
export const startThreadSchema = z.object({
  title: safeText({
    max: chatLimits.titleMax,
    maxMessage: chatMessages.titleLong,
    error: chatMessages.titleRequired,
  }).min(1, chatMessages.titleRequired),
  description: safeText({ max: chatLimits.descriptionMax, maxMessage: chatMessages.descriptionLong })
    .optional()
    .default(''),
  tags: z
    .array(safeText({ max: chatLimits.tagMax, maxMessage: chatMessages.tagLong }).min(1))
    .max(chatLimits.tagsMax)
    .optional()
    .default([])
    .transform((tags) => [...new Set(tags)]),
  /** Offered to coach-like members only; a parent's true is refused (403). */
  isPrivate: z.boolean().optional().default(false),
})
export type StartThreadInput = z.input<typeof startThreadSchema>

export const pinThreadSchema = z.object({ isPinned: z.boolean() })

/** A message's text: kept as typed (inner new lines too), refused when blank. */
const messageContent = safeText({
  max: chatLimits.messageMax,
  maxMessage: chatMessages.messageLong,
  error: chatMessages.messageRequired,
  trim: false,
}).refine((text) => text.trim().length > 0, chatMessages.messageRequired)

export const postMessageSchema = z.object({
  content: messageContent,
  replyTo: idSchema().nullable().optional().default(null),
})
export type PostMessageInput = z.input<typeof postMessageSchema>

export const editMessageSchema = z.object({ content: messageContent })

/** PUT /api/chat/threads/:threadId/read: the newest message the member has seen. */
export const markReadSchema = z.object({ lastReadMessageId: idSchema() })

export const threadListQuerySchema = z.object({
  search: safeText({ max: 200 }).optional(),
  filter: z.enum(threadFilters).optional().default('all'),
})

/** A thread's summary, kept by the thread-summary projection from the events. */
export const threadViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  isPinned: z.boolean(),
  isPrivate: z.boolean(),
  createdBy: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  lastActivity: z.string(),
  messageCount: z.number(),
  lastMessage: z.object({ content: z.string(), senderName: z.string(), timestamp: z.string() }).nullable(),
  /** Member ids: the starter and everyone who has posted. */
  participants: z.array(z.string()),
  /** Messages by others after the caller's read marker. */
  unreadCount: z.number(),
})
export type ThreadView = z.infer<typeof threadViewSchema>

export const threadListSchema = z.object({ threads: z.array(threadViewSchema) })

/** GET …/messages: the latest page, or the page before `before` (a message id). */
export const messageListQuerySchema = z.object({
  before: idSchema().optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(chatLimits.liveWindow))
    .optional(),
})

export const chatMessageViewSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  content: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  senderRole: z.string(),
  timestamp: z.string(),
  edited: z.boolean(),
  editedAt: z.string().nullable(),
  /** The answered message, for the quote (null when none or when it is gone). */
  replyTo: z.object({ id: z.string(), content: z.string(), senderName: z.string() }).nullable(),
  /** True for the sender: only then is Edit offered (and allowed). */
  canEdit: z.boolean(),
})
export type ChatMessageView = z.infer<typeof chatMessageViewSchema>

/** Oldest first. `hasMore` when earlier messages exist. */
export const messagePageSchema = z.object({ messages: z.array(chatMessageViewSchema), hasMore: z.boolean() })

export const unreadSchema = z.object({ unread: z.number() })

/** The caller's unread count in each of their teams, earliest joined first (the team switcher's badges). */
export const teamUnreadSchema = z.object({
  teams: z.array(z.object({ teamId: z.string(), unread: z.number() })),
})

export const createdSchema = z.object({ id: z.string() })
