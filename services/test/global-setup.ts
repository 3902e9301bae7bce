import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { buildServer } from '../build'
import {
  ensureAppRole,
  ensureEmbedded17Template,
  ensureEmbeddedTemplate,
  ensurePostgresTemplate,
  migrationsHash,
} from './templates'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A Postgres server to create per-file databases on; empty when tests use the embedded database. */
    testServerUrl: string
    /** On that server, the migrated database each file's database is cloned from. */
    testTemplateDatabase: string
    /** The migrated embedded database's files (a tarball) that each file's in-memory database starts from. */
    testEmbeddedTemplate: string
    /** The same, as the previous version's engine (PostgreSQL 17) kept it, for the tests of upgrading from it. */
    testEmbedded17Template: string
    /** The server as `npm start` runs it, built from this checkout once for the run (`services/test-dist-<pid>`). */
    testServerEntry: string
  }
}

/**
 * Chooses the database server for integration tests: TEST_DATABASE_URL, else a throwaway Postgres container
 * when a container runtime answers, else none (each test file then runs on an in-memory embedded database).
 */
export default async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL ?? ''
  let stopContainer: (() => Promise<unknown>) | undefined
  if (!url) {
    const container = await startContainer()
    if (container) {
      url = container.url
      stopContainer = container.stop
    }
  }
  if (url) await ensureAppRole(url)
  // Every folder a test makes in the temporary directory is made in this run's, which goes at the end of the run
  // whatever happened to the test that made it (the workers and what they spawn inherit TMPDIR).
  const runFolder = await mkdtemp(path.join(tmpdir(), 'teamspace-test-run-'))
  // Open to all as the temporary directory is (the postgres user makes the folders of the clusters some tests start).
  await chmod(runFolder, 0o1777)
  process.env.TMPDIR = runFolder
  // The app's modules define the projections' functions, which the templates then hold too (a file's database then
  // only checks that they are there).
  await import('../src/app')
  // Beside `services/dist` (the bundle finds the web build two folders up, as there), but a folder of this run's own:
  // the browser tests build `services/dist` at the same time.
  const serverBuild = fileURLToPath(new URL(`../test-dist-${process.pid}`, import.meta.url))
  await buildServer(serverBuild)
  project.provide('testServerEntry', path.join(serverBuild, 'server.js'))
  const hash = await migrationsHash()
  project.provide('testServerUrl', url)
  // Both, whatever the server: a few files open an embedded database beside the server's.
  project.provide('testTemplateDatabase', url ? await ensurePostgresTemplate(url, hash) : '')
  project.provide('testEmbeddedTemplate', await ensureEmbeddedTemplate(hash))
  project.provide('testEmbedded17Template', await ensureEmbedded17Template(hash))
  console.log(`integration tests on ${url ? `Postgres at ${redact(url)}` : 'the embedded database (PGlite)'}`)
  return async () => {
    await stopContainer?.()
    await rm(serverBuild, { recursive: true, force: true })
    await rm(runFolder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
}

const redact = (url: string) => url.replace(/\/\/[^@]*@/, '//')

const startContainer = async () => {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers')
    await Promise.race([
      getContainerRuntimeClient(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no answer')), 5000)),
    ])
  } catch {
    return null
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql')
  const container = await new PostgreSqlContainer('postgres:16-alpine').start()
  return { url: container.getConnectionUri(), stop: () => container.stop() }
}
