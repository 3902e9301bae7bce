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
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { generateToken, hashToken } from '../../platform/auth/tokens'
import { callerOf, identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { languageOfAccount } from '../../platform/languages'
import { volunteerFeedEntries } from '../volunteers'
import { allTeamsFeedText, calendarFeedText } from './calendar-feed.ics'
import {
  findFeedLink,
  findFeedOwner,
  findPersonFeedLink,
  findPersonFeedTeams,
  listFeedEntries,
} from './calendar-feed.queries'

/** Per client address and minute: calendar apps fetch every 15 minutes or less often; a link is never guessed. */
const FEED_RATE_LIMIT = { max: 120, timeWindow: 60_000 }

export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform
  const feedUrl = (token: string) => `${app.site.origin()}/api/calendar-feed/${token}/team.ics`
  const allTeamsFeedUrl = (token: string) => `${app.site.origin()}/api/calendar-feed/${token}/teams.ics`

  /** A feed's text with its caching headers: 304 when the calendar app has this very text already. */
  const sendFeed = (request: FastifyRequest, reply: FastifyReply, text: string, filename: string) => {
    const etag = `"${encodeBase64(sha256(new TextEncoder().encode(text))).slice(0, 27)}"`
    reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `inline; filename="${filename}"`)
      // One member's private link: no shared cache may keep it; the app may keep it but must ask again.
      .header('cache-control', 'private, no-cache')
      .header('etag', etag)
      .header('x-robots-tag', 'noindex')
    if (request.headers['if-none-match'] === etag) return reply.status(304).send()
    return reply.send(text)
  }

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
      // The feed's words are in the language of the account the link belongs to.
      const [entries, volunteering, language] = await Promise.all([
        listFeedEntries(db, owner.team_id),
        volunteerFeedEntries(db, owner.team_id, owner.user_id),
        languageOfAccount(db, owner.user_id, owner.team_id),
      ])
      const text = calendarFeedText(
        { name: owner.team_name, timeZone: owner.time_zone },
        entries,
        teamPageUrl(app.site.origin(), owner.team_id, 'calendar'),
        { entries: volunteering, url: teamPageUrl(app.site.origin(), owner.team_id, 'volunteers') },
        language,
      )
      return sendFeed(request, reply, text, 'team.ics')
    },
  )

  // The person's one link for every team they belong to (and any they join later), beside each team's own.
  app.get(
    '/api/my/calendar-feed',
    {
      config: { permission: 'signed-in' },
      schema: { response: { 200: calendarFeedStatusSchema, ...errorResponses } },
    },
    async (request) => {
      const link = await findPersonFeedLink(db, callerOf(request).accountId)
      return { exists: link !== undefined, createdAt: link?.created_at.toISOString() ?? null }
    },
  )

  // Makes or replaces it, as the team's link: the token is neither logged nor kept, only its SHA-256.
  app.post(
    '/api/my/calendar-feed',
    {
      config: { permission: 'signed-in' },
      schema: { response: { 201: calendarFeedLinkSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const token = generateToken()
      const createdAt = new Date()
      await db
        .insertInto('calendar_feed_person_tokens')
        .values({ user_id: callerOf(request).accountId, token_hash: hashToken(token), created_at: createdAt })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: hashToken(token), created_at: createdAt }))
        .execute()
      const url = allTeamsFeedUrl(token)
      return reply.status(201).send({ url, webcalUrl: webcalUrlOf(url), createdAt: createdAt.toISOString() })
    },
  )

  // Public, the token being the credential, as the team's feed: every team's events and the person's sign-ups.
  app.get(
    '/api/calendar-feed/:token/teams.ics',
    {
      config: { permission: 'public', rateLimit: FEED_RATE_LIMIT, secret: ['token'] },
      schema: { params: idParams('token') },
    },
    async (request, reply) => {
      const teams = await findPersonFeedTeams(db, hashToken(request.params.token))
      if (teams.length === 0) throw new NotFoundError(calendarFeedMessages.notFound)
      const origin = app.site.origin()
      const [language, ...sections] = await Promise.all([
        languageOfAccount(db, teams[0]!.user_id),
        ...teams.map(async (team) => {
          const [entries, volunteering] = await Promise.all([
            listFeedEntries(db, team.team_id),
            volunteerFeedEntries(db, team.team_id, team.user_id),
          ])
          return {
            team: { name: team.team_name, timeZone: team.time_zone },
            entries,
            calendarUrl: teamPageUrl(origin, team.team_id, 'calendar'),
            volunteering: { entries: volunteering, url: teamPageUrl(origin, team.team_id, 'volunteers') },
          }
        }),
      ])
      return sendFeed(request, reply, allTeamsFeedText(sections, language), 'teams.ics')
    },
  )
}
