import { execFile } from 'node:child_process'
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './server-process'

const run = promisify(execFile)

/** A Postgres cluster of the test's own: never the shared server, which other tests use meanwhile. */
export interface TestCluster {
  /** The `postgres` database as its superuser `postgres` (trust authentication, loopback only). */
  readonly url: string
  stop(): Promise<void>
}

const postgresBin = async () => {
  const { stdout } = await run('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1'])
  return stdout.trim()
}

/**
 * initdb and pg_ctl run as the `postgres` OS user (Postgres refuses to run as root), in a temp folder, on a
 * free port.
 */
export const startCluster = async (): Promise<TestCluster> => {
  const bin = await postgresBin()
  const folder = await mkdtemp(path.join(tmpdir(), 'teamspace-cluster-'))
  const data = path.join(folder, 'data')
  const asPostgres = (command: string, args: readonly string[]) =>
    userInfo().username === 'postgres'
      ? run(path.join(bin, command), args)
      : run('su', ['postgres', '-s', '/bin/sh', '-c', [path.join(bin, command), ...args].map(quote).join(' ')])
  if (userInfo().username !== 'postgres') {
    await chmod(folder, 0o755)
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: group } = await run('id', ['-g', 'postgres'])
    await chown(folder, Number(stdout.trim()), Number(group.trim()))
  }
  await asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  const port = await freePort()
  await asPostgres('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    path.join(folder, 'log'),
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await asPostgres('pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop']).catch(() => undefined)
      await rm(folder, { recursive: true, force: true })
    },
  }
}

const quote = (word: string) => `'${word.replaceAll("'", "'\\''")}'`
