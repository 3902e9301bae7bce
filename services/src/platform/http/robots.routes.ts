import type { FastifyPluginAsync } from 'fastify'

/** A private app for a team's children and families: no page of it belongs in a search engine. */
const ROBOTS = 'User-agent: *\nDisallow: /\n'

/** `/robots.txt`, answered by the server itself rather than by the single-page app's fallback. */
export const robotsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(ROBOTS),
  )
}
