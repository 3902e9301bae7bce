import type { FastifyPluginAsync } from 'fastify';
import { decodeCursor } from '../event-store/cursor';
import type { Identity } from '../http/identity';

declare module 'fastify' {
  interface FastifyRequest {
    liveIdentity?: Identity;
  }
}

/** One websocket per signed-in tab, scoped to the member's team (ARCHITECTURE §4). */
export const liveRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/live',
    {
      websocket: true,
      // Runs before the upgrade: a visitor who is not signed in gets a plain 401 and no socket.
      preValidation: async (request) => {
        request.liveIdentity = await app.requireIdentity(request);
      },
    },
    async (socket, request) => {
      const { teamId } = request.liveIdentity!;
      const after = decodeCursor((request.query as { after?: string }).after);
      socket.on('message', () => {
        // The channel only speaks server-to-browser; anything the browser sends is ignored.
      });
      const disconnect = await app.platform.hub.connect(
        { teamId, send: (message) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(message)) },
        after,
      );
      socket.on('close', disconnect);
      if (socket.readyState !== socket.OPEN) disconnect();
    },
  );
};
