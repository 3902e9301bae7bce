import { scheduleMailPreferenceSchema } from '@teamspace/domain/schedule-mails/schedule-mails.schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { identityOf } from '../../platform/http/access'
import type { MailMember } from '../../platform/mail/opt-out'
import { errorResponses } from '../../platform/http/schemas'
import { scheduleMailPreferenceOf, setScheduleMailPreference } from './schedule-mails.outbox'
import './schedule-mails.tables'

export const scheduleMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  const preferenceOf = async (member: MailMember) => ({ enabled: await scheduleMailPreferenceOf(db, member) })

  app.get(
    '/api/schedule-emails',
    {
      config: { permission: 'team.read' },
      schema: { response: { 200: scheduleMailPreferenceSchema, ...errorResponses } },
    },
    async (request) => preferenceOf(identityOf(request)),
  )

  // A member's own setting for the request's team, outside the log (it says nothing the team's history needs);
  // setting it twice is the same as once.
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
      const { enabled } = request.body
      await setScheduleMailPreference(db, identityOf(request), enabled)
      return { enabled }
    },
  )
}
