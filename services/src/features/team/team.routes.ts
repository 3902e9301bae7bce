import { NotFoundError } from '@teamspace/domain/shared/errors';
import { teamDecider } from '@teamspace/domain/team/team.decider';
import { teamStreamId } from '@teamspace/domain/team/team.events';
import { createTeamSchema, renameTeamSchema, teamSchema } from '@teamspace/domain/team/team.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nanoid } from 'nanoid';
import { z } from 'zod';
import { commandIdSchema, errorResponses } from '../../platform/http/schemas';
import { commandMetadata } from '../../platform/platform';
import { findTeam } from './team.queries';

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/teams',
    {
      schema: {
        body: createTeamSchema.extend({ commandId: commandIdSchema }),
        response: { 201: z.object({ teamId: z.string() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const identity = await app.requireIdentity(request);
      const { commandId, ...input } = request.body;
      const teamId = nanoid();
      const result = await app.platform.execute({
        decider: teamDecider,
        streamId: teamStreamId(teamId),
        streamType: 'team',
        teamId,
        command: { type: 'CreateTeam', data: { ...input, teamId }, metadata: commandMetadata(request, identity, commandId) },
        result: () => ({ teamId }),
      });
      return reply.status(201).send(result);
    },
  );

  app.get('/api/team', { schema: { response: { 200: teamSchema, ...errorResponses } } }, async (request) => {
    const identity = await app.requireIdentity(request);
    const team = await findTeam(app.platform.db, identity.teamId);
    if (!team) throw new NotFoundError('Team not found.');
    return team;
  });

  app.patch(
    '/api/team',
    {
      schema: {
        body: renameTeamSchema.extend({ commandId: commandIdSchema }),
        response: { 200: z.object({ version: z.number() }), ...errorResponses },
      },
    },
    async (request) => {
      const identity = await app.requireIdentity(request);
      return app.platform.execute({
        decider: teamDecider,
        streamId: teamStreamId(identity.teamId),
        streamType: 'team',
        teamId: identity.teamId,
        command: {
          type: 'RenameTeam',
          data: { teamId: identity.teamId, name: request.body.name },
          metadata: commandMetadata(request, identity, request.body.commandId),
        },
        result: ({ version }) => ({ version }),
      });
    },
  );
};
