import { execFile, spawnSync } from 'node:child_process'
import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildSessionApp, ORIGIN, setUpTeam } from '../../test/app'
import { adminQuery, isPostgresServer, useTestDatabase } from '../../test/database'
import { galleryForm, sampleJpeg, postToGallery } from '../../test/photo-upload'
import type { App } from '../app'
import { DiskStorage } from '../platform/storage/storage'

/**
 * The Docker image's /app, as the Dockerfile's runtime stage makes it: the manifests, `npm ci --omit=dev` (no tsx,
 * no esbuild, no vitest) and the built server in `services/dist`, run with NODE_ENV=production. The maintainers'
 * commands the operations guide gives for the image must work there, with nothing of the checkout to lean on.
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
const manifests = [
  'package.json',
  'package-lock.json',
  ...['domain', 'services', 'web', 'e2e'].map((w) => `${w}/package.json`),
]
/** Copied from the build stage beside the bundle (`COPY --from=build …` in the Dockerfile's runtime stage). */
const built = ['services/cli.ts']

/** pg_dump and pg_restore are the image's (postgresql-client); where they are missing, the Postgres case is skipped. */
const whyNoPgDump = (): string | null => {
  const probe = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' })
  return probe.error ? `pg_dump is not installed (${probe.error.message})` : null
}

interface Run {
  readonly code: number | null
  readonly output: string
}

/** A command in the layout, with a deadline that only guards against a hang. */
const runIn = (cwd: string, command: string, args: readonly string[], env: NodeJS.ProcessEnv) =>
  new Promise<Run>((resolve) => {
    execFile(command, args, { cwd, env, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : null) : 0
      resolve({ code, output: `${stdout}${stderr}${error && code === null ? error.message : ''}` })
    })
  })

/** Modes of a folder's entries, the folder included, relative to it: e.g. `{ '.': 0o700, 'manifest.json': 0o600 }`. */
const modesOf = async (folder: string) => {
  const modes: Record<string, number> = {}
  const walk = async (at: string) => {
    modes[path.relative(folder, at) || '.'] = (await stat(at)).mode & 0o777
    for (const entry of await readdir(at, { withFileTypes: true }))
      if (entry.isDirectory()) await walk(path.join(at, entry.name))
      else
        modes[path.relative(folder, path.join(at, entry.name))] = (await stat(path.join(at, entry.name))).mode & 0o777
  }
  await walk(folder)
  return modes
}

