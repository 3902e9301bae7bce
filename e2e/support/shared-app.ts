import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { randomBytes } from 'node:crypto'
import { cloneTemplate, dropClone } from '../../services/test/templates'
import { runProjectionsCli } from './projections-cli'
import { startApp } from './server'

/** What a file needs to reach its worker's shared server, and what the run's end needs to stop it. */
export interface SharedApp {
  baseUrl: string
  dataDir: string
  pid: number
  /** Its Postgres database, on the run's server (`sharedAppsServer`); none when its database is embedded. */
  database?: { serverUrl: string; name: string; url: string }
}

/**
 * The settings every file on a shared server lives with: many people sign up from one address over the run, and
 * tests seed long threads through the API.
 */
const sharedEnv = { AUTH_RATE_LIMIT: '100000' }

let reached: Promise<SharedApp> | undefined

/**
 * The real app, as `startApp` starts it, shared by every file the worker runs: teams are isolated from one another
 * (every row belongs to a team), so a file that makes its own team and people with addresses of their own needs no
 * server of its own. Started by the first file that asks and noted in the run's folder; the files after it reach it
 * there, and the run's global teardown stops it. A file that needs settings of its own, a restart or the data
 * directory starts its own server instead.
 */
export function sharedApp(): Promise<SharedApp> {
  reached ??= reachOrStart()
  return reached
}

async function reachOrStart(): Promise<SharedApp> {
  const dir = inject('sharedAppsDir')
  // Never two files at once under one pool id: the worker's server is theirs in turn.
  const worker = process.env.VITEST_POOL_ID ?? '1'
  const note = join(dir, `worker-${worker}.json`)
  const known = existsSync(note) ? (JSON.parse(await readFile(note, 'utf8')) as SharedApp) : undefined
  if (known && (await answers(known.baseUrl))) return known
  if (known) await stopShared(known)
  const database = await makeDatabase(worker)
  let shared: SharedApp
  try {
    const app = await startApp({
      env: sharedEnv,
      logFile: join(dir, `worker-${worker}.log`),
      databaseUrl: database?.url,
    })
    shared = { baseUrl: app.baseUrl, dataDir: app.dataDir, pid: app.pid, ...(database && { database }) }
  } catch (error) {
    if (database) await dropClone(database.serverUrl, database.name)
    throw error
  }
  await writeFile(note, JSON.stringify(shared))
  return shared
}

/** A clone of the run's migrated template on its Postgres server, when the run has one (global setup). */
async function makeDatabase(worker: string) {
  const serverUrl = inject('sharedAppsServer')
  if (!serverUrl) return undefined
  const name = `teamspace_e2e_${worker}_${randomBytes(4).toString('hex')}`
  const url = await cloneTemplate(serverUrl, inject('sharedAppsTemplate'), name)
  return { serverUrl, name, url }
}

async function answers(baseUrl: string) {
  try {
    return (await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) })).status === 200
  } catch {
    return false
  }
}

/** The run's folder for its shared servers' notes and logs (global setup). */
export const prepareSharedApps = () => mkdtemp(join(tmpdir(), 'teamspace-e2e-shared-'))

/**
 * Stops every shared server of the run, checks that the read tables every file on it left behind are what a rebuild
 * from the log makes (the maintainers' `projections status` and `verify`, on the server's own database), and removes
 * their data and the run's folder (global teardown). A difference fails the run, naming the projection.
 */
export async function stopSharedApps(dir: string) {
  const notes = (await readdir(dir)).filter((name) => /^worker-.*\.json$/.test(name))
  const apps = await Promise.all(
    notes.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as SharedApp),
  )
  const failures: string[] = []
  // One at a time: each check opens an embedded database of its own.
  for (const app of apps) {
    await stopShared(app, { keepData: true })
    failures.push(...(await rebuildDifferences(app)))
    await removeData(app)
  }
  await rm(dir, { recursive: true, force: true })
  if (failures.length > 0) {
    throw new Error(`The shared servers' read tables differ from a rebuild from the log:\n${failures.join('\n')}`)
  }
  if (apps.length > 0) console.log(`the read tables of ${apps.length} shared server(s) equal a rebuild from the log`)
}

/** What `projections status` and `verify` find wrong with a stopped shared server's data: nothing when all is well. */
async function rebuildDifferences(app: SharedApp): Promise<string[]> {
  const where = app.database ? { databaseUrl: app.database.url } : { dataDir: app.dataDir }
  const status = await runProjectionsCli(where, 'status')
  if (status.exitCode !== 0) return [`projections status failed:\n${status.output}`]
  // A shared server's log holds the teams, people and everything the files on it did: its head is past the start
  // (a cursor is a transaction and a position in it, so a run of one file may end on a small position).
  if (!/log head (?!0\.0\b)\d+\.\d+/.test(status.output)) {
    return [`projections status found no writes in the log:\n${status.output}`]
  }
  const verify = await runProjectionsCli(where, 'verify')
  return verify.exitCode === 0 && !verify.output.includes('DIFFERS') ? [] : [`projections verify:\n${verify.output}`]
}

const stopGraceMs = 10_000

async function stopShared(app: SharedApp, { keepData = false } = {}) {
  signalGroup(app.pid, 'SIGTERM')
  const deadline = Date.now() + stopGraceMs
  while (groupAlive(app.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
  if (groupAlive(app.pid)) signalGroup(app.pid, 'SIGKILL')
  while (groupAlive(app.pid)) await new Promise((resolve) => setTimeout(resolve, 50))
  if (!keepData) await removeData(app)
}

async function removeData(app: SharedApp) {
  if (app.database) await dropClone(app.database.serverUrl, app.database.name)
  await rm(app.dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
}

function groupAlive(pid: number) {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

function signalGroup(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(-pid, name)
  } catch {
    // The group is already gone.
  }
}
