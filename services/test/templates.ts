import { createHash, randomBytes } from 'node:crypto'
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { PGlite as PGlite17 } from 'pglite-pg17'
import { Kysely, PGliteDialect } from 'kysely'
import pg from 'pg'
import { openDatabase } from '../src/platform/db/database'
import { migrateToLatest } from '../src/platform/db/migrate'
import type { DB } from '../src/platform/db/schema'
import { APP_ROLE } from '../../migrations/support'

/**
 * Migrated databases made once per run and cloned for each test file, so that a file does not run every migration
 * again (pgtestdb's pattern). Each is named by a hash of `migrations/`: a changed migration makes a new one, and
 * runs side by side on one machine share it, each building it under a name of its own and renaming it into place.
 */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'teamspace-test')

/** A hash of every file in `migrations/` (names and contents), and of the embedded engine's version. */
export const migrationsHash = async () => {
  const folder = path.join(repoRoot, 'migrations')
  const hash = createHash('sha256')
  for (const name of (await readdir(folder)).sort()) {
    hash
      .update(name)
      .update('\0')
      .update(await readFile(path.join(folder, name)))
      .update('\0')
  }
  const pglite = JSON.parse(
    await readFile(path.join(repoRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
  ) as { version: string }
  return hash.update(pglite.version).digest('hex').slice(0, 16)
}

const TEMPLATE_PREFIX = 'teamspace_template_'

const withClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => undefined)
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

/**
 * A template of other migrations is dropped only a day after it was made: a run of another commit beside this one (a
 * branch's, a worktree's) may be cloning it now.
 */
const isStale = (made: string | null) => made === null || !(Date.now() - Date.parse(made) < 24 * 3_600_000)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The name of a migrated template database on the server at `serverUrl`, made now unless there already. A template takes no connections, so cloning it never
 * waits for a session to leave.
 */
export const ensurePostgresTemplate = async (serverUrl: string, hash: string) => {
  const name = `${TEMPLATE_PREFIX}${hash}`
  const existing = await withClient(serverUrl, (client) =>
    client.query<{ datname: string; made: string | null }>(
      `select datname, shobj_description(oid, 'pg_database') as made from pg_database
       where datname like $1 and datistemplate`,
      [`${TEMPLATE_PREFIX}%`],
    ),
  )
  for (const { datname, made } of existing.rows) {
    if (datname === name || !isStale(made)) continue
    await withClient(serverUrl, async (client) => {
      await client.query(`alter database ${pg.escapeIdentifier(datname)} is_template false`)
      await client.query(`drop database if exists ${pg.escapeIdentifier(datname)}`)
    }).catch(() => undefined)
  }
  if (existing.rows.some((row) => row.datname === name)) return name

  const building = `${TEMPLATE_PREFIX}building_${randomBytes(6).toString('hex')}`
  await withClient(serverUrl, (client) => client.query(`create database ${pg.escapeIdentifier(building)}`))
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, building), asOwner: true, poolSize: 1 })
    await database.close()
    await withClient(serverUrl, async (client) => {
      // The migration's connections are closed, but their server processes may take a moment to go.
      for (let attempt = 0; ; attempt++) {
        try {
          // When it was made, for the pruning above (a comment goes with the database through the rename).
          await client.query(`comment on database ${pg.escapeIdentifier(building)} is '${new Date().toISOString()}'`)
          await client.query(
            `alter database ${pg.escapeIdentifier(building)} with is_template true allow_connections false`,
          )
          await client.query(`alter database ${pg.escapeIdentifier(building)} rename to ${pg.escapeIdentifier(name)}`)
          return
        } catch (error) {
          const code = (error as { code?: string }).code
          // 42P04: another run put the same template in place first; ours is thrown away below.
          if (code === '42P04') return
          // 55006: a session is still in the database.
          if (code !== '55006' || attempt >= 50) throw error
          await sleep(100)
        }
      }
    })
  } finally {
    await withClient(serverUrl, async (client) => {
      await client.query(`alter database ${pg.escapeIdentifier(building)} is_template false`).catch(() => undefined)
      await client.query(`drop database if exists ${pg.escapeIdentifier(building)} with (force)`)
    })
  }
  return name
}

