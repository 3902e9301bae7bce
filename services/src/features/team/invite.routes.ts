import { NotFoundError } from '@teamspace/domain/shared/errors'
import { authMessages } from '@teamspace/domain/account/account.schemas'
import {
  activeInviteSchema,
  createdInviteSchema,
  createInviteSchema,
  invitePreviewSchema,
} from '@teamspace/domain/membership/invite.schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { nanoid } from 'nanoid'
import { z } from 'zod'
import { generateToken, hashToken } from '../../platform/auth/tokens'
import { identityOf } from '../../platform/http/access'
import { runCommand } from '../../platform/commands/run-command'
import { errorResponses } from '../../platform/http/schemas'
import { findUsableInvite, listActiveInvites } from './team.queries'
import { teamStream } from './team.streams'

export const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app

  app.get(
    '/api/invites/:code',
    {
      config: { permission: 'public' },
      schema: {
        params: z.object({ code: z.string().max(64) }),
        response: { 200: invitePreviewSchema, ...errorResponses },
      },
    },
    async (request) => {
      const invite = await findUsableInvite(platform.db, request.params.code, new Date())
      if (!invite) throw new NotFoundError(authMessages['invalid-invite'], { code: 'invalid-invite' })
      return invite.preview
    },
  )

  app.post(
    '/api/invites',
    {
      // Who may invite whom is the team's own rule (coaches: staff and parents; others: family): the decider checks it.
      config: { permission: 'team.read' },
      schema: {
        body: createInviteSchema,
        response: { 201: createdInviteSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request)
      const inviteId = nanoid()
      // The code is a bearer secret: only its hash is kept, and it is not part of any stored command result,
      // so each request makes a new invite (an unused one simply expires).
      const code = generateToken()
      const invite = await runCommand(
        request,
        teamStream,
        {
          type: 'CreateInvite',
          data: {
            teamId: identity.teamId,
            inviteId,
            relationship: request.body.relationship,
            invitedBy: identity.userId,
          },
        },
        {
          result: ({ state }) => {
            const created = state.status === 'active' ? state.invites[inviteId]! : undefined
            return {
              id: inviteId,
              role: created!.role,
              relationship: created!.relationship,
              expiresAt: created!.expiresAt,
            }
          },
          alsoInTransaction: async (trx) => {
            await trx
              .insertInto('invite_codes')
              .values({ code_hash: hashToken(code), invite_id: inviteId, team_id: identity.teamId })
              .execute()
          },
        },
      )
      return reply.status(201).send({ ...invite, code })
    },
  )

  app.get(
    '/api/invites',
    {
      config: { permission: 'team.settings' },
      schema: { response: { 200: z.array(activeInviteSchema), ...errorResponses } },
    },
    async (request) => listActiveInvites(platform.db, identityOf(request).teamId, new Date()),
  )

  app.delete(
    '/api/invites/:id',
    {
      config: { permission: 'team.settings' },
      schema: { params: z.object({ id: z.string().max(64) }), response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      const identity = identityOf(request)
      await runCommand(request, teamStream, {
        type: 'RevokeInvite',
        data: { teamId: identity.teamId, inviteId: request.params.id },
      })
      return reply.status(204).send(null)
    },
  )
}
