import { spawn } from 'node:child_process'
import { chmod, cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { PGlite as PGlite17 } from 'pglite-pg17'
import pg from 'pg'
import { APP_ROLE } from '../../../migrations/support'
import { ConfigError, loadConfig, type Config } from '../platform/config'
import { describeError } from '../platform/checks'
import { describeHolder, embeddedHolder, holdEmbeddedDatabase } from '../platform/db/embedded-lock'
import { EMBEDDED_POSTGRES_MAJOR, upgradeEmbeddedDatabase } from '../platform/db/embedded-upgrade'
import { consoleOutput, type CommandOutput } from './open'

const usage = `usage: npm run backup -- <folder>     the database and the uploaded files, into a new folder
       npm run restore -- <folder>    a backup, into an empty database and an empty DATA_DIR
Both read the server's settings (DATABASE_URL, DATA_DIR, S3_BUCKET); see docs/operations.md.`

/** What a backup folder holds, written last: a folder without it is an unfinished backup. */
interface Manifest {
  readonly format: 1
  readonly createdAt: string
  readonly database: 'postgres' | 'embedded'
  /** The embedded database's PostgreSQL major; backups made before it was written are of 17. */
  readonly embeddedPostgres?: number
  /** Copied under `uploads/`, or kept in a bucket that is backed up on its own. */
  readonly uploads: 'copied' | { readonly bucket: string }
}

const MANIFEST = 'manifest.json'
const POSTGRES_DUMP = 'database.dump'
const EMBEDDED_DUMP = 'embedded-database.tar.gz'
const UPLOADS = 'uploads'

/** A refusal the operator can act on: one line, exit code 1. */
class Refusal extends Error {}

const isEmptyOrMissing = async (folder: string) => {
  try {
    return (await readdir(folder)).length === 0
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
    throw error
  }
}

/** The connection string without its password, which goes to the Postgres tools in PGPASSWORD instead (not in `ps`). */
const toolConnection = (databaseUrl: string) => {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

/** Runs a Postgres tool; its own messages pass through to the operator. */
const run = (command: string, args: readonly string[], env: NodeJS.ProcessEnv) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] })
    child.once('error', (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Refusal(`${command} is not installed: install the Postgres client tools of your server's version`)
          : error,
      ),
    )
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Refusal(`${command} failed (exit code ${code})`)),
    )
  })

const uploadsOf = (config: Config) => path.join(config.dataDir, 'uploads')

/** Copies the uploaded files, but for the storage probes' leftovers. */
const copyUploads = (from: string, to: string) =>
  cp(from, to, { recursive: true, filter: (source) => path.relative(from, source) !== 'probes' })

/**
 * A backup holds password hashes and players' medical notes: its folders are the owner's alone (0700), its files
 * readable by the owner only (0600), whatever the umask and the modes of the files copied in.
 */
const PRIVATE_FOLDER = 0o700
const PRIVATE_FILE = 0o600

const makePrivate = async (folder: string) => {
  await chmod(folder, PRIVATE_FOLDER)
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const at = path.join(folder, entry.name)
    if (entry.isDirectory()) await makePrivate(at)
    else await chmod(at, PRIVATE_FILE)
  }
}

const backup = async (config: Config, target: string, output: CommandOutput) => {
  if (!(await isEmptyOrMissing(target))) throw new Refusal(`${target} is not empty: back up into a new folder`)
  await mkdir(target, { recursive: true, mode: PRIVATE_FOLDER })
  // Closed before anything is written into it: no one else can reach a file while it is being written.
  await chmod(target, PRIVATE_FOLDER)

  // The database first, then the files: a photo's file is written before its event, so every photo in the
  // database copy has its file in the files copy (but one deleted in between).
  if (config.databaseUrl) {
    const { dbname, env } = toolConnection(config.databaseUrl)
    await run('pg_dump', ['--format=custom', `--file=${path.join(target, POSTGRES_DUMP)}`, `--dbname=${dbname}`], env)
  } else {
    await backupEmbedded(config.dataDir, path.join(target, EMBEDDED_DUMP))
  }

  if (!config.s3 && (await stat(uploadsOf(config)).catch(() => null)))
    await copyUploads(uploadsOf(config), path.join(target, UPLOADS))
  await makePrivate(target)

  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: config.databaseUrl ? 'postgres' : 'embedded',
    ...(config.databaseUrl ? {} : { embeddedPostgres: EMBEDDED_POSTGRES_MAJOR }),
    uploads: config.s3 ? { bucket: config.s3.bucket } : 'copied',
  }
  await writeFile(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE })
  output.out(`backed up the ${manifest.database} database and the uploaded files into ${target}`)
  if (config.s3)
    output.out(`the uploaded files stay in the bucket ${config.s3.bucket}: back it up with the bucket's own tools`)
}

