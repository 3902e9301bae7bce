import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import path from 'node:path'
import { ConfigError } from '../config'

/**
 * The embedded database is one process's files: a second server, or a backup copying them, while a server
 * writes them would corrupt or tear them. A server in embedded mode holds `DATA_DIR/server.lock` (its process id
 * and host) while it runs; whoever else wants the files asks `embeddedHolder` first.
 */
const LOCK_FILE = 'server.lock'

export interface LockHolder {
  readonly pid: number
  readonly host: string
  readonly since: string
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const readHolder = async (file: string): Promise<LockHolder | null> => {
  try {
    const holder = JSON.parse(await readFile(file, 'utf8')) as Partial<LockHolder>
    if (typeof holder.pid !== 'number' || typeof holder.host !== 'string') return null
    return { pid: holder.pid, host: holder.host, since: String(holder.since ?? '') }
  } catch {
    return null
  }
}

/**
 * The server holding the embedded database in `dataDir`, or null. A lock left by a process that is gone from
 * this machine (killed, crashed) counts as free; one from another machine (a shared volume) cannot be checked,
 * so it counts as held.
 */
export const embeddedHolder = async (dataDir: string): Promise<LockHolder | null> => {
  const holder = await readHolder(path.join(dataDir, LOCK_FILE))
  if (!holder) return null
  if (holder.host === hostname() && !isAlive(holder.pid)) return null
  return holder
}

export const describeHolder = (dataDir: string, holder: LockHolder) =>
  `process ${holder.pid} on ${holder.host}${holder.since ? ` since ${holder.since}` : ''} ` +
  `(if no server runs there, delete ${path.join(dataDir, LOCK_FILE)})`

/** Takes the lock for this process, or refuses with one line when another server holds it. Resolves to its release. */
export const holdEmbeddedDatabase = async (dataDir: string): Promise<() => Promise<void>> => {
  const file = path.join(dataDir, LOCK_FILE)
  await mkdir(dataDir, { recursive: true })
  const mine: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString() }
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(file, JSON.stringify(mine), { flag: 'wx' })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error
      const holder = await embeddedHolder(dataDir)
      if (holder && !(holder.pid === mine.pid && holder.host === mine.host))
        throw new ConfigError([
          `DATA_DIR ${dataDir} holds an embedded database another server is using: ${describeHolder(dataDir, holder)}`,
        ])
      await rm(file, { force: true })
    }
  }
  return async () => {
    const holder = await readHolder(file)
    if (holder?.pid === mine.pid && holder.host === mine.host) await rm(file, { force: true })
  }
}
