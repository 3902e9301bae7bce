import {
  calendarFeedLinkSchema,
  calendarFeedMessages,
  calendarFeedStatusSchema,
  webcalUrlOf,
} from '@teamspace/domain/calendar-feed/calendar-feed.schemas'
import { NotFoundError } from '@teamspace/domain/shared/errors'
import { idParams } from '@teamspace/domain/shared/safe-input'
import { teamPageUrl } from '@teamspace/domain/shared/team-links'
import { sha256 } from '@oslojs/crypto/sha2'
import { encodeBase64 } from '@oslojs/encoding'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { generateToken, hashToken } from '../../platform/auth/tokens'
import { identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { volunteerFeedEntries } from '../volunteers'
import { calendarFeedText } from './calendar-feed.ics'
import { findFeedLink, findFeedOwner, listFeedEntries } from './calendar-feed.queries'

/** Per client address and minute: calendar apps fetch every 15 minutes or less often; a link is never guessed. */
const FEED_RATE_LIMIT = { max: 120, timeWindow: 60_000 }

export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform
  const feedUrl = (token: string) => `${app.site.origin()}/api/calendar-feed/${token}/team.ics`

  app.get(
    '/api/calendar-feed',
    {
      config: { permission: 'team.read' },
      schema: { response: { 200: calendarFeedStatusSchema, ...errorResponses } },
    },
    async (request) => {
      const { teamId, userId } = identityOf(request)
      const link = await findFeedLink(db, teamId, userId)
      return { exists: link !== undefined, createdAt: link?.created_at.toISOString() ?? null }
    },
  )

  // Makes the caller's link, or replaces it: the old one stops working with this statement's commit. The
  // token is a secret, so it is neither logged nor kept; a repeated request simply makes a newer link.
  app.post(
    '/api/calendar-feed',
    {
      config: { permission: 'team.read' },
      schema: { response: { 201: calendarFeedLinkSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { teamId, userId } = identityOf(request)
      const token = generateToken()
      const createdAt = new Date()
      await db
        .insertInto('calendar_feed_tokens')
        .values({ team_id: teamId, user_id: userId, token_hash: hashToken(token), created_at: createdAt })
        .onConflict((oc) =>
          oc.columns(['team_id', 'user_id']).doUpdateSet({ token_hash: hashToken(token), created_at: createdAt }),
        )
        .execute()
      const url = feedUrl(token)
      return reply.status(201).send({ url, webcalUrl: webcalUrlOf(url), createdAt: createdAt.toISOString() })
    },
  )

  // Public: the token is the credential. Two indexed reads and no session lookup, so a calendar app polling
  // it costs little; a client address that asks too often is slowed down.
  app.get(
    '/api/calendar-feed/:token/team.ics',
    {
      config: { permission: 'public', rateLimit: FEED_RATE_LIMIT, secret: ['token'] },
      schema: { params: idParams('token') },
    },
    async (request, reply) => {
      const owner = await findFeedOwner(db, hashToken(request.params.token))
      if (!owner) throw new NotFoundError(calendarFeedMessages.notFound)
      const [entries, volunteering] = await Promise.all([
        listFeedEntries(db, owner.team_id),
        volunteerFeedEntries(db, owner.team_id, owner.user_id),
      ])
      const text = calendarFeedText(
        { name: owner.team_name, timeZone: owner.time_zone },
        entries,
        teamPageUrl(app.site.origin(), owner.team_id, 'calendar'),
        { entries: volunteering, url: teamPageUrl(app.site.origin(), owner.team_id, 'volunteers') },
      )
      const etag = `"${encodeBase64(sha256(new TextEncoder().encode(text))).slice(0, 27)}"`
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="team.ics"')
        // One member's private link: no shared cache may keep it; the app may keep it but must ask again.
        .header('cache-control', 'private, no-cache')
        .header('etag', etag)
        .header('x-robots-tag', 'noindex')
      if (request.headers['if-none-match'] === etag) return reply.status(304).send()
      return reply.send(text)
    },
  )
}
