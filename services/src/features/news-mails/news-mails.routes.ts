import { newsMailPreferenceSchema, newsMailRoutes } from '@teamspace/domain/news/news-mails'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { newsMailPreferenceOf, setNewsMailPreference } from './news-mails.subscriber'
import './news-mails.tables'

export const newsMailRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  const preferenceOf = async (userId: string) => ({ enabled: await newsMailPreferenceOf(db, userId) })

  app.get(
    newsMailRoutes.preference,
    {
      config: { permission: 'team.read' },
      schema: { response: { 200: newsMailPreferenceSchema, ...errorResponses } },
    },
    async (request) => preferenceOf(identityOf(request).userId),
  )

  // A member's own setting, outside the log (it says nothing the team's history needs); setting it twice is
  // the same as once.
  app.put(
    newsMailRoutes.preference,
    {
      config: { permission: 'team.read' },
      schema: { body: newsMailPreferenceSchema, response: { 200: newsMailPreferenceSchema, ...errorResponses } },
    },
    async (request) => {
      const { userId } = identityOf(request)
      const { enabled } = request.body
      await setNewsMailPreference(db, userId, enabled)
      return { enabled }
    },
  )
}
