import {
  accountDeletionMessages,
  authMessages,
  deleteAccountSchema,
  type DeleteAccountInput,
} from '@teamspace/domain/account/account.schemas'
import { ConflictError, ValidationError } from '@teamspace/domain/shared/errors'
import type { Role } from '@teamspace/domain/shared/roles'
import { LAST_COACH_MESSAGE } from '@teamspace/domain/team/team.decider'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sql, type Kysely } from 'kysely'
import { z } from 'zod'
import { verifyPassword } from '../../platform/auth/passwords'
import { clearSessionCookie } from '../../platform/auth/session-caller'
import { runCommand, runCommandInTransaction } from '../../platform/commands/run-command'
import type { DB } from '../../platform/db/schema'
import type { Erasure } from '../../platform/erasure'
import { callerOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { profileStream } from '../profile'
import { teamStream } from '../team'

/**
 * What the account itself keeps of a person, deleted with the rest of their erasure (see the route): their
 * e-mail address, password hash and Google link, with their sessions and reset tokens, and any pending Google
 * sign-up with their address.
 */
export const accountErasure: Erasure = {
  member: async (trx, { userId, email }) => {
    await trx.deleteFrom('pending_federated_signups').where('email', '=', email).execute()
    await trx.deleteFrom('sessions').where('account_id', '=', userId).execute()
    await trx.deleteFrom('password_reset_tokens').where('account_id', '=', userId).execute()
    // A reset link asked for and not mailed yet names the address.
    await trx
      .deleteFrom('password_reset_outbox')
      .where(sql<boolean>`lower(email) = lower(${email})`)
      .execute()
    await trx.deleteFrom('accounts').where('id', '=', userId).execute()
  },
}

/**
 * The person proves they own the account: its password, or for an account that has none (Google sign-in only)
 * its e-mail address typed out. A wrong one answers as a wrong current password does.
 */
const checkOwnership = async (db: Kysely<DB>, accountId: string, email: string, body: DeleteAccountInput) => {
  const account = await db
    .selectFrom('accounts')
    .select('password_hash')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow()
  if (account.password_hash) {
    const valid = body.currentPassword ? await verifyPassword(account.password_hash, body.currentPassword) : false
    if (!valid)
      throw new ValidationError(authMessages['invalid-credential'], {
        code: 'invalid-credential',
        fields: { currentPassword: accountDeletionMessages.wrongPassword },
      })
  } else if ((body.email ?? '').trim().toLowerCase() !== email.toLowerCase()) {
    throw new ValidationError(accountDeletionMessages.wrongEmail, {
      code: 'invalid-credential',
      fields: { email: accountDeletionMessages.wrongEmail },
    })
  }
}

interface TeamOf {
  readonly teamId: string
  readonly name: string
  readonly role: Role
}

/** The teams the account belongs to, earliest joined first, with their names (a refusal names its team). */
const teamsOf = async (db: Kysely<DB>, accountId: string): Promise<TeamOf[]> => {
  const rows = await db
    .selectFrom('team_members')
    .innerJoin('teams', 'teams.id', 'team_members.team_id')
    .select(['team_members.team_id', 'team_members.role', 'teams.name'])
    .where('team_members.user_id', '=', accountId)
    .orderBy('team_members.joined_at')
    .orderBy('team_members.team_id')
    .execute()
  return rows.map((row) => ({ teamId: row.team_id, name: row.name, role: row.role as Role }))
}

export const accountDeletionRoutes: FastifyPluginAsyncZod<{ secureCookies: boolean }> = async (app, options) => {
  app.delete(
    '/api/account',
    {
      // A stolen session guessing the password here is slowed down as a sign-in would be.
      config: { permission: 'signed-in', rateLimit: { max: app.settings.authRateLimit, timeWindow: 60_000 } },
      schema: { body: deleteAccountSchema, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      const { accountId, email } = callerOf(request)
      await checkOwnership(app.platform.db, accountId, email, request.body)
      // Everything the app keeps of the person beside the log, each feature's part, deleted in the command's
      // transaction (their profile, account, feed links, mail settings, queued mails). What they wrote stays in
      // the teams' tables and the log, under their id only; every view names them 'Former member' from now on.
      const erase = (trx: Kysely<DB>) => app.platform.erasure.member(trx, { userId: accountId, email })
      const [first] = await teamsOf(app.platform.db, accountId)
      if (!first) {
        await runCommand(
          request,
          profileStream,
          { type: 'DeleteAccount', data: { userId: accountId } },
          { teamId: null, alsoInTransaction: erase },
        )
      } else {
        // A member leaves each of their teams on its own stream, where "a team needs at least one coach" is
        // decided; each event (MemberRemoved, by themselves) names them by id only. The first team's removal is
        // the command; the others are decided and appended in its transaction, so the person leaves every team
        // or, when they are the only coach of any, none. A team whose stream moved meanwhile fails the append
        // and the whole deletion is decided again.
        const removal = (team: TeamOf) => ({
          type: 'RemoveMember' as const,
          data: { teamId: team.teamId, userId: accountId },
        })
        const refusedIn = (team: TeamOf, error: unknown) =>
          error instanceof ConflictError && error.message === LAST_COACH_MESSAGE
            ? new ConflictError(accountDeletionMessages.lastCoach(team.name), { code: 'last-coach' })
            : error
        try {
          await runCommand(request, teamStream, removal(first), {
            actor: { userId: accountId, role: first.role },
            alsoInTransaction: async (trx) => {
              // Read in the transaction, after the first team's row has gone: every other team they are in now.
              for (const team of await teamsOf(trx, accountId)) {
                try {
                  await runCommandInTransaction(trx, request, teamStream, removal(team), {
                    actor: { userId: accountId, role: team.role },
                  })
                } catch (error) {
                  throw refusedIn(team, error)
                }
              }
              await erase(trx)
            },
          })
        } catch (error) {
          throw refusedIn(first, error)
        }
      }
      app.platform.callers.forget({ accountId })
      await app.platform.socketEnds.end({ accountId })
      clearSessionCookie(reply, { secure: options.secureCookies })
      return reply.status(204).send(null)
    },
  )
}