describe('the Docker runtime layout (npm ci --omit=dev and the built server)', () => {
  let root: string
  let app: string
  let env: NodeJS.ProcessEnv

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'teamspace-runtime-'))
    app = path.join(root, 'app')
    for (const file of [...manifests, ...built]) {
      await mkdir(path.dirname(path.join(app, file)), { recursive: true })
      await copyFile(path.join(repoRoot, file), path.join(app, file))
    }
    // The machine's npm cache serves it (prefer-offline): CI installed the same lock file before.
    const installed = await runIn(
      app,
      'npm',
      ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'],
      { ...process.env, npm_config_update_notifier: 'false' },
    )
    expect(installed.code, installed.output).toBe(0)
    // The bundle `npm run build:server` makes, built once for the run by the global setup (`services/build.ts`).
    await cp(path.dirname(inject('testServerEntry')), path.join(app, 'services', 'dist'), { recursive: true })

    // As the image runs them: production, and no dev tool of the checkout on the path.
    const searchPath = (process.env.PATH ?? '')
      .split(path.delimiter)
      .filter((dir) => !dir.includes('node_modules'))
      .join(path.delimiter)
    env = { PATH: searchPath, HOME: root, NODE_ENV: 'production', LOG_LEVEL: 'warn' }
  }, 300_000)
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true })
  })

  it('is what the Dockerfile copies into the image', async () => {
    const dockerfile = await readFile(path.join(repoRoot, 'Dockerfile'), 'utf8')
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'))
    for (const file of [...built, 'services/dist']) expect(runtime).toContain(`COPY --from=build /app/${file} ${file}`)
    expect(runtime).toMatch(/npm ci --omit=dev/)
  })

  it('has no tsx or other dev dependency', async () => {
    await expect(stat(path.join(app, 'node_modules', 'tsx'))).rejects.toThrow(/ENOENT/)
    await expect(stat(path.join(app, 'node_modules', 'esbuild'))).rejects.toThrow(/ENOENT/)
    expect((await stat(path.join(app, 'node_modules', 'pg'))).isDirectory()).toBe(true)
  })

  describe.runIf(isPostgresServer())('on Postgres', () => {
    const t = useTestDatabase()
    const noPgDump = whyNoPgDump()
    let seeded: App
    let restoredName: string | undefined

    beforeAll(async () => {
      seeded = (await buildSessionApp(t.database, { storage: new DiskStorage(path.join(root, 'data', 'uploads')) })).app
    })
    afterAll(async () => {
      await seeded?.close()
      if (restoredName) await adminQuery(t.url, `drop database if exists ${restoredName} with (force)`)
    })

    it.skipIf(noPgDump !== null)(
      `backs up (0600 files in a 0700 folder), restores into a new database and verifies it${noPgDump ? `: skipped, ${noPgDump}` : ''}`,
      async () => {
        const coach = await setUpTeam(seeded)
        const form = galleryForm(await sampleJpeg(), { caption: 'Kick-off' })
        const uploaded = await postToGallery(seeded, { cookie: coach.cookie, origin: ORIGIN }, form)
        expect(uploaded.statusCode, uploaded.body).toBe(201)

        // `npm run backup` in the image, as the operations guide says: the bundle, for tsx is not installed.
        const backup = path.join(root, 'backup')
        const made = await runIn(app, 'npm', ['run', 'backup', '--', backup], {
          ...env,
          DATABASE_URL: t.url,
          DATA_DIR: path.join(root, 'data'),
        })
        expect(made.code, made.output).toBe(0)
        expect(made.output).toContain(`backed up the postgres database and the uploaded files into ${backup}`)
        const modes = await modesOf(backup)
        expect(Object.keys(modes)).toEqual(expect.arrayContaining(['.', 'database.dump', 'manifest.json', 'uploads']))
        expect(Object.keys(modes).some((entry) => entry.startsWith(`uploads${path.sep}`))).toBe(true)
        for (const [entry, mode] of Object.entries(modes)) {
          const isFolder = (await stat(path.join(backup, entry))).isDirectory()
          expect({ entry, mode: mode.toString(8) }).toEqual({ entry, mode: isFolder ? '700' : '600' })
        }

        restoredName = `teamspace_restored_${Date.now().toString(36)}`
        await adminQuery(t.url, `create database ${restoredName}`)
        const restoredUrl = new URL(t.url)
        restoredUrl.pathname = `/${restoredName}`
        const restoredSettings = {
          ...env,
          DATABASE_URL: restoredUrl.toString(),
          DATA_DIR: path.join(root, 'restored'),
        }
        const restored = await runIn(
          app,
          process.execPath,
          ['services/dist/backup.js', 'restore', backup],
          restoredSettings,
        )
        expect(restored.code, restored.output).toBe(0)
        expect(restored.output).toContain('restored the backup of')
        expect(await readdir(path.join(root, 'restored', 'uploads'))).not.toEqual([])

        const verified = await runIn(
          app,
          process.execPath,
          ['services/dist/projections.js', 'verify'],
          restoredSettings,
        )
        expect(verified.code, verified.output).toBe(0)
        expect(verified.output).toMatch(/\bok\b/)
        expect(verified.output).not.toContain('DIFFERS')

        const count = `select count(*)::int as events from events`
        expect((await adminQuery(restoredUrl.toString(), count)).rows).toEqual((await adminQuery(t.url, count)).rows)
      },
      600_000,
    )
  })

  it('backs up the embedded database, restores it into a new DATA_DIR and verifies it', async () => {
    const settings = (dataDir: string) => ({ ...env, DATA_DIR: path.join(root, dataDir) })
    const migrated = await runIn(app, process.execPath, ['services/dist/migrate.js'], settings('embedded'))
    expect(migrated.code, migrated.output).toBe(0)
    expect(migrated.output).toMatch(/migrations: (\d+) of \1 applied \(pglite\)/)

    const backup = path.join(root, 'embedded-backup')
    const made = await runIn(app, process.execPath, ['services/dist/backup.js', 'backup', backup], settings('embedded'))
    expect(made.code, made.output).toBe(0)
    expect(await modesOf(backup)).toEqual({ '.': 0o700, 'embedded-database.tar.gz': 0o600, 'manifest.json': 0o600 })

    const restored = await runIn(
      app,
      process.execPath,
      ['services/dist/backup.js', 'restore', backup],
      settings('embedded-restored'),
    )
    expect(restored.code, restored.output).toBe(0)
    const verified = await runIn(
      app,
      process.execPath,
      ['services/dist/projections.js', 'verify'],
      settings('embedded-restored'),
    )
    expect(verified.code, verified.output).toBe(0)
    expect(verified.output).not.toContain('DIFFERS')
  }, 600_000)
})
