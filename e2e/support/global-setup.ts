import { buildServer } from '../../services/build'

/**
 * The browser tests drive the server production runs, the built `services/dist/server.js`: built here, once per
 * run, so a test never meets a bundle older than the sources. (The web app is built by `npm run test:e2e`.)
 */
export default async function setup() {
  await buildServer()
}
