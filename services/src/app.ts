import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import { UnauthenticatedError } from '@teamspace/domain/shared/errors';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { teamProjection } from './features/team/team.projection';
import { teamRoutes } from './features/team/team.routes';
import type { Database } from './platform/db/database';
import { errorBody, registerErrorHandler } from './platform/http/error-handler';
import { healthRoutes } from './platform/http/health.routes';
import { nobodySignedIn, type Identity, type IdentityResolver } from './platform/http/identity';
import { LiveHub } from './platform/live/live-hub';
import { liveRoutes } from './platform/live/live.routes';
import { LogTailer, type LogTailerOptions } from './platform/live/log-tailer';
import { createPlatform, type Platform } from './platform/platform';
import { createProjectionRegistry } from './platform/projections/registry';

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
    /** The signed-in caller, or a 401. */
    requireIdentity(request: FastifyRequest): Promise<Identity>;
  }
}

/** Every projection the app maintains; the CLI rebuilds and verifies the same list. */
export const projections = createProjectionRegistry([teamProjection]);

export interface AppOptions {
  readonly database: Database;
  readonly identity?: IdentityResolver;
  readonly logger?: FastifyServerOptions['logger'];
  /** The built web app to serve, with a single-page fallback; omitted in development and most tests. */
  readonly webDist?: string | undefined;
  readonly tailer?: LogTailerOptions;
}

export const defaultWebDist = () => {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  return existsSync(path.join(dist, 'index.html')) ? dist : undefined;
};

/** The whole server as one fastify instance, without a process around it: tests build it and `inject`. */
export const buildApp = async (options: AppOptions) => {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const tailer = new LogTailer(options.database, {
    ...options.tailer,
    onError: (error) => app.log.warn({ err: error }, 'log tailer'),
  });
  const platform = createPlatform({
    database: options.database,
    projections,
    tailer,
    hub: new LiveHub(options.database.db, tailer),
  });
  const resolveIdentity = options.identity ?? nobodySignedIn;
  app.decorate('platform', platform);
  app.decorate('requireIdentity', async (request: FastifyRequest) => {
    const identity = await resolveIdentity(request);
    if (!identity) throw new UnauthenticatedError();
    return identity;
  });

  await tailer.start();
  app.addHook('onClose', async () => tailer.stop());

  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  await app.register(healthRoutes);
  await app.register(liveRoutes);
  await app.register(teamRoutes);

  const { webDist } = options;
  if (webDist) await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
  app.setNotFoundHandler((request, reply) => {
    // Every other GET outside the API is a route of the single-page app, which shows its own not-found view.
    if (webDist && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
