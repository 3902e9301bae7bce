import {
  chatLimits,
  chatMessages,
  chatMessageViewSchema,
  editMessageSchema,
  markReadSchema,
  messageListQuerySchema,
  messagePageSchema,
  pinThreadSchema,
  postMessageSchema,
  startThreadSchema,
  threadListQuerySchema,
  threadListSchema,
  threadViewSchema,
  teamUnreadSchema,
  unreadSchema,
} from '@teamspace/domain/chat/chat.schemas'
import { NotFoundError, ValidationError } from '@teamspace/domain/shared/errors'
import { idParams } from '@teamspace/domain/shared/safe-input'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { nanoid } from 'nanoid'
import { z } from 'zod'
import { runCommand } from '../../platform/commands/run-command'
import { callerOf, identityOf } from '../../platform/http/access'
import type { Identity } from '../../platform/http/identity'
import { errorResponses } from '../../platform/http/schemas'
import { memberLimit } from '../../platform/limits/shared-limits'
import {
  findMessage,
  findMessagePlace,
  findThread,
  listMessages,
  listThreads,
  unreadByTeam,
  unreadTotal,
} from './chat.queries'
import { chatMessageStream, chatReadStream, chatThreadStream } from './chat.streams'

const threadParams = idParams('threadId')
const messageParams = idParams('threadId', 'messageId')

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform
  /** Messages and new threads per member and minute: a flood would bury the team's conversation. */
  const countPost = memberLimit(app.platform.limits, 'chat-post', app.settings.memberRateLimit, chatMessages.tooFast)

  /**
   * The thread as the caller sees it. Another team's thread and, for a parent-like member, a coach-only one are
   * not found, with the same words: nothing tells them apart from a thread that was never started.
   */
  const threadOf = async (identity: Identity, threadId: string) => {
    const view = await findThread(db, identity, threadId)
    if (!view) throw new NotFoundError(chatMessages.threadNotFound)
    return view
  }
  /** A message of a thread the caller may see, with its place in the thread's order. */
  const placeOf = async (threadId: string, messageId: string) => {
    const place = await findMessagePlace(db, threadId, messageId)
    if (!place) throw new NotFoundError(chatMessages.messageNotFound)
    return place
  }
  const messageOf = async (identity: Identity, threadId: string, messageId: string) => {
    const view = await findMessage(db, identity, threadId, messageId)
    if (!view) throw new NotFoundError(chatMessages.messageNotFound)
    return view
  }

  app.get(
    '/api/chat/threads',
    {
      config: { permission: 'team.read' },
      schema: { querystring: threadListQuerySchema, response: { 200: threadListSchema, ...errorResponses } },
    },
    async (request) => ({ threads: await listThreads(db, identityOf(request), request.query) }),
  )

  app.post(
    '/api/chat/threads',
    {
      config: { permission: 'chat.post' },
      schema: { body: startThreadSchema, response: { 201: threadViewSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const identity = identityOf(request)
      await countPost(identity)
      const { id } = await runCommand(
        request,
        chatThreadStream,
        { type: 'StartThread', data: { teamId: identity.teamId, threadId: nanoid(), ...request.body } },
        { result: ({ command }) => ({ id: command.data.threadId }) },
      )
      return reply.status(201).send(await threadOf(identity, id))
    },
  )

  app.get(
    '/api/chat/threads/:threadId',
    {
      config: { permission: 'team.read' },
      schema: { params: threadParams, response: { 200: threadViewSchema, ...errorResponses } },
    },
    async (request) => threadOf(identityOf(request), request.params.threadId),
  )

  app.put(
    '/api/chat/threads/:threadId/pin',
    {
      config: { permission: 'threads.moderate' },
      schema: { params: threadParams, body: pinThreadSchema, response: { 200: threadViewSchema, ...errorResponses } },
    },
    async (request) => {
      const identity = identityOf(request)
      const { threadId } = request.params
      await threadOf(identity, threadId)
      await runCommand(request, chatThreadStream, {
        type: 'PinThread',
        data: { teamId: identity.teamId, threadId, isPinned: request.body.isPinned },
      })
      return threadOf(identity, threadId)
    },
  )

  app.get(
    '/api/chat/threads/:threadId/messages',
    {
      config: { permission: 'team.read' },
      schema: {
        params: threadParams,
        querystring: messageListQuerySchema,
        response: { 200: messagePageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const identity = identityOf(request)
      const { threadId } = request.params
      await threadOf(identity, threadId)
      const { before, limit = chatLimits.pageSize } = request.query
      const place = before === undefined ? undefined : await placeOf(threadId, before)
      return listMessages(db, identity, threadId, { before: place, limit })
    },
  )

  app.post(
    '/api/chat/threads/:threadId/messages',
    {
      config: { permission: 'chat.post' },
      schema: {
        params: threadParams,
        body: postMessageSchema,
        response: { 201: chatMessageViewSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request)
      await countPost(identity)
      const { threadId } = request.params
      const { content, replyTo } = request.body
      await threadOf(identity, threadId)
      if (replyTo !== null && !(await findMessagePlace(db, threadId, replyTo))) {
        throw new ValidationError(chatMessages.replyElsewhere, {
          code: 'reply-elsewhere',
          fields: { replyTo: chatMessages.replyElsewhere },
        })
      }
      const { id } = await runCommand(
        request,
        chatMessageStream,
        { type: 'PostMessage', data: { teamId: identity.teamId, threadId, messageId: nanoid(), content, replyTo } },
        { result: ({ command }) => ({ id: command.data.messageId }) },
      )
      return reply.status(201).send(await messageOf(identity, threadId, id))
    },
  )

  app.put(
    '/api/chat/threads/:threadId/messages/:messageId',
    {
      config: { permission: 'chat.post' },
      schema: {
        params: messageParams,
        body: editMessageSchema,
        response: { 200: chatMessageViewSchema, ...errorResponses },
      },
    },
    async (request) => {
      const identity = identityOf(request)
      const { threadId, messageId } = request.params
      await threadOf(identity, threadId)
      await placeOf(threadId, messageId)
      await runCommand(request, chatMessageStream, {
        type: 'EditMessage',
        data: { teamId: identity.teamId, threadId, messageId, content: request.body.content },
      })
      return messageOf(identity, threadId, messageId)
    },
  )

  app.put(
    '/api/chat/threads/:threadId/read',
    {
      config: { permission: 'team.read' },
      schema: { params: threadParams, body: markReadSchema, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      const identity = identityOf(request)
      const { threadId } = request.params
      await threadOf(identity, threadId)
      const place = await placeOf(threadId, request.body.lastReadMessageId)
      await runCommand(request, chatReadStream, {
        type: 'MarkThreadRead',
        data: {
          teamId: identity.teamId,
          threadId,
          memberId: identity.userId,
          lastReadMessageId: place.id,
          readUpTo: place.posted_at.toISOString(),
        },
      })
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/api/chat/unread',
    { config: { permission: 'team.read' }, schema: { response: { 200: unreadSchema, ...errorResponses } } },
    async (request) => ({ unread: await unreadTotal(db, identityOf(request)) }),
  )

  // Every team's count, whichever team the request names: the team switcher shows them side by side.
  app.get(
    '/api/chat/unread/teams',
    { config: { permission: 'signed-in' }, schema: { response: { 200: teamUnreadSchema, ...errorResponses } } },
    async (request) => {
      const caller = callerOf(request)
      return { teams: await unreadByTeam(db, caller.accountId, caller.memberships) }
    },
  )
}
