import { can } from '@teamspace/domain/shared/permissions'
import { NotFoundError } from '@teamspace/domain/shared/errors'
import { idParams } from '@teamspace/domain/shared/safe-input'
import { changeMemberRoleSchema, createTeamSchema, memberSchema, teamSchema } from '@teamspace/domain/team/team.schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notifyCallerChange } from '../../platform/auth/caller-cache'
import { identityOf } from '../../platform/http/access'
import { runCommand } from '../../platform/commands/run-command'
import { errorResponses } from '../../platform/http/schemas'
import { findTeam, listMembers } from './team.queries'
import { teamStream } from './team.streams'

const memberParams = idParams('userId')

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
        { alsoInTransaction: (trx) => notifyCallerChange(trx, { accountId: userId }) },
      )
      platform.callers.forget({ accountId: userId })
      // A removed member is signed out everywhere: their sessions no longer lead to a team.
      await platform.db.deleteFrom('sessions').where('account_id', '=', userId).execute()
      return reply.status(204).send(null)
    },
  )
}
