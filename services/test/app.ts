import type { Role } from '@teamspace/domain/shared/roles';
import type { FastifyRequest } from 'fastify';
import { buildApp, type App, type AppOptions } from '../src/app';
import type { Database } from '../src/platform/db/database';
import type { Identity } from '../src/platform/http/identity';

const HEADER = 'x-test-identity';

/** Until sessions exist, tests say who is calling in a header; the real resolver replaces this one. */
const identityFromHeader = async (request: FastifyRequest): Promise<Identity | null> => {
  const raw = request.headers[HEADER];
  return typeof raw === 'string' ? (JSON.parse(raw) as Identity) : null;
};

export const asMember = (teamId: string, role: Role = 'coach', userId = `user-${teamId}`) => ({
  [HEADER]: JSON.stringify({ userId, name: 'Test Member', role, teamId } satisfies Identity),
});

export const buildTestApp = (database: Database, options: Partial<AppOptions> = {}): Promise<App> =>
  buildApp({ database, identity: identityFromHeader, ...options });
