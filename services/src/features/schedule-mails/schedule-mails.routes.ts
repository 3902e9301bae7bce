import { scheduleMailPreferenceSchema } from '@teamspace/domain/schedule-mails/schedule-mails.schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { scheduleMailPreferenceOf, setScheduleMailPreference } from './schedule-mails.outbox'
import './schedule-mails.tables'

export const scheduleMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  const preferenceOf = async (userId: string) => ({ enabled: await scheduleMailPreferenceOf(db, userId) })

  app.get(
    '/api/schedule-emails',
    {
      config: { permission: 'team.read' },
      schema: { response: { 200: scheduleMailPreferenceSchema, ...errorResponses } },
    },
    async (request) => preferenceOf(identityOf(request).userId),
  )

  // A member's own setting, outside the log (it says nothing the team's history needs); setting it twice is
  // the same as once.
  app.put(
    '/api/schedule-emails',
    {
      config: { permission: 'team.read' },
      schema: {
        body: scheduleMailPreferenceSchema,
        response: { 200: scheduleMailPreferenceSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = identityOf(request)
      const { enabled } = request.body
      await setScheduleMailPreference(db, userId, enabled)
      return { enabled }
    },
  )
}
