import { spawn } from 'node:child_process'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, setUpTeam } from '../../test/app'
import { isPostgresServer, useTestDatabase } from '../../test/database'
import { projections } from '../app'
import { openDatabase, type Database } from '../platform/db/database'
import { embeddedHolder, holdEmbeddedDatabase } from '../platform/db/embedded-lock'
import { projectionsCommand } from './projections-command'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

// On a server the CLI shares this file's database; the embedded database allows one process at a time, so
// there the data lives in a folder that the test closes before each CLI run.
const server = isPostgresServer() ? useTestDatabase() : null
let dataDir = ''

interface CliRun {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

type On = { databaseUrl: string } | { dataDir: string }

/** The settings a maintainer's shell gives the CLI for the given database: a server's, or the embedded one. */
const settingsFor = (on: On): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent' }
  delete env.DATABASE_URL
  delete env.DATA_DIR
  if ('databaseUrl' in on) env.DATABASE_URL = on.databaseUrl
  else env.DATA_DIR = on.dataDir
  return env
}

/** `npm run projections -- <args>` on this file's database. */
const projectionsCli = (...args: string[]) => projectionsCliOn(server ? { databaseUrl: server.url } : { dataDir }, args)

/**
 * The CLI's command on the given database, in this process: what the entry point runs, with its output and exit
 * code. One test runs the entry point itself in a process of its own (`spawnedProjectionsCli`).
 */
const projectionsCliOn = async (on: On, args: readonly string[]): Promise<CliRun> => {
  let stdout = ''
  let stderr = ''
  const code = await projectionsCommand(args, settingsFor(on), {
    out: (line) => (stdout += `${line}\n`),
    err: (line) => (stderr += `${line}\n`),
  })
  return { code, stdout, stderr }
}

