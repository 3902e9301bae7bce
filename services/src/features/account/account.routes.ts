import {
  authMessages,
  registerBodySchema,
  sessionSchema,
  setupBodySchema,
  signedInSchema,
  signInSchema,
  switchTeamSchema,
  joinTeamSchema,
  createTeamSchema,
  languageChoiceSchema,
  type RegisterRole,
  type SignInInput,
} from '@teamspace/domain/account/account.schemas'
import type { Language } from '@teamspace/domain/shared/languages'
import { ConflictError, NotFoundError, UnauthenticatedError, ValidationError } from '@teamspace/domain/shared/errors'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { nanoid } from 'nanoid'
import { z } from 'zod'
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../platform/auth/passwords'
import { notifyCallerChange } from '../../platform/auth/caller-cache'
import { clearSessionCookie } from '../../platform/auth/session-caller'
import { invalidateSession } from '../../platform/auth/sessions'
import type { DB } from '../../platform/db/schema'
import { callerForRequest, callerOf, TEAM_NOT_FOUND } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { languageOfAccount } from '../../platform/languages'
import { runCommand } from '../../platform/commands/run-command'
import { findUsableInvite } from '../invites'
import { joinCondition, membershipStream, teamStream } from '../team'
import { findAccountByEmail, findMe } from './account.queries'
import { attemptLimit, failedAttemptLimit } from './attempt-limits'
import { takePendingFederatedSignup, pendingFederatedSummary } from './federated'
import { startSession } from './start-session'

const userResponse = signedInSchema

