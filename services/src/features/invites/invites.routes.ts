import { NotFoundError } from '@teamspace/domain/shared/errors'
import { authMessages } from '@teamspace/domain/account/account.schemas'
import {
  createdInviteSchema,
  createInviteSchema,
  invitePreviewSchema,
  teamInviteSchema,
} from '@teamspace/domain/invites/invites.schemas'
import { idParams, idSchema } from '@teamspace/domain/shared/safe-input'
import { reusableInvite } from '@teamspace/domain/team/team.decider'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { nanoid } from 'nanoid'
import { z } from 'zod'
import { generateToken, hashToken } from '../../platform/auth/tokens'
import { identityOf } from '../../platform/http/access'
import { runCommand } from '../../platform/commands/run-command'
import { errorResponses } from '../../platform/http/schemas'
import { teamStream } from '../team'
import { findShareableCode, findUsableInvite, listInvites } from './invites.queries'

export const invitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app

  app.get(
    '/api/invites/:code',
    {
      config: { permission: 'public', secret: ['code'] },
      schema: {
        params: z.object({ code: idSchema(authMessages['invalid-invite']) }),
        response: { 200: invitePreviewSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const invite = await findUsableInvite(platform.db, request.params.code, new Date())
      if (!invite) throw new NotFoundError(authMessages['invalid-invite'], { code: 'invalid-invite' })
      // A signed-in member of the team learns it is theirs already; anyone else, only what the code shows.
      const caller = await app.resolveCaller(request, reply)
      const member = caller?.memberships.some((membership) => membership.teamId === invite.teamId)
      return member ? { ...invite.preview, memberOfTeam: invite.teamId } : invite.preview
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
      const { relationship } = request.body
      const now = new Date()
      /** Asks for a link: a new invite, or the inviter's working one for this relationship again. */
      const invite = async () => {
        const inviteId = nanoid()
        const code = generateToken()
        const outcome = await runCommand(
          request,
          teamStream,
          {
            type: 'CreateInvite',
            data: { teamId: identity.teamId, inviteId, relationship, invitedBy: identity.userId },
          },
          {
            // Asking again is safe by itself (the same working link comes back), and the code of a new link is
            // not part of any stored result: each ask is a command of its own.
            freshCommandId: true,
            result: ({ state }) => {
              if (state.status !== 'active') throw new NotFoundError('Team not found.')
              const id = state.invites.has(inviteId)
                ? inviteId
                : reusableInvite(state, identity.userId, relationship, now)!
              const { role, expiresAt } = state.invites.get(id)!
              return { id, role, relationship, expiresAt }
            },
            // Only when a new invite is made: its code is kept (hashed for look-up, plain to hand out again).
            alsoInTransaction: async (trx) => {
              await trx
                .insertInto('invite_codes')
                .values({ code_hash: hashToken(code), code, invite_id: inviteId, team_id: identity.teamId })
                .execute()
            },
          },
        )
        return { ...outcome, code: outcome.id === inviteId ? code : await findShareableCode(platform.db, outcome.id) }
      }

      let created = await invite()
      if (created.code === null) {
        // A link made before codes were kept cannot be shown again: it is replaced by a new one.
        await runCommand(
          request,
          teamStream,
          { type: 'RevokeInvite', data: { teamId: identity.teamId, inviteId: created.id } },
          { freshCommandId: true },
        )
        created = await invite()
      }
      return reply.status(201).send({ ...created, code: created.code! })
    },
  )

  app.get(
    '/api/invites',
    {
      config: { permission: 'team.settings' },
      schema: { response: { 200: z.array(teamInviteSchema), ...errorResponses } },
    },
    async (request) => listInvites(platform.db, identityOf(request).teamId, new Date()),
  )

  app.delete(
    '/api/invites/:id',
    {
      config: { permission: 'team.settings' },
      schema: { params: idParams('id'), response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      const identity = identityOf(request)
      await runCommand(
        request,
        teamStream,
        { type: 'RevokeInvite', data: { teamId: identity.teamId, inviteId: request.params.id } },
        {
          // A dead link's code has nothing left to share.
          alsoInTransaction: async (trx) => {
            await trx
              .updateTable('invite_codes')
              .set({ code: null })
              .where('invite_id', '=', request.params.id)
              .execute()
          },
        },
      )
      return reply.status(204).send(null)
    },
  )
}