/** The embedded database's files, copied by PGlite while no server holds them. */
const backupEmbedded = async (dataDir: string, file: string) => {
  const holder = await embeddedHolder(dataDir)
  if (holder)
    throw new Refusal(
      `a server is running on DATA_DIR ${dataDir}: stop it first, the embedded database is copied only while no server holds it; ${describeHolder(dataDir, holder)}`,
    )
  // Held meanwhile, so no server starts on the files being copied.
  const release = await holdEmbeddedDatabase(dataDir)
  try {
    const location = path.join(dataDir, 'pglite')
    if (await isEmptyOrMissing(location)) throw new Refusal(`there is no embedded database in ${location}`)
    // Files of the previous PostgreSQL major are carried over first, as the server's start would.
    await upgradeEmbeddedDatabase(location)
    const database = await PGlite.create(location)
    try {
      const tarball = await database.dumpDataDir('gzip')
      await writeFile(file, Buffer.from(await tarball.arrayBuffer()), { mode: PRIVATE_FILE })
    } finally {
      await database.close()
    }
  } finally {
    await release()
  }
}

const readManifest = async (source: string): Promise<Manifest> => {
  try {
    return JSON.parse(await readFile(path.join(source, MANIFEST), 'utf8')) as Manifest
  } catch {
    throw new Refusal(`${source} holds no finished backup (no ${MANIFEST})`)
  }
}

const restore = async (config: Config, source: string, output: CommandOutput) => {
  const manifest = await readManifest(source)
  if (manifest.database === 'postgres' && !config.databaseUrl)
    throw new Refusal('this backup is of a Postgres database: set DATABASE_URL to the empty database to restore into')
  if (manifest.database === 'embedded' && config.databaseUrl)
    throw new Refusal('this backup is of the embedded database: unset DATABASE_URL and set DATA_DIR to restore into')
  const copied = manifest.uploads === 'copied' && (await stat(path.join(source, UPLOADS)).catch(() => null))
  if (copied && !config.s3 && !(await isEmptyOrMissing(uploadsOf(config))))
    throw new Refusal(`${uploadsOf(config)} is not empty: restore into a new DATA_DIR`)

  if (config.databaseUrl) await restorePostgres(config.databaseUrl, path.join(source, POSTGRES_DUMP))
  else await restoreEmbedded(config.dataDir, path.join(source, EMBEDDED_DUMP), manifest.embeddedPostgres ?? 17)

  if (copied && config.s3)
    output.out(`the backup's uploaded files (${path.join(source, UPLOADS)}) are not copied into the bucket`)
  else if (copied) await copyUploads(path.join(source, UPLOADS), uploadsOf(config))
  if (typeof manifest.uploads === 'object')
    output.out(
      `the uploaded files were in the bucket ${manifest.uploads.bucket}: restore it with the bucket's own tools`,
    )
  output.out(`restored the backup of ${manifest.createdAt}: check it with npm run projections -- verify`)
}

/**
 * Into an empty database. The app's role is cluster-wide, so a new cluster lacks it: it is made first, and
 * the dump's grants to it then apply as they were.
 */
const restorePostgres = async (databaseUrl: string, file: string) => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ found: string | null }>(`select to_regclass('public.events')::text as found`)
    if (rows[0]?.found)
      throw new Refusal('the database of DATABASE_URL already holds Team Space data: restore into a new, empty one')
    const role = pg.escapeIdentifier(APP_ROLE)
    await client.query(`do $$ begin create role ${role} nologin; exception when duplicate_object then null; end $$`)
    await client.query(`grant ${role} to current_user`)
  } catch (error) {
    if (error instanceof Refusal) throw error
    throw new Refusal(`could not prepare the role ${APP_ROLE}: ${describeError(error)}`)
  } finally {
    await client.end()
  }
  const { dbname, env } = toolConnection(databaseUrl)
  // Owned by DATABASE_URL's user, as if its migrations had made everything.
  await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${dbname}`, file], env)
}

/** A backup of the previous major is loaded as it was, then carried over as the server's start would. */
const restoreEmbedded = async (dataDir: string, file: string, major: number) => {
  const location = path.join(dataDir, 'pglite')
  if (!(await isEmptyOrMissing(location))) throw new Refusal(`${location} is not empty: restore into a new DATA_DIR`)
  const release = await holdEmbeddedDatabase(dataDir)
  try {
    await mkdir(location, { recursive: true })
    const loadDataDir = new Blob([await readFile(file)])
    if (major === EMBEDDED_POSTGRES_MAJOR) {
      await (await PGlite.create(location, { loadDataDir })).close()
    } else {
      await (await PGlite17.create(location, { loadDataDir })).close()
      const upgraded = await upgradeEmbeddedDatabase(location)
      // The backup itself is the copy of the old files.
      if (upgraded) await rm(upgraded.keptAt, { recursive: true, force: true })
    }
  } finally {
    await release()
  }
}

const commands: Record<string, (config: Config, folder: string, output: CommandOutput) => Promise<void>> = {
  backup,
  restore,
}

/**
 * `npm run backup -- <folder>` (`backup <folder>`) and `npm run restore -- <folder>` (`restore <folder>`) with the
 * given settings, writing to `output`: the exit code. The entry point (`backup.ts`) runs it on the process's own;
 * tests call it in process.
 */
export const backupCommand = async (
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  output: CommandOutput = consoleOutput,
): Promise<number> => {
  const [command, folder] = args
  const chosen = command ? commands[command] : undefined
  if (!chosen || !folder) {
    output.err(usage)
    return 2
  }
  try {
    await chosen(loadConfig(env), path.resolve(folder), output)
    return 0
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const fault of error.faults) output.err(fault)
      return 1
    }
    if (error instanceof Refusal) {
      output.err(`${command}: ${error.message}`)
      return 1
    }
    throw error
  }
}