export interface AccountRouteOptions {
  readonly secureCookies: boolean
  /** Failed sign-ins per minute and address (and per account); sign-ups per minute and address. */
  readonly rateLimit: number
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505'

/** Creates the account and its profile with the membership event, so a failed join leaves no account behind. */
const insertAccount =
  (account: {
    id: string
    email: string
    passwordHash: string | null
    googleSub: string | null
    name: string
    language: Language | undefined
  }) =>
  async (trx: Kysely<DB>) => {
    try {
      await trx
        .insertInto('accounts')
        .values({
          id: account.id,
          email: account.email,
          password_hash: account.passwordHash,
          google_sub: account.googleSub,
          language: account.language ?? null,
        })
        .execute()
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictError(authMessages['email-already-in-use'], { code: 'email-already-in-use' })
      throw error
    }
    await trx.insertInto('profiles').values({ user_id: account.id, name: account.name }).execute()
  }

/** Joining a team through its invite, as a new account (register) or as a signed-in one (join). */
const joinCommand = (invite: { teamId: string; inviteId: string }, userId: string, requestedRole: RegisterRole) =>
  ({
    type: 'JoinTeam',
    data: { teamId: invite.teamId, userId, inviteId: invite.inviteId, requestedRole },
  }) as const

export const accountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, options) => {
  const { platform } = app
  const { db } = platform
  const cookieSettings = { secure: options.secureCookies }
  // Setup and register share one budget per address: each tells whether an e-mail has an account, so
  // together they may not probe faster than either alone.
  const countSignUp = attemptLimit(app, options.rateLimit)
  // Checked in the handler, so the body is already validated.
  const failedSignIns = failedAttemptLimit(app, options.rateLimit, (request) => (request.body as SignInInput).email)
  const signIn = (reply: FastifyReply, accountId: string) => startSession(db, reply, cookieSettings, accountId)

  /** The invite a code names while it can still be used; else the sign-up form's message at its field. */
  const usableInvite = async (inviteCode: string) => {
    const invite = await findUsableInvite(db, inviteCode, new Date())
    if (!invite)
      throw new ValidationError(authMessages['invalid-invite'], {
        code: 'invalid-invite',
        fields: { inviteCode: authMessages['invalid-invite'] },
      })
    return invite
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
      const found = await app.resolveCaller(request, reply)
      const caller = found && callerForRequest(request, found)
      const user = caller ? await findMe(db, caller.accountId, caller.identity?.teamId) : null
      if (caller && !user) {
        // Signed in, but no longer a member of any team: treated as signed out (spec §4).
        if (caller.sessionId) {
          await invalidateSession(db, caller.sessionId)
          platform.callers.forget({ sessionId: caller.sessionId })
        }
        clearSessionCookie(reply, cookieSettings)
      }
      const pendingFederated = user ? undefined : await pendingFederatedSummary(db, request)
      return pendingFederated ? { user, pendingFederated } : { user }
    },
  )

  app.post(
    '/api/auth/sign-in',
    {
      config: { permission: 'public' },
      schema: { body: signInSchema, response: { 200: userResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const { email, password } = request.body
      const account = await findAccountByEmail(db, email)
      const valid = await failedSignIns.attempt(request, () =>
        account?.password_hash ? verifyPassword(account.password_hash, password) : verifyAgainstNothing(password),
      )
      // One answer for an unknown e-mail and a wrong password: sign-in does not reveal who has an account.
      if (!account || !valid)
        throw new UnauthenticatedError(authMessages['invalid-credential'], { code: 'invalid-credential' })
      return signIn(reply, account.id)
    },
  )

  app.post(
    '/api/auth/register',
    {
      config: { permission: 'public' },
      schema: {
        body: registerBodySchema,
        response: { 201: userResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      await countSignUp(request)
      const { email, password, name, role, inviteCode, language } = request.body
      const invite = await usableInvite(inviteCode)
      if (await findAccountByEmail(db, email))
        throw new ConflictError(authMessages['email-already-in-use'], { code: 'email-already-in-use' })
      const credentials = await credentialsFor(request, email, password)
      const userId = nanoid()
      const join = joinCommand(invite, userId, role)
      // The new member's own stream, on the condition of the team's: people joining through one link at once
      // never collide, and a link revoked meanwhile refuses them.
      await runCommand(request, membershipStream, join, {
        condition: joinCondition(invite.teamId, join),
        alsoInTransaction: insertAccount({ id: userId, email, name, language, ...credentials }),
      })
      if (credentials.pendingId)
        await db.deleteFrom('pending_federated_signups').where('id', '=', credentials.pendingId).execute()
      return reply.status(201).send(await signIn(reply, userId))
    },
  )

  app.post(
    '/api/auth/setup',
    {
      config: { permission: 'public' },
      schema: {
        body: setupBodySchema,
        response: { 201: userResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      await countSignUp(request)
      const { email, password, name, teamName, ageGroup, timeZone, language } = request.body
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
          // The team speaks its founder's language until a coach chooses another in its settings.
          data: { teamId, founderId: userId, name: teamName, ageGroup, timeZone, language },
        },
        {
          actor: { userId, role: 'coach' },
          alsoInTransaction: insertAccount({ id: userId, email, name, language, ...credentials }),
        },
      )
      if (credentials.pendingId)
        await db.deleteFrom('pending_federated_signups').where('id', '=', credentials.pendingId).execute()
      return reply.status(201).send(await signIn(reply, userId))
    },
  )

  /** Moves the session into a team just joined or created, and answers with the person there. */
  const enterTeam = async (sessionId: string | null, accountId: string, teamId: string) => {
    await db.transaction().execute(async (trx) => {
      if (sessionId) await trx.updateTable('sessions').set({ team_id: teamId }).where('id', '=', sessionId).execute()
      await notifyCallerChange(trx, { accountId })
    })
    platform.callers.forget({ accountId })
    const user = await findMe(db, accountId, teamId)
    if (!user) throw new UnauthenticatedError()
    return { user }
  }

  // A signed-in person joins another team through its invite: the same account, a membership more.
  app.post(
    '/api/auth/join',
    {
      config: { permission: 'signed-in' },
      schema: { body: joinTeamSchema, response: { 201: userResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      const { role, inviteCode } = request.body
      const invite = await usableInvite(inviteCode)
      const userId = caller.accountId
      const join = joinCommand(invite, userId, role)
      await runCommand(request, membershipStream, join, {
        condition: joinCondition(invite.teamId, join),
        // The joiner acts as who they are becoming there, whatever their role in the team the page was in.
        actor: { userId, role },
        teamId: invite.teamId,
      })
      return reply.status(201).send(await enterTeam(caller.sessionId, userId, invite.teamId))
    },
  )

  // A signed-in person starts another team, as its coach.
  app.post(
    '/api/auth/teams',
    {
      config: { permission: 'signed-in' },
      schema: { body: createTeamSchema, response: { 201: userResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      const { teamName, ageGroup, timeZone } = request.body
      const teamId = nanoid()
      const founderId = caller.accountId
      const language = await languageOfAccount(db, founderId)
      await runCommand(
        request,
        teamStream,
        { type: 'CreateTeam', data: { teamId, founderId, name: teamName, ageGroup, timeZone, language } },
        { actor: { userId: founderId, role: 'coach' }, teamId },
      )
      return reply.status(201).send(await enterTeam(caller.sessionId, founderId, teamId))
    },
  )

  // The team the session is in: where a request that names no team goes, and where the next visit to the app's
  // address lands. A page names its own team with every request, so switching in one tab never redirects another's.
  app.put(
    '/api/auth/session/team',
    {
      config: { permission: 'signed-in' },
      schema: { body: switchTeamSchema, response: { 200: userResponse, ...errorResponses } },
    },
    async (request) => {
      const caller = callerOf(request)
      const { teamId } = request.body
      if (!caller.memberships.some((membership) => membership.teamId === teamId) || !caller.sessionId)
        throw new NotFoundError(TEAM_NOT_FOUND, { code: 'team-not-found' })
      const sessionId = caller.sessionId
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('sessions').set({ team_id: teamId }).where('id', '=', sessionId).execute()
        await notifyCallerChange(trx, { sessionId })
      })
      platform.callers.forget({ sessionId })
      const user = await findMe(db, caller.accountId, teamId)
      if (!user) throw new UnauthenticatedError()
      return { user }
    },
  )

  // The language the person reads the app, mails and pushes in: kept with the account (a setting outside the log,
  // like the mail choices), so each of their devices follows it from its next sign-in, and every mail at once.
  app.put(
    '/api/account/language',
    {
      config: { permission: 'signed-in' },
      schema: { body: languageChoiceSchema, response: { 200: userResponse, ...errorResponses } },
    },
    async (request) => {
      const caller = callerOf(request)
      await db
        .updateTable('accounts')
        .set({ language: request.body.language })
        .where('id', '=', caller.accountId)
        .execute()
      const user = await findMe(db, caller.accountId, caller.identity?.teamId)
      if (!user) throw new UnauthenticatedError()
      return { user }
    },
  )

  app.post(
    '/api/auth/sign-out',
    { config: { permission: 'public' }, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      const caller = await app.resolveCaller(request, reply)
      if (caller?.sessionId) {
        await invalidateSession(db, caller.sessionId)
        // Refused here from the response on; the other instances drop it on the deletion's notice.
        platform.callers.forget({ sessionId: caller.sessionId })
        await app.platform.socketEnds.end({ sessionId: caller.sessionId })
      }
      clearSessionCookie(reply, cookieSettings)
      return reply.status(204).send(null)
    },
  )
}
