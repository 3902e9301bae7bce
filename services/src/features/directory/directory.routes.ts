import { directoryRoutes, directorySchema } from '@teamspace/domain/directory/directory.schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { identityOf } from '../../platform/http/access'
import { errorResponses } from '../../platform/http/schemas'
import { listDirectory } from './directory.queries'

export const directoryRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform

  app.get(
    directoryRoutes.list,
    { config: { permission: 'team.read' }, schema: { response: { 200: directorySchema, ...errorResponses } } },
    async (request) => {
      const { teamId, userId, role } = identityOf(request)
      return { members: await listDirectory(db, teamId, { userId, role }) }
    },
  )
}
