import type { TestProject } from 'vitest/node'
import { buildServer } from '../../services/build'
import { prepareSharedApps, stopSharedApps } from './shared-app'
import { ensureEmbeddedDataDir, migrationsHash } from '../../services/test/templates'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated embedded database each server of the run starts from (a copy of it). */
    databaseTemplate: string
    /** Where this run's shared servers note how to reach them, one file per worker. */
    sharedAppsDir: string
  }
}

/**
 * The browser tests drive the server production runs, the built `services/dist/server.js`: built here, once per
 * run, so a test never meets a bundle older than the sources. (The web app is built by `npm run test:e2e`.)
 * The embedded database is migrated here too, once per change of the migrations, and every server starts on a
 * copy of it. The shared servers the files start on the way are stopped when the run ends, whatever became of
 * the tests.
 */
export default async function setup(project: TestProject) {
  const [template] = await Promise.all([migrationsHash().then(ensureEmbeddedDataDir), buildServer()])
  const shared = await prepareSharedApps()
  project.provide('databaseTemplate', template)
  project.provide('sharedAppsDir', shared)
  return () => stopSharedApps(shared)
}
