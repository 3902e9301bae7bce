import { newsMailPreferenceSchema, newsMailRoutes } from '@teamspace/domain/news/news-mails'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import './news-mails.tables'

export const newsMailRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  const preferenceOf = async (userId: string) => {
    const row = await db
      .selectFrom('news_mail_preferences')
      .select('enabled')
      .where('user_id', '=', userId)
      .executeTakeFirst()
    return { enabled: row?.enabled ?? true }
  }

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
      await db
        .insertInto('news_mail_preferences')
        .values({ user_id: userId, enabled, updated_at: new Date() })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ enabled, updated_at: new Date() }))
        .execute()
      return { enabled }
    },
  )
}