/** `npm run projections -- <args>` as a maintainer types it, in a process of its own. */
const spawnedProjectionsCli = (...args: string[]) =>
  new Promise<CliRun>((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'services/src/cli/projections.ts', ...args], {
      cwd: repoRoot,
      env: settingsFor(server ? { databaseUrl: server.url } : { dataDir }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })

/** Runs `work` on the database the CLI uses: this file's own, or the embedded one opened and closed again. */
const withDatabase = async <T>(work: (database: Database) => Promise<T>): Promise<T> => {
  if (server) return work(server.database)
  const database = await openDatabase({ dataDir })
  try {
    return await work(database)
  } finally {
    await database.close()
  }
}

let teamId = ''

beforeAll(async () => {
  if (!server) dataDir = await mkdtemp(path.join(os.tmpdir(), 'teamspace-cli-test-'))
  // Two teams through the real command path: sign-up appends the events and the inline projections fill the tables.
  teamId = await withDatabase(async (database) => {
    const app = await buildTestApp(database)
    try {
      const first = await setUpTeam(app, { teamName: 'Riverside U10' })
      await setUpTeam(app, { teamName: 'Hillside U12' })
      return first.teamId
    } finally {
      await app.close()
    }
  })
})

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

describe('npm run projections', () => {
  it('verify finds the live tables equal to a rebuild and exits 0, run as a maintainer types it', async () => {
    const run = await spawnedProjectionsCli('verify')
    expect(run.code, run.stdout + run.stderr).toBe(0)
    for (const projection of projections.all) expect(run.stdout).toMatch(new RegExp(`^ok\\s+${projection.name}$`, 'm'))
    // The command in process says the same.
    const inProcess = await projectionsCli('verify')
    expect(inProcess.code, inProcess.stdout + inProcess.stderr).toBe(0)
    expect(inProcess.stdout).toBe(run.stdout)
  }, 300_000)

  it('verify exits 1 and prints the differing row after a read table was changed by hand', async () => {
    await withDatabase((database) =>
      sql`update teams set name = 'Changed by hand' where id = ${teamId}`.execute(database.db),
    )

    const run = await projectionsCli('verify')
    expect(run.code, run.stdout + run.stderr).toBe(1)
    expect(run.stdout).toMatch(/^DIFFERS\s+teams$/m)
    const lines = run.stdout.split('\n')
    const live = lines.find((line) => line.includes('live has'))
    const rebuilt = lines.find((line) => line.includes('rebuild has'))
    expect(live).toContain(teamId)
    expect(live).toContain('"name":"Changed by hand"')
    expect(rebuilt).toContain(teamId)
    expect(rebuilt).toContain('"name":"Riverside U10"')
    // Only the changed row differs; the other projections still match.
    expect(lines.filter((line) => line.includes('live has'))).toHaveLength(1)
    for (const projection of projections.all.filter((p) => p.name !== 'teams')) {
      expect(run.stdout).toMatch(new RegExp(`^ok\\s+${projection.name}$`, 'm'))
    }
  })

  it('rebuild teams puts the table right, and verify exits 0 again', async () => {
    const rebuild = await projectionsCli('rebuild', 'teams')
    expect(rebuild.code, rebuild.stdout + rebuild.stderr).toBe(0)
    expect(rebuild.stdout).toMatch(/^rebuilt teams in \d+ ms$/m)

    const verify = await projectionsCli('verify')
    expect(verify.code, verify.stdout + verify.stderr).toBe(0)
    const name = await withDatabase(async (database) => {
      const row = await database.db
        .selectFrom('teams')
        .select('name')
        .where('id', '=', teamId)
        .executeTakeFirstOrThrow()
      return row.name
    })
    expect(name).toBe('Riverside U10')
  })

  it('status prints every projection with its version', async () => {
    const run = await projectionsCli('status')
    expect(run.code, run.stdout + run.stderr).toBe(0)
    expect(run.stdout).toMatch(/^log head \d+\.\d+ \((postgres|pglite)\)$/m)
    for (const projection of projections.all) {
      expect(run.stdout).toMatch(new RegExp(`^${projection.name}\\s+${projection.version}\\s`, 'm'))
    }
  })

  it('refuses an unknown projection or command with exit code 2', async () => {
    const unknownProjection = await projectionsCli('rebuild', 'no_such_projection')
    expect(unknownProjection.code).toBe(2)
    expect(unknownProjection.stderr).toContain('no projection named no_such_projection')
    const unknownCommand = await projectionsCli('frobnicate')
    expect(unknownCommand.code).toBe(2)
    expect(unknownCommand.stderr).toContain('usage: npm run projections')
  })
})

describe('npm run projections beside a server on the embedded database', () => {
  let embeddedDir = ''
  beforeAll(async () => {
    embeddedDir = await mkdtemp(path.join(os.tmpdir(), 'teamspace-cli-lock-test-'))
  })
  afterAll(async () => {
    if (embeddedDir) await rm(embeddedDir, { recursive: true, force: true })
  })

  it('refuses every command while a live server holds DATA_DIR, naming the server, and opens nothing', async () => {
    // This test's process stands for the running server: it holds the lock as the server does at start.
    const release = await holdEmbeddedDatabase(embeddedDir)
    try {
      for (const args of [['status'], ['rebuild'], ['verify']]) {
        const run = await projectionsCliOn({ dataDir: embeddedDir }, args)
        expect(run.code, run.stdout + run.stderr).toBe(1)
        expect(run.stderr).toContain(`a server is running on DATA_DIR ${embeddedDir}: stop it first`)
        expect(run.stderr).toContain(`process ${process.pid}`)
      }
      // The server's lock is still its own, and no database was created beside it.
      expect(await embeddedHolder(embeddedDir)).toMatchObject({ pid: process.pid })
      await expect(readdir(embeddedDir)).resolves.toEqual(['server.lock'])
    } finally {
      await release()
    }
  })

  it('runs over the lock a crashed server left behind, and leaves no lock of its own', async () => {
    const gone = spawn(process.execPath, ['-e', ''])
    const pid = gone.pid!
    await new Promise((resolve) => gone.once('exit', resolve))
    await writeFile(
      path.join(embeddedDir, 'server.lock'),
      JSON.stringify({ pid, host: os.hostname(), since: '2026-01-01T00:00:00.000Z' }),
    )

    const run = await projectionsCliOn({ dataDir: embeddedDir }, ['status'])
    expect(run.code, run.stdout + run.stderr).toBe(0)
    expect(run.stdout).toMatch(/^log head \d+\.\d+ \(pglite\)$/m)
    expect(await embeddedHolder(embeddedDir)).toBeNull()
    await expect(readdir(embeddedDir)).resolves.not.toContain('server.lock')
  })
})
