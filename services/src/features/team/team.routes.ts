import { can } from '@teamspace/domain/shared/permissions'
import { ConflictError, NotFoundError } from '@teamspace/domain/shared/errors'
import { LAST_COACH_MESSAGE } from '@teamspace/domain/team/team.decider'
import { idParams } from '@teamspace/domain/shared/safe-input'
import {
  changeMemberRoleSchema,
  createTeamSchema,
  leaveTeamMessages,
  memberSchema,
  teamSchema,
} from '@teamspace/domain/team/team.schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { notifyCallerChange } from '../../platform/auth/caller-cache'
import { callerOf, identityOf } from '../../platform/http/access'
import { runCommand } from '../../platform/commands/run-command'
import type { DB } from '../../platform/db/schema'
import type { Erasure } from '../../platform/erasure'
import { errorResponses } from '../../platform/http/schemas'
import { findTeam, listMembers } from './team.queries'
import { teamStream } from './team.streams'

const memberParams = idParams('userId')

/**
 * What is kept of a person for `teamId` alone, once they are no longer in it (in the transaction of the removal,
 * after the projections): every feature's membership erasure (their choices, feed link and queued mail there),
 * and their sessions: ended when no team remains, since a person without a team is signed out; else those whose
 * current team it was fall back to their earliest remaining team. Their cached caller is dropped everywhere.
 */
const afterLeaving = async (trx: Kysely<DB>, erasure: Required<Erasure>, accountId: string, teamId: string) => {
  await erasure.membership(trx, { teamId, userId: accountId })
  const remaining = await trx
    .selectFrom('team_members')
    .select('team_id')
    .where('user_id', '=', accountId)
    .executeTakeFirst()
  if (remaining) {
    await trx
      .updateTable('sessions')
      .set({ team_id: null })
      .where('account_id', '=', accountId)
      .where('team_id', '=', teamId)
      .execute()
  } else {
    await trx.deleteFrom('sessions').where('account_id', '=', accountId).execute()
  }
  await notifyCallerChange(trx, { accountId })
}

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app

  const teamOf = async (teamId: string) => {
    const team = await findTeam(platform.db, teamId)
    if (!team) throw new NotFoundError('Team not found.')
    return team
  }

  app.get(
    '/api/team',
    { config: { permission: 'team.read' }, schema: { response: { 200: teamSchema, ...errorResponses } } },
    async (request) => teamOf(identityOf(request).teamId),
  )

  app.patch(
    '/api/team',
    {
      config: { permission: 'team.settings' },
      schema: {
        body: createTeamSchema,
        response: { 200: teamSchema, ...errorResponses },
      },
    },
    async (request) => {
      const identity = identityOf(request)
      await runCommand(request, teamStream, {
        type: 'ChangeTeamSettings',
        data: { teamId: identity.teamId, ...request.body },
      })
      return teamOf(identity.teamId)
    },
  )

  app.get(
    '/api/team/members',
    { config: { permission: 'team.read' }, schema: { response: { 200: z.array(memberSchema), ...errorResponses } } },
    async (request) => {
      const identity = identityOf(request)
      return listMembers(platform.db, identity.teamId, can(identity.role, 'team.settings'))
    },
  )

  app.patch(
    '/api/team/members/:userId',
    {
      config: { permission: 'team.settings' },
      schema: {
        params: memberParams,
        body: changeMemberRoleSchema,
        response: { 200: z.object({ version: z.number() }), ...errorResponses },
      },
    },
    async (request) => {
      const identity = identityOf(request)
      const { userId } = request.params
      const result = await runCommand(
        request,
        teamStream,
        { type: 'ChangeMemberRole', data: { teamId: identity.teamId, userId, role: request.body.role } },
        { alsoInTransaction: (trx) => notifyCallerChange(trx, { accountId: userId }) },
      )
      platform.callers.forget({ accountId: userId })
      return result
    },
  )

  app.delete(
    '/api/team/members/:userId',
    {
      config: { permission: 'team.settings' },
      schema: { params: memberParams, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      const identity = identityOf(request)
      const { userId } = request.params
      await runCommand(
        request,
        teamStream,
        { type: 'RemoveMember', data: { teamId: identity.teamId, userId } },
        { alsoInTransaction: (trx) => afterLeaving(trx, platform.erasure, userId, identity.teamId) },
      )
      platform.callers.forget({ accountId: userId })
      return reply.status(204).send(null)
    },
  )

  /**
   * The caller leaves the request's team (X-Team): the same `MemberRemoved` as a coach's removal, by themselves,
   * on the team's stream where the last-coach rule is decided. Their account and other teams stay; their only
   * team they leave by deleting their account instead. Sessions whose current team it was fall back to their
   * earliest remaining team; their live sockets of this team close as every instance reads the removal.
   */
  app.post(
    '/api/team/leave',
    { config: { permission: 'team.read' }, schema: { response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      const { accountId, memberships } = callerOf(request)
      const { teamId } = identityOf(request)
      if (memberships.length <= 1) throw new ConflictError(leaveTeamMessages.onlyTeam, { code: 'only-team' })
      try {
        await runCommand(
          request,
          teamStream,
          { type: 'RemoveMember', data: { teamId, userId: accountId } },
          {
            alsoInTransaction: async (trx) => {
              // Leaving two teams at once must not leave the person with none: the leaves wait for each other on
              // the account's row, and the later one, seeing no team left beside its own, is refused.
              await trx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().execute()
              const remaining = await trx
                .selectFrom('team_members')
                .select('team_id')
                .where('user_id', '=', accountId)
                .executeTakeFirst()
              if (!remaining) throw new ConflictError(leaveTeamMessages.onlyTeam, { code: 'only-team' })
              await afterLeaving(trx, platform.erasure, accountId, teamId)
            },
          },
        )
      } catch (error) {
        if (error instanceof ConflictError && error.message === LAST_COACH_MESSAGE)
          throw new ConflictError(leaveTeamMessages.lastCoach((await teamOf(teamId)).name), { code: 'last-coach' })
        throw error
      }
      platform.callers.forget({ accountId })
      return reply.status(204).send(null)
    },
  )
}
