import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Kysely, PGliteDialect } from 'kysely'
import { PGlite as PGlite17 } from 'pglite-pg17'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSessionApp, ORIGIN, setUpTeam } from '../../test/app'
import { adminQuery, isPostgresServer, migratedEmbedded17Files, useTestDatabase } from '../../test/database'
import { galleryForm, sampleJpeg, postToGallery } from '../../test/photo-upload'
import { startPostgresCluster, whyNoCluster, type PostgresCluster } from '../../test/postgres-cluster'
import { freePort, runServerToExit, setUpTeamOverHttp, startServerProcess } from '../../test/server-process'
import { append, testEvent } from '../../test/events'
import type { App } from '../app'
import { openDatabase } from '../platform/db/database'
import { embeddedMajor } from '../platform/db/embedded-upgrade'
import { migrateToLatest } from '../platform/db/migrate'
import type { DB } from '../platform/db/schema'
import { START } from '../platform/event-store/cursor'
import { readAfter } from '../platform/event-store/read'
import { DiskStorage } from '../platform/storage/storage'
import { backupCommand } from './backup-command'
import { projectionsCommand } from './projections-command'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

interface CliRun {
  readonly code: number | null
  readonly output: string
}

/** The settings a maintainer's shell gives a command: the test's own, but for the database and files named. */
const settingsOf = (settings: Record<string, string>): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent' }
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'S3_BUCKET']) delete env[name]
  return { ...env, ...settings }
}

const commands = { backup: backupCommand, projections: projectionsCommand }

/**
 * A maintainer's command (`npm run backup -- …` and the like) with these settings, in this process: what its
 * entry point runs, with its output and exit code. One run goes through the entry point itself (`spawnedCli`).
 */
const cli = async (script: keyof typeof commands, args: readonly string[], settings: Record<string, string>) => {
  let output = ''
  const write = (line: string) => (output += `${line}\n`)
  const code = await commands[script](args, settingsOf(settings), { out: write, err: write })
  return { code, output }
}

/** A maintainer's command in a process of its own, as they type it. */
const spawnedCli = (script: string, args: readonly string[], settings: Record<string, string>) =>
  new Promise<CliRun>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `services/src/cli/${script}.ts`, ...args], {
      cwd: repoRoot,
      env: settingsOf(settings),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    child.once('error', reject)
    child.once('exit', (code) => resolve({ code, output }))
  })

const roleExists = async (url: string) =>
  (await adminQuery(url, `select 1 from pg_roles where rolname = 'teamspace_app'`)).rowCount === 1

