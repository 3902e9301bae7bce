import {
  authMessages,
  changePasswordSchema,
  messageSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  signedInSchema,
} from '@teamspace/domain/account/account.schemas'
import { ValidationError } from '@teamspace/domain/shared/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { hashPassword, verifyPassword } from '../../platform/auth/passwords'
import { invalidateOtherSessions } from '../../platform/auth/sessions'
import { hashToken } from '../../platform/auth/tokens'
import { callerOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { queueResetMail, voidResetTokens } from './password-reset.mails'
import { startSession } from './start-session'

const userResponse = signedInSchema

export interface PasswordRouteOptions {
  readonly secureCookies: boolean
  /** Attempts per minute and address at reset. */
  readonly rateLimit: number
}

/** Forgotten passwords (a mailed single-use link) and changing one's own password. */
export const passwordRoutes: FastifyPluginAsyncZod<PasswordRouteOptions> = async (app, options) => {
  const { db } = app.platform
  const cookieSettings = { secure: options.secureCookies }
  const limited = { max: options.rateLimit, timeWindow: 60_000 }

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
      // The request only queues the address; the sender finds the account and mails the link. So every address
      // costs the same here, and a mail server that is down delays the mail, never this answer.
      await queueResetMail(db, request.body.email)
      app.wakeDeliveries()
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
          .deleteFrom('password_reset_tokens')
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
        await voidResetTokens(trx, spent.account_id)
        await invalidateOtherSessions(trx, spent.account_id)
        return spent.account_id
      })
      app.platform.callers.forget({ accountId })
      await app.platform.socketEnds.end({ accountId })
      return startSession(db, reply, cookieSettings, accountId)
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
        await voidResetTokens(trx, caller.accountId)
        await invalidateOtherSessions(trx, caller.accountId, caller.sessionId ?? undefined)
      })
      app.platform.callers.forget({ accountId: caller.accountId })
      await app.platform.socketEnds.end({ accountId: caller.accountId, exceptSessionId: caller.sessionId })
      return { message: authMessages['password-changed'] }
    },
  )
}
