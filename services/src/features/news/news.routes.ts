import {
  newsArticleInputSchema,
  newsArticleSchema,
  newsListQuerySchema,
  newsListSchema,
  newsMessages,
  pinNewsArticleSchema,
  postedNewsArticleSchema,
} from '@teamspace/domain/news/news.schemas'
import { NotFoundError } from '@teamspace/domain/shared/errors'
import { idParams } from '@teamspace/domain/shared/safe-input'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { nanoid } from 'nanoid'
import { z } from 'zod'
import { runCommand } from '../../platform/commands/run-command'
import { identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { findNewsArticle, listNewsArticles } from './news.queries'
import { newsArticleStream } from './news.streams'

const newsArticleParams = idParams('newsArticleId')

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  /** The article as the caller sees it; one of another team's is not found. */
  const viewOf = async (teamId: string, newsArticleId: string, userId: string) => {
    const view = await findNewsArticle(db, teamId, newsArticleId, userId)
    if (!view) throw new NotFoundError(newsMessages.notFound)
    return view
  }

  app.get(
    '/api/news',
    {
      config: { permission: 'team.read' },
      schema: { querystring: newsListQuerySchema, response: { 200: newsListSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId, userId } = identityOf(request)
      return { articles: await listNewsArticles(db, teamId, userId, request.query) }
    },
  )

  app.post(
    '/api/news',
    {
      config: { permission: 'news.manage' },
      schema: { body: newsArticleInputSchema, response: { 201: postedNewsArticleSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { teamId } = identityOf(request)
      const result = await runCommand(
        request,
        newsArticleStream,
        { type: 'PostNewsArticle', data: { teamId, newsArticleId: nanoid(), ...request.body } },
        { result: ({ command }) => ({ id: command.data.newsArticleId }) },
      )
      return reply.status(201).send(result)
    },
  )

  app.put(
    '/api/news/:newsArticleId',
    {
      config: { permission: 'news.manage' },
      schema: {
        params: newsArticleParams,
        body: newsArticleInputSchema,
        response: { 200: newsArticleSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { teamId, userId } = identityOf(request)
      const { newsArticleId } = request.params
      await viewOf(teamId, newsArticleId, userId)
      await runCommand(request, newsArticleStream, {
        type: 'EditNewsArticle',
        data: { teamId, newsArticleId, ...request.body },
      })
      return viewOf(teamId, newsArticleId, userId)
    },
  )

  app.put(
    '/api/news/:newsArticleId/pin',
    {
      config: { permission: 'news.manage' },
      schema: {
        params: newsArticleParams,
        body: pinNewsArticleSchema,
        response: { 200: newsArticleSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { teamId, userId } = identityOf(request)
      const { newsArticleId } = request.params
      await viewOf(teamId, newsArticleId, userId)
      await runCommand(request, newsArticleStream, {
        type: 'PinNewsArticle',
        data: { teamId, newsArticleId, isPinned: request.body.isPinned },
      })
      return viewOf(teamId, newsArticleId, userId)
    },
  )

  // Any coach may send an article to the team's inboxes, once; the news-mails subscriber sends it after commit.
  app.post(
    '/api/news/:newsArticleId/email',
    {
      config: { permission: 'news.manage' },
      schema: { params: newsArticleParams, response: { 200: newsArticleSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId, userId } = identityOf(request)
      const { newsArticleId } = request.params
      await viewOf(teamId, newsArticleId, userId)
      await runCommand(request, newsArticleStream, { type: 'EmailNewsArticle', data: { teamId, newsArticleId } })
      return viewOf(teamId, newsArticleId, userId)
    },
  )

  app.delete(
    '/api/news/:newsArticleId',
    {
      config: { permission: 'news.manage' },
      schema: { params: newsArticleParams, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      const { teamId, userId } = identityOf(request)
      const { newsArticleId } = request.params
      await viewOf(teamId, newsArticleId, userId)
      await runCommand(request, newsArticleStream, { type: 'DeleteNewsArticle', data: { teamId, newsArticleId } })
      return reply.status(204).send(null)
    },
  )
}