describe.runIf(isPostgresServer() && whyNoCluster() === null)(
  'a backup of a Postgres database, restored into a new cluster',
  () => {
    const t = useTestDatabase()
    let folder: string
    let cluster: PostgresCluster | undefined
    let app: App

    beforeAll(async () => {
      folder = await mkdtemp(path.join(os.tmpdir(), 'teamspace-backup-'))
      cluster = await startPostgresCluster()
      ;({ app } = await buildSessionApp(t.database, { storage: new DiskStorage(path.join(folder, 'data', 'uploads')) }))
    }, 180_000)
    afterAll(async () => {
      await app?.close()
      await cluster?.destroy()
      if (folder) await rm(folder, { recursive: true, force: true })
    })

    it('brings back the log, the read tables, the app role and the photos', async () => {
      const coach = await setUpTeam(app)
      const form = galleryForm(await sampleJpeg(), { caption: 'Kick-off' })
      const uploaded = await postToGallery(app, { cookie: coach.cookie, origin: ORIGIN }, form)
      expect(uploaded.statusCode, uploaded.body).toBe(201)
      const photoId = uploaded.json<{ id: string }>().id
      const display = await app.inject({
        url: `/api/gallery/photos/${photoId}/display`,
        headers: { cookie: coach.cookie },
      })
      expect(display.statusCode).toBe(200)

      const backup = path.join(folder, 'backup')
      const made = await cli('backup', ['backup', backup], { DATABASE_URL: t.url, DATA_DIR: path.join(folder, 'data') })
      expect(made.code, made.output).toBe(0)
      expect((await readdir(backup)).sort()).toEqual(['database.dump', 'manifest.json', 'uploads'])

      // A new cluster knows nothing of the app's role.
      const restoredUrl = cluster!.url('teamspace')
      await adminQuery(cluster!.url(), 'create database teamspace')
      expect(await roleExists(cluster!.url())).toBe(false)
      const restoredData = path.join(folder, 'restored')
      const restored = await cli('backup', ['restore', backup], { DATABASE_URL: restoredUrl, DATA_DIR: restoredData })
      expect(restored.code, restored.output).toBe(0)
      expect(await roleExists(cluster!.url())).toBe(true)

      // A second restore into the same database is refused, not mixed in.
      const again = await cli('backup', ['restore', backup], {
        DATABASE_URL: restoredUrl,
        DATA_DIR: path.join(folder, 'elsewhere'),
      })
      expect(again.code).toBe(1)
      expect(again.output).toContain('already holds Team Space data')

      const verified = await cli('projections', ['verify'], { DATABASE_URL: restoredUrl })
      expect(verified.code, verified.output).toBe(0)
      expect(verified.output).not.toContain('DIFFERS')

      // The server on the restored database and folder (as the app role: it refuses to start without it).
      const port = await freePort()
      const baseUrl = `http://127.0.0.1:${port}`
      const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port) }
      for (const name of ['SMTP_URL', 'S3_BUCKET', 'HEALTH_TOKEN', 'TRUST_PROXY']) delete env[name]
      const server = await startServerProcess(baseUrl, {
        env: { ...env, DATABASE_URL: restoredUrl, DATA_DIR: restoredData, PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn' },
        startTimeoutMs: 300_000,
        pollMs: 250,
      })
      try {
        const signIn = await fetch(`${baseUrl}/api/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: baseUrl },
          body: JSON.stringify({ email: coach.email, password: 'secret123' }),
        })
        expect(signIn.status).toBe(200)
        const cookie = signIn.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ')
        const photo = await fetch(`${baseUrl}/api/gallery/photos/${photoId}/display`, { headers: { cookie } })
        expect(photo.status).toBe(200)
        expect(Buffer.from(await photo.arrayBuffer())).toEqual(Buffer.from(display.rawPayload))
        // The log carries the old cluster's transaction ids no more: it is under the new one's, so it is read.
        const { rows } = await adminQuery(
          restoredUrl,
          `select max(tx_id) < pg_snapshot_xmax(pg_current_snapshot()) as below from events`,
        )
        expect(rows[0]).toEqual({ below: true })
      } finally {
        server.child.kill('SIGTERM')
        await server.exited()
      }
      expect(await readFile(path.join(backup, 'manifest.json'), 'utf8')).toContain('"database": "postgres"')
    }, 900_000)
  },
)

describe('a backup of the embedded database, restored into a new DATA_DIR', () => {
  let folder: string
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'teamspace-backup-embedded-'))
  })
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true })
  })

  const serverEnv = (port: number, dataDir: string): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port) }
    for (const name of ['DATABASE_URL', 'SMTP_URL', 'S3_BUCKET', 'HEALTH_TOKEN', 'TRUST_PROXY']) delete env[name]
    return { ...env, DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn' }
  }
  const signIn = async (baseUrl: string, email: string) => {
    const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email, password: 'secret123' }),
    })
    expect(response.status).toBe(200)
    return response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
  }

  it('is taken only while no server holds the database, and brings back the photos', async () => {
    const dataDir = path.join(folder, 'data')
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const server = await startServerProcess(baseUrl, {
      env: serverEnv(port, dataDir),
      startTimeoutMs: 300_000,
      pollMs: 250,
    })
    const email = 'keeper@example.org'
    let photoId: string
    let photoBytes: Buffer
    const backup = path.join(folder, 'backup')
    try {
      await setUpTeamOverHttp(baseUrl, email)
      const cookie = await signIn(baseUrl, email)
      const form = galleryForm(await sampleJpeg(), { caption: 'Kick-off' })
      const uploaded = await fetch(`${baseUrl}/api/gallery/photos`, {
        method: 'POST',
        headers: { cookie, origin: baseUrl, 'content-type': form.contentType },
        body: form.payload,
      })
      expect(uploaded.status).toBe(201)
      photoId = ((await uploaded.json()) as { id: string }).id
      const photo = await fetch(`${baseUrl}/api/gallery/photos/${photoId}/display`, { headers: { cookie } })
      photoBytes = Buffer.from(await photo.arrayBuffer())

      // While the server runs: no backup, and no second server on the same files.
      const refused = await cli('backup', ['backup', backup], { DATA_DIR: dataDir })
      expect(refused.code).toBe(1)
      expect(refused.output).toContain(`a server is running on DATA_DIR ${dataDir}`)
      const second = await runServerToExit(serverEnv(await freePort(), dataDir), 300_000)
      expect(second.code).toBe(1)
      expect(second.output.trim()).toMatch(
        new RegExp(
          `^DATA_DIR ${dataDir} holds an embedded database another server is using: process ${server.child.pid} `,
        ),
      )
    } finally {
      server.child.kill('SIGTERM')
      await server.exited()
    }

    // The entry point itself, in a process of its own, as the maintainer runs it.
    const made = await spawnedCli('backup', ['backup', backup], { DATA_DIR: dataDir })
    expect(made.code, made.output).toBe(0)
    expect((await readdir(backup)).sort()).toEqual(['embedded-database.tar.gz', 'manifest.json', 'uploads'])

    const restoredData = path.join(folder, 'restored')
    const restored = await cli('backup', ['restore', backup], { DATA_DIR: restoredData })
    expect(restored.code, restored.output).toBe(0)
    const verified = await cli('projections', ['verify'], { DATA_DIR: restoredData })
    expect(verified.code, verified.output).toBe(0)

    const restoredPort = await freePort()
    const restoredUrl = `http://127.0.0.1:${restoredPort}`
    const restoredServer = await startServerProcess(restoredUrl, {
      env: serverEnv(restoredPort, restoredData),
      startTimeoutMs: 300_000,
      pollMs: 250,
    })
    try {
      const cookie = await signIn(restoredUrl, email)
      const photo = await fetch(`${restoredUrl}/api/gallery/photos/${photoId}/display`, { headers: { cookie } })
      expect(photo.status).toBe(200)
      expect(Buffer.from(await photo.arrayBuffer())).toEqual(photoBytes)
    } finally {
      restoredServer.child.kill('SIGTERM')
      await restoredServer.exited()
    }
  }, 900_000)

  it('restores a backup the previous version made of its PostgreSQL 17 database into PostgreSQL 18', async () => {
    const backup = path.join(folder, 'backup-pg17')
    await mkdir(backup)
    const old = await PGlite17.create('memory://', { loadDataDir: await migratedEmbedded17Files() })
    const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite: old }) })
    expect(await migrateToLatest(db)).toEqual([])
    for (let n = 1; n <= 3; n++) await append(db, 'kept', n - 1, [testEvent(n)])
    await writeFile(
      path.join(backup, 'embedded-database.tar.gz'),
      Buffer.from(await (await old.dumpDataDir('gzip')).arrayBuffer()),
    )
    await db.destroy()
    // As that version wrote it: no PostgreSQL major named.
    const manifest = { format: 1, createdAt: new Date().toISOString(), database: 'embedded', uploads: 'copied' }
    await writeFile(path.join(backup, 'manifest.json'), JSON.stringify(manifest))

    const restoredData = path.join(folder, 'restored-pg17')
    const restored = await cli('backup', ['restore', backup], { DATA_DIR: restoredData })
    expect(restored.code, restored.output).toBe(0)
    expect(await readdir(restoredData)).toEqual(['pglite'])
    expect(await embeddedMajor(path.join(restoredData, 'pglite'))).toBe(18)
    const database = await openDatabase({ dataDir: restoredData })
    try {
      expect((await readAfter(database.db, START)).map((event) => event.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }])
    } finally {
      await database.close()
    }
  }, 300_000)
})
