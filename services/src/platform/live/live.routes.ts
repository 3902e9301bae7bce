import type { FastifyPluginAsync } from 'fastify'
import { decodeCursor } from '../event-store/cursor'
import { identityOf } from '../http/access'

/** One websocket per signed-in tab, scoped to the member's team (ARCHITECTURE §4). */
export const liveRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/live',
    {
      websocket: true,
      // Checked before the upgrade: a visitor who is not a signed-in member gets a plain 401 and no socket.
      config: { permission: 'team.read' },
    },
    async (socket, request) => {
      const { teamId } = identityOf(request)
      const after = decodeCursor((request.query as { after?: string }).after)
      socket.on('message', () => {
        // The channel only speaks server-to-browser; anything the browser sends is ignored.
      })
      const disconnect = await app.platform.hub.connect(
        { teamId, send: (message) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(message)) },
        after,
      )
      socket.on('close', disconnect)
      if (socket.readyState !== socket.OPEN) disconnect()
    },
  )
}
