import { execFile, execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
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

/** How to run a program as the `postgres` user from here: directly, through runuser (root), or sudo; else null. */
const asPostgresPrefix = (): string[] | null => {
  if (userInfo().username === 'postgres') return []
  if (process.getuid?.() === 0) return ['runuser', '-u', 'postgres', '--']
  try {
    execFileSync('sudo', ['-n', '-u', 'postgres', 'true'], { stdio: 'ignore', timeout: 10_000 })
    return ['sudo', '-n', '-u', 'postgres', '--']
  } catch {
    return null
  }
}

/**
 * Why this machine cannot run a Postgres cluster of a test's own, or null when it can: the server's programs
 * must be installed, and the test must be able to run them as the `postgres` user (as root, or with sudo).
 */
export const whyNoCluster = (): string | null => {
  if (!binDir()) return `initdb is not installed under ${POSTGRES_ROOT}/*/bin`
  if (!asPostgresPrefix()) return 'running initdb as the postgres user needs root or sudo'
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
  const prefix = asPostgresPrefix()
  if (!bin || !prefix) throw new Error(`cannot start a Postgres cluster: ${whyNoCluster()}`)
  const asPostgres = (program: string, args: readonly string[]) => {
    const [command = program, ...rest] = [...prefix, program, ...args]
    return run(command, rest, { timeout: 60_000 })
  }

  // The cluster's folder belongs to the postgres user, who makes it.
  const { stdout } = await asPostgres('mktemp', ['-d', path.join(tmpdir(), 'teamspace-pg-XXXXXX')])
  const dir = stdout.trim()
  const data = path.join(dir, 'data')
  const log = path.join(dir, 'server.log')
  const port = await freePort()

  await asPostgres(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ])
  // fsync=off only spares the shared disk: a fast shutdown writes everything out whatever it says.
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  // With its log file named: a server writing to pg_ctl's own output would hold it open past pg_ctl's exit.
  const pgCtl = path.join(bin, 'pg_ctl')
  const start = () => asPostgres(pgCtl, ['start', '-D', data, '-l', log, '-w', '-t', '30', '-o', settings])
  await start()

  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    restart: async () => {
      await asPostgres(pgCtl, ['restart', '-D', data, '-l', log, '-m', 'fast', '-w', '-t', '30'])
    },
    stop: async () => {
      await asPostgres(pgCtl, ['stop', '-D', data, '-m', 'fast', '-w', '-t', '30'])
    },
    start: async () => {
      await start()
    },
    destroy: async () => {
      await asPostgres(pgCtl, ['stop', '-D', data, '-m', 'immediate', '-w', '-t', '30']).catch(() => undefined)
      await asPostgres('rm', ['-rf', dir])
    },
  }
}