/** Removes the embedded templates of other migrations made more than a day ago. */
const pruneEmbedded = async (keep: string) => {
  for (const name of await readdir(cacheDir)) {
    const file = path.join(cacheDir, name)
    if (!name.startsWith('pglite-') || name.includes(keep)) continue
    const made = await stat(file).then(
      (found) => found.mtime.toISOString(),
      () => null,
    )
    if (made && isStale(made)) await rm(file, { recursive: true, force: true })
  }
}

/**
 * The path of a tarball of a migrated embedded database's files (PGlite's `dumpDataDir`), made now unless there
 * already; `loadDataDir` starts an in-memory database from it in a fraction of the time the migrations take.
 */
export const ensureEmbeddedTemplate = async (hash: string) => {
  const file = path.join(cacheDir, `pglite-${hash}.tar`)
  if (await exists(file)) return file
  await mkdir(cacheDir, { recursive: true })
  await writeWhole(file, await migratedDump(await PGlite.create('memory://')))
  await pruneEmbedded(hash)
  return file
}

/** An in-memory embedded database, migrated, as the files `loadDataDir` takes; the database is closed after. */
const migratedDump = async (pglite: PGlite | PGlite17) => {
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) })
  try {
    await migrateToLatest(db)
    return await pglite.dumpDataDir('none')
  } finally {
    await db.destroy()
  }
}

/** Writes `dump` to `file` under a name of its own first, so a run beside this one sees the whole file or none. */
const writeWhole = async (file: string, dump: Blob) => {
  const building = `${file}.building-${randomBytes(6).toString('hex')}`
  await writeFile(building, Buffer.from(await dump.arrayBuffer()))
  await rename(building, file).catch(async (error: unknown) => {
    await rm(building, { force: true })
    throw error
  })
}

/**
 * The path of a tarball of an embedded database as the previous version kept it (PostgreSQL 17, the engine
 * installed as `pglite-pg17`), migrated; made now unless there already. The tests of the upgrade to PostgreSQL 18
 * and of restoring an old backup start from it (`PGlite17.create(location, { loadDataDir })`) rather than each
 * running every migration on the old engine again.
 */
export const ensureEmbedded17Template = async (hash: string) => {
  const engine = JSON.parse(
    await readFile(path.join(repoRoot, 'node_modules', 'pglite-pg17', 'package.json'), 'utf8'),
  ) as { version: string }
  const file = path.join(cacheDir, `pglite-pg17-${engine.version}-${hash}.tar`)
  if (await exists(file)) return file
  await mkdir(cacheDir, { recursive: true })
  await writeWhole(file, await migratedDump(await PGlite17.create('memory://')))
  return file
}

/**
 * The path of a migrated embedded database's folder (the `pglite` folder of a `DATA_DIR`), made now unless there
 * already: the browser suite's servers each start on a copy of it.
 */
export const ensureEmbeddedDataDir = async (hash: string) => {
  const template = path.join(cacheDir, `pglite-${hash}`)
  if (await exists(template)) return template
  // Made under a name of its own and renamed when complete: a run beside this one sees the whole template or none.
  const building = `${template}.building-${randomBytes(6).toString('hex')}`
  await mkdir(building, { recursive: true })
  try {
    const database = await openDatabase({ dataDir: building })
    await database.close()
    await rename(path.join(building, 'pglite'), template).catch(async (error: unknown) => {
      // Another run finished the same template first; theirs serves as well as ours.
      if (!(await exists(template))) throw error
    })
  } finally {
    await rm(building, { recursive: true, force: true })
  }
  await pruneEmbedded(hash)
  return template
}

/** Roles are cluster-wide: create the app role once here rather than racing from every test file's migration. */
export const ensureAppRole = async (url: string) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`
      do $$ begin
        create role ${APP_ROLE} nologin;
      exception when duplicate_object or unique_violation then null;
      end $$`)
  } finally {
    await client.end()
  }
}

/** A new database on the server at `serverUrl`, cloned from the migrated `template`; its address. */
export const cloneTemplate = async (serverUrl: string, template: string, name: string) => {
  await withClient(serverUrl, (client) =>
    client.query(`create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(template)}`),
  )
  return databaseUrl(serverUrl, name)
}

/** Drops a database made by `cloneTemplate`, with whatever sessions are still in it. */
export const dropClone = (serverUrl: string, name: string) =>
  withClient(serverUrl, (client) => client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`))
