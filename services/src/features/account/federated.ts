import { inviteCodeSchema, providersSchema } from '@teamspace/domain/account/account.schemas'
import { safeText } from '@teamspace/domain/shared/safe-input'
import { OAuth2Client, CodeChallengeMethod, decodeIdToken, generateCodeVerifier, generateState } from 'arctic'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { setSessionCookie } from '../../platform/auth/session-caller'
import { createSession } from '../../platform/auth/sessions'
import { generateToken, hashToken } from '../../platform/auth/tokens'
import type { DB } from '../../platform/db/schema'
import { findMe } from './account.queries'

export interface GoogleSettings {
  readonly clientId: string
  readonly clientSecret: string
  readonly redirectUrl: string
  /** Google's endpoints unless a test points them at a local stand-in. */
  readonly authorizationEndpoint?: string
  readonly tokenEndpoint?: string
}

const GOOGLE_AUTHORIZE = 'https://accounts.google.com/o/oauth2/v2/auth'
const GOOGLE_TOKEN = 'https://oauth2.googleapis.com/token'
const PENDING_COOKIE = 'ts_federated'
const PENDING_MS = 30 * 60 * 1000
const FLOW_COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax', path: '/api/auth/google', maxAge: 600 } as const
/** The invite code the sign-in started with, kept through Google and back to the page that accepts it. */
const INVITE_COOKIE = 'google_invite'

/** Where the browser goes back to on the sign-in screen, with the invite it came with. */
const authPage = (search: Record<string, string>, invite: string | undefined) =>
  `/auth?${new URLSearchParams(invite ? { ...search, invite } : search).toString()}`

/** A Google sign-in that found no account with a team: finished by joining (invite) or creating a team. */
const pendingRow = async (db: Kysely<DB>, request: FastifyRequest) => {
  const token = request.cookies[PENDING_COOKIE]
  if (!token) return null
  const row = await db
    .selectFrom('pending_federated_signups')
    .selectAll()
    .where('id', '=', hashToken(token))
    .executeTakeFirst()
  return row && row.expires_at > new Date() ? row : null
}

export const pendingFederatedSummary = async (db: Kysely<DB>, request: FastifyRequest) => {
  const row = await pendingRow(db, request)
  return row ? { email: row.email, name: row.name } : undefined
}

/** The waiting Google identity, when the new account is for the same address. */
export const takePendingFederatedSignup = async (db: Kysely<DB>, request: FastifyRequest, email: string) => {
  const row = await pendingRow(db, request)
  return row && row.email === email ? { id: row.id, googleSub: row.google_sub } : null
}

const idTokenClaims = z.object({
  sub: z.string(),
  email: z.string().email(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
})

export interface GoogleRouteOptions {
  readonly google: GoogleSettings | undefined
  readonly secureCookies: boolean
}

export const googleRoutes: FastifyPluginAsyncZod<GoogleRouteOptions> = async (app, options) => {
  const { db } = app.platform
  const { google, secureCookies } = options
  const client = google ? new OAuth2Client(google.clientId, google.clientSecret, google.redirectUrl) : null
  const failTo = (reply: FastifyReply, code: string, invite?: string) =>
    reply.redirect(authPage({ error: code }, invite))

  app.get(
    '/api/auth/providers',
    { config: { permission: 'public' }, schema: { response: { 200: providersSchema } } },
    async () => ({
      google: client !== null,
    }),
  )

  app.get(
    '/api/auth/google',
    {
      config: { permission: 'public', secret: ['invite'] },
      schema: { querystring: z.object({ invite: inviteCodeSchema.optional() }) },
    },
    async (request, reply) => {
      const { invite } = request.query
      if (!client || !google) return failTo(reply, 'not-configured', invite)
      const state = generateState()
      const verifier = generateCodeVerifier()
      const url = client.createAuthorizationURLWithPKCE(
        google.authorizationEndpoint ?? GOOGLE_AUTHORIZE,
        state,
        CodeChallengeMethod.S256,
        verifier,
        ['openid', 'profile', 'email'],
      )
      reply.setCookie('google_state', state, { ...FLOW_COOKIE_OPTIONS, secure: secureCookies })
      reply.setCookie('google_verifier', verifier, { ...FLOW_COOKIE_OPTIONS, secure: secureCookies })
      if (invite) reply.setCookie(INVITE_COOKIE, invite, { ...FLOW_COOKIE_OPTIONS, secure: secureCookies })
      else reply.clearCookie(INVITE_COOKIE, { path: FLOW_COOKIE_OPTIONS.path })
      return reply.redirect(url.toString())
    },
  )

  app.get(
    '/api/auth/google/callback',
    {
      config: { permission: 'public', secret: ['code', 'state'] },
      schema: {
        querystring: z.object({
          code: safeText({ max: 2048, trim: false }).optional(),
          state: safeText({ max: 256, trim: false }).optional(),
          error: safeText({ max: 256, trim: false }).optional(),
        }),
      },
    },
    async (request, reply) => {
      if (!client || !google) return failTo(reply, 'not-configured')
      const { code, state, error } = request.query
      reply.clearCookie('google_state', { path: FLOW_COOKIE_OPTIONS.path })
      reply.clearCookie('google_verifier', { path: FLOW_COOKIE_OPTIONS.path })
      reply.clearCookie(INVITE_COOKIE, { path: FLOW_COOKIE_OPTIONS.path })
      const invite = inviteCodeSchema.safeParse(request.cookies[INVITE_COOKIE]).data
      if (error === 'access_denied') return failTo(reply, 'popup-closed-by-user', invite)
      const verifier = request.cookies['google_verifier']
      if (!code || !state || !verifier || state !== request.cookies['google_state'])
        return failTo(reply, 'google-failed', invite)

      let claims: z.infer<typeof idTokenClaims>
      try {
        const tokens = await client.validateAuthorizationCode(google.tokenEndpoint ?? GOOGLE_TOKEN, code, verifier)
        claims = idTokenClaims.parse(decodeIdToken(tokens.idToken()))
      } catch (failure) {
        request.log.warn({ err: failure }, 'google sign-in failed')
        return failTo(reply, 'google-failed', invite)
      }
      const email = claims.email.toLowerCase()

      let account = await db.selectFrom('accounts').select('id').where('google_sub', '=', claims.sub).executeTakeFirst()
      if (!account && claims.email_verified) {
        // A verified Google address that already has a password account: link the two.
        account = await db
          .updateTable('accounts')
          .set({ google_sub: claims.sub })
          .where('email', '=', email)
          .where('google_sub', 'is', null)
          .returning('id')
          .executeTakeFirst()
      }
      if (account && (await findMe(db, account.id))) {
        const session = await createSession(db, account.id)
        setSessionCookie(reply, { secure: secureCookies }, session.token, session.expiresAt)
        // Signed in to accept an invite: on to the page where they confirm joining that team.
        return reply.redirect(invite ? authPage({}, invite) : '/dashboard')
      }
      // No team yet: never half signed in. The person joins with an invite or creates a team to finish.
      const token = generateToken()
      await db
        .insertInto('pending_federated_signups')
        .values({
          id: hashToken(token),
          google_sub: claims.sub,
          email,
          name: claims.name ?? '',
          expires_at: new Date(Date.now() + PENDING_MS),
        })
        .execute()
      reply.setCookie(PENDING_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        path: '/',
        maxAge: PENDING_MS / 1000,
      })
      return reply.redirect(authPage({ federated: 'pending' }, invite))
    },
  )
}
