import type { FastifyPluginAsync } from 'fastify'
import { isConnectionLost } from '../db/database'
import { callerOf, identityOf } from '../http/access'
import { TooManySockets } from './live-hub'

/** Close code for a socket refused by policy (RFC 6455): too many open, or the session ended. */
const POLICY_VIOLATION = 1008
/** Close code for "try again later" (RFC 6455 registry): the database is away; the browser reconnects. */
const TRY_AGAIN_LATER = 1013

/** One websocket per signed-in tab, scoped to the member's team (ARCHITECTURE §5). */
export const liveRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/live',
    {
      websocket: true,
      // Checked before the upgrade: a visitor who is not a signed-in member gets a plain 401 and no socket.
      config: { permission: 'team.read' },
    },
    async (socket, request) => {
      const { teamId, userId, role } = identityOf(request)
      const { sessionId } = callerOf(request)
      const after = (request.query as { after?: string }).after
      socket.on('message', () => {
        // The channel only speaks server-to-browser; anything the browser sends is ignored.
      })
      let disconnect: () => void
      try {
        disconnect = await app.platform.hub.connect(
          {
            teamId,
            userId,
            role,
            sessionId,
            send: (message) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(message)),
            close: () => socket.close(POLICY_VIOLATION, 'session ended'),
          },
          after,
        )
      } catch (error) {
        if (error instanceof TooManySockets) socket.close(POLICY_VIOLATION, 'too many open tabs')
        else if (isConnectionLost(error)) socket.close(TRY_AGAIN_LATER, 'database unavailable')
        else throw error
        return
      }
      socket.on('close', disconnect)
      if (socket.readyState !== socket.OPEN) disconnect()
    },
  )
}
