import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './server-process'

const run = promisify(execFile)
const POSTGRES_ROOT = '/usr/lib/postgresql'

/** The newest installed server's programs (`/usr/lib/postgresql/<version>/bin`), or null. */
const binDir = () => {
  if (!existsSync(POSTGRES_ROOT)) return null
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((version) => existsSync(path.join(POSTGRES_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(POSTGRES_ROOT, versions[0], 'bin') : null
}

const isRoot = () => process.getuid?.() === 0

/**
 * Why this machine cannot run a Postgres cluster of a test's own, or null when it can: the server's programs
 * must be installed, and the test must run as root (the cluster then runs as the `postgres` user).
 */
export const whyNoCluster = (): string | null => {
  if (!binDir()) return `initdb is not installed under ${POSTGRES_ROOT}/*/bin`
  if (!isRoot()) return 'starting a cluster as the postgres user needs root'
  return null
}

export interface PostgresCluster {
  readonly port: number
  /** A connection string to `database` as the superuser `postgres` (trust on loopback). */
  url(database?: string): string
  /** A real restart: a fast shutdown (every connection ended, open transactions rolled back), then a start. */
  restart(): Promise<void>
  /** A fast shutdown, leaving the cluster down until `start`. */
  stop(): Promise<void>
  start(): Promise<void>
  /** Stops the cluster at once and removes its files. */
  destroy(): Promise<void>
}

/**
 * A Postgres cluster of the test's own, in a temporary folder on a free port, run by the `postgres` user:
 * a test may restart it without touching the shared server other tests use.
 */
export const startPostgresCluster = async (): Promise<PostgresCluster> => {
  const bin = binDir()
  const reason = whyNoCluster()
  if (!bin || reason) throw new Error(`cannot start a Postgres cluster: ${reason}`)
  const asPostgres = (program: string, args: readonly string[]) =>
    run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], { timeout: 60_000 })

  const { stdout: uid } = await run('id', ['-u', 'postgres'])
  const { stdout: gid } = await run('id', ['-g', 'postgres'])
  const dir = await mkdtemp(path.join(tmpdir(), 'teamspace-pg-'))
  await chown(dir, Number(uid), Number(gid))
  await chmod(dir, 0o700)
  const data = path.join(dir, 'data')
  const log = path.join(dir, 'server.log')
  const port = await freePort()

  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'])
  // fsync=off only spares the shared disk: a fast shutdown writes everything out whatever it says.
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  // With its log file named: a server writing to pg_ctl's own output would hold it open past pg_ctl's exit.
  const start = () => asPostgres('pg_ctl', ['start', '-D', data, '-l', log, '-w', '-t', '30', '-o', settings])
  await start()

  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    restart: async () => {
      await asPostgres('pg_ctl', ['restart', '-D', data, '-l', log, '-m', 'fast', '-w', '-t', '30'])
    },
    stop: async () => {
      await asPostgres('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w', '-t', '30'])
    },
    start: async () => {
      await start()
    },
    destroy: async () => {
      await asPostgres('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w', '-t', '30']).catch(() => undefined)
      await rm(dir, { recursive: true, force: true })
    },
  }
}
