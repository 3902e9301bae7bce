import type { TestProject } from 'vitest/node'
import { buildServer } from '../../services/build'
import { prepareSharedApps, stopSharedApps } from './shared-app'
import {
  ensureAppRole,
  ensureEmbeddedDataDir,
  ensurePostgresTemplate,
  migrationsHash,
} from '../../services/test/templates'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated embedded database each server of the run starts from (a copy of it). */
    databaseTemplate: string
    /** Where this run's shared servers note how to reach them, one file per worker. */
    sharedAppsDir: string
    /** The Postgres server the shared servers' databases are made on (TEST_DATABASE_URL); empty for embedded ones. */
    sharedAppsServer: string
    /** On that server, the migrated database each shared server's database is cloned from. */
    sharedAppsTemplate: string
  }
}

/**
 * The browser tests drive the server production runs, the built `services/dist/server.js`: built here, once per
 * run, so a test never meets a bundle older than the sources. (The web app is built by `npm run test:e2e`.)
 * The embedded database is migrated here too, once per change of the migrations, and every server of a file of its
 * own starts on a copy of it. With TEST_DATABASE_URL, the shared servers run on Postgres, as production does, each
 * on a clone of a migrated template there: the embedded engine costs the shared servers' many requests far more CPU. The shared servers the files start on the way are stopped when the run ends, whatever became of
 * the tests.
 */
export default async function setup(project: TestProject) {
  const server = process.env.TEST_DATABASE_URL ?? ''
  const hash = await migrationsHash()
  const [template, serverTemplate] = await Promise.all([
    ensureEmbeddedDataDir(hash),
    server ? ensureAppRole(server).then(() => ensurePostgresTemplate(server, hash)) : '',
    buildServer(),
  ])
  const shared = await prepareSharedApps()
  project.provide('databaseTemplate', template)
  project.provide('sharedAppsDir', shared)
  project.provide('sharedAppsServer', server)
  project.provide('sharedAppsTemplate', serverTemplate)
  return () => stopSharedApps(shared)
}
