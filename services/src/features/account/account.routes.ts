import {
  authMessages,
  changePasswordSchema,
  messageSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerBodySchema,
  sessionSchema,
  setupBodySchema,
  signedInSchema,
  signInSchema,
} from '@teamspace/domain/account/account.schemas'
import { ConflictError, UnauthenticatedError, ValidationError } from '@teamspace/domain/shared/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { nanoid } from 'nanoid'
import { z } from 'zod'
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../platform/auth/passwords'
import { clearSessionCookie, setSessionCookie } from '../../platform/auth/session-caller'
import { createSession, invalidateOtherSessions, invalidateSession } from '../../platform/auth/sessions'
import { generateToken, hashToken } from '../../platform/auth/tokens'
import type { DB } from '../../platform/db/schema'
import { callerOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { runCommand } from '../../platform/commands/run-command'
import { findUsableInvite, teamStream } from '../team'
import { findAccountByEmail, findMe } from './account.queries'
import { takePendingFederatedSignup, pendingFederatedSummary } from './federated'

const RESET_LIFETIME_MS = 60 * 60 * 1000
const userResponse = signedInSchema

export interface AccountRouteOptions {
  readonly secureCookies: boolean
  /** Attempts per minute and address at sign-in, sign-up and reset. */
  readonly rateLimit: number
  /** Where links in e-mails point; else the request's own origin. */
  readonly publicOrigin?: string | undefined
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505'

/** Creates the account and its profile with the membership event, so a failed join leaves no account behind. */
const insertAccount =
  (account: { id: string; email: string; passwordHash: string | null; googleSub: string | null; name: string }) =>
  async (trx: Kysely<DB>) => {
    try {
      await trx
        .insertInto('accounts')
        .values({
          id: account.id,
          email: account.email,
          password_hash: account.passwordHash,
          google_sub: account.googleSub,
        })
        .execute()
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictError(authMessages['email-already-in-use'], { code: 'email-already-in-use' })
      throw error
    }
    await trx.insertInto('profiles').values({ user_id: account.id, name: account.name }).execute()
  }

export const accountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, options) => {
  const { platform } = app
  const { db } = platform
  const cookieSettings = { secure: options.secureCookies }
  const limited = { max: options.rateLimit, timeWindow: 60_000 }

  const signIn = async (reply: Parameters<typeof setSessionCookie>[0], accountId: string) => {
    const session = await createSession(db, accountId)
    setSessionCookie(reply, cookieSettings, session.token, session.expiresAt)
    const user = await findMe(db, accountId)
    if (!user) throw new UnauthenticatedError()
    return { user }
  }

  /** The password for a new account, unless a Google sign-in is waiting to be finished. */
  const credentialsFor = async (
    request: Parameters<typeof takePendingFederatedSignup>[1],
    email: string,
    password: string | undefined,
  ) => {
    const pending = await takePendingFederatedSignup(db, request, email)
    if (pending) return { passwordHash: null, googleSub: pending.googleSub, pendingId: pending.id }
    if (!password) throw new ValidationError('Password is required', { fields: { password: 'Password is required' } })
    return { passwordHash: await hashPassword(password), googleSub: null, pendingId: null }
  }

  app.get(
    '/api/auth/session',
    {
      config: { permission: 'public' },
      schema: {
        response: {
          200: sessionSchema,
        },
      },
    },
    async (request, reply) => {
      const caller = await app.resolveCaller(request, reply)
      const user = caller ? await findMe(db, caller.accountId) : null
      if (caller && !user) {
        // Signed in, but no longer a member of any team: treated as signed out (spec §4).
        if (caller.sessionId) await invalidateSession(db, caller.sessionId)
        clearSessionCookie(reply, cookieSettings)
      }
      const pendingFederated = user ? undefined : await pendingFederatedSummary(db, request)
      return pendingFederated ? { user, pendingFederated } : { user }
    },
  )

  app.post(
    '/api/auth/sign-in',
    {
      config: { permission: 'public', rateLimit: limited },
      schema: { body: signInSchema, response: { 200: userResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const { email, password } = request.body
      const account = await findAccountByEmail(db, email)
      const valid = account?.password_hash
        ? await verifyPassword(account.password_hash, password)
        : await verifyAgainstNothing(password)
      // One answer for an unknown e-mail and a wrong password: sign-in does not reveal who has an account.
      if (!account || !valid)
        throw new UnauthenticatedError(authMessages['invalid-credential'], { code: 'invalid-credential' })
      return signIn(reply, account.id)
    },
  )

  app.post(
    '/api/auth/register',
    {
      config: { permission: 'public', rateLimit: limited },
      schema: {
        body: registerBodySchema,
        response: { 201: userResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email, password, name, role, inviteCode } = request.body
      const invite = await findUsableInvite(db, inviteCode, new Date())
      if (!invite)
        throw new ValidationError(authMessages['invalid-invite'], {
          code: 'invalid-invite',
          fields: { inviteCode: authMessages['invalid-invite'] },
        })
      if (await findAccountByEmail(db, email))
        throw new ConflictError(authMessages['email-already-in-use'], { code: 'email-already-in-use' })
      const credentials = await credentialsFor(request, email, password)
      const userId = nanoid()
      await runCommand(
        request,
        teamStream,
        {
          type: 'JoinTeam',
          data: { teamId: invite.teamId, userId, inviteId: invite.inviteId, requestedRole: role },
        },
        { alsoInTransaction: insertAccount({ id: userId, email, name, ...credentials }) },
      )
      if (credentials.pendingId)
        await db.deleteFrom('pending_federated_signups').where('id', '=', credentials.pendingId).execute()
      return reply.status(201).send(await signIn(reply, userId))
    },
  )

  app.post(
    '/api/auth/setup',
    {
      config: { permission: 'public', rateLimit: limited },
      schema: {
        body: setupBodySchema,
        response: { 201: userResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email, password, name, teamName, ageGroup, timeZone } = request.body
      if (await findAccountByEmail(db, email))
        throw new ConflictError(authMessages['email-already-in-use'], { code: 'email-already-in-use' })
      const credentials = await credentialsFor(request, email, password)
      const userId = nanoid()
      const teamId = nanoid()
      await runCommand(
        request,
        teamStream,
        {
          type: 'CreateTeam',
          data: { teamId, founderId: userId, name: teamName, ageGroup, timeZone },
        },
        {
          actor: { userId, name, role: 'coach' },
          alsoInTransaction: insertAccount({ id: userId, email, name, ...credentials }),
        },
      )
      if (credentials.pendingId)
        await db.deleteFrom('pending_federated_signups').where('id', '=', credentials.pendingId).execute()
      return reply.status(201).send(await signIn(reply, userId))
    },
  )

  app.post(
    '/api/auth/sign-out',
    { config: { permission: 'public' }, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      const caller = await app.resolveCaller(request, reply)
      if (caller?.sessionId) await invalidateSession(db, caller.sessionId)
      clearSessionCookie(reply, cookieSettings)
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/api/auth/password-reset',
    {
      config: { permission: 'public', rateLimit: limited },
      schema: {
        body: passwordResetRequestSchema,
        response: { 202: messageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const account = await findAccountByEmail(db, request.body.email)
      if (account) {
        const token = generateToken()
        await db
          .insertInto('password_reset_tokens')
          .values({
            token_hash: hashToken(token),
            account_id: account.id,
            expires_at: new Date(Date.now() + RESET_LIFETIME_MS),
          })
          .execute()
        const origin = options.publicOrigin ?? `${request.protocol}://${request.host}`
        await app.mail.send({
          to: account.email,
          subject: 'Reset your Team Space password',
          text: `Someone asked to reset the password of your Team Space account.\n\nSet a new password here (the link works once, for one hour):\n${origin}/reset-password?token=${token}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
        })
      }
      // The same answer whether or not the address has an account.
      return reply.status(202).send({ message: authMessages['reset-sent'] })
    },
  )

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: { permission: 'public', rateLimit: limited },
      schema: { body: passwordResetConfirmSchema, response: { 200: userResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const passwordHash = await hashPassword(request.body.password)
      const accountId = await db.transaction().execute(async (trx) => {
        // Single use: the token is spent by the same statement that finds it.
        const spent = await trx
          .updateTable('password_reset_tokens')
          .set({ used_at: new Date() })
          .where('token_hash', '=', hashToken(request.body.token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', new Date())
          .returning('account_id')
          .executeTakeFirst()
        if (!spent) throw new ValidationError(authMessages['invalid-reset-token'], { code: 'invalid-reset-token' })
        await trx
          .updateTable('accounts')
          .set({ password_hash: passwordHash })
          .where('id', '=', spent.account_id)
          .execute()
        await invalidateOtherSessions(trx, spent.account_id)
        return spent.account_id
      })
      return signIn(reply, accountId)
    },
  )

  app.post(
    '/api/auth/password',
    {
      config: { permission: 'signed-in', rateLimit: limited },
      schema: { body: changePasswordSchema, response: { 200: messageSchema, ...errorResponses } },
    },
    async (request) => {
      const caller = callerOf(request)
      const account = await db
        .selectFrom('accounts')
        .select('password_hash')
        .where('id', '=', caller.accountId)
        .executeTakeFirstOrThrow()
      const valid = account.password_hash
        ? await verifyPassword(account.password_hash, request.body.currentPassword)
        : false
      if (!valid) {
        throw new ValidationError(authMessages['invalid-credential'], {
          code: 'invalid-credential',
          fields: { currentPassword: 'Current password is incorrect' },
        })
      }
      // Hashing takes a while: done before the transaction, which then stays short.
      const passwordHash = await hashPassword(request.body.newPassword)
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('accounts')
          .set({ password_hash: passwordHash })
          .where('id', '=', caller.accountId)
          .execute()
        await invalidateOtherSessions(trx, caller.accountId, caller.sessionId ?? undefined)
      })
      return { message: authMessages['password-changed'] }
    },
  )
}
