import { newsMailPreferenceSchema, newsMailRoutes } from '@teamspace/domain/news/news-mails'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { identityOf } from '../../platform/http/access'
import type { MailMember } from '../../platform/mail/opt-out'
import { errorResponses } from '../../platform/http/schemas'
import { newsMailPreferenceOf, setNewsMailPreference } from './news-mails.subscriber'
import './news-mails.tables'

export const newsMailRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  const preferenceOf = async (member: MailMember) => ({ enabled: await newsMailPreferenceOf(db, member) })

  app.get(
    newsMailRoutes.preference,
    {
      config: { permission: 'team.read' },
      schema: { response: { 200: newsMailPreferenceSchema, ...errorResponses } },
    },
    async (request) => preferenceOf(identityOf(request)),
  )

  // A member's own setting for the request's team, outside the log (it says nothing the team's history needs);
  // setting it twice is the same as once.
  app.put(
    newsMailRoutes.preference,
    {
      config: { permission: 'team.read' },
      schema: { body: newsMailPreferenceSchema, response: { 200: newsMailPreferenceSchema, ...errorResponses } },
    },
    async (request) => {
      const { enabled } = request.body
      await setNewsMailPreference(db, identityOf(request), enabled)
      return { enabled }
    },
  )
}
