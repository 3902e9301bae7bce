import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { inject } from 'vitest'
import { serverStartTimeoutMs } from './timeouts'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

const stopGraceMs = 5_000
const outputLimit = 20_000

export interface StartAppOptions {
  /** Extra environment for the server, such as mail settings for a test that reads the mail. */
  env?: Record<string, string>
  /** The built server entry, relative to the repository root (the e2e project's global setup builds it). */
  entry?: string
  /** A Postgres database for the server (production's setting); without it, a fresh embedded one in its DATA_DIR. */
  databaseUrl?: string
  /**
   * Where the server writes its output instead of to this process: a server that outlives the test file that
   * started it (a worker's shared server) must not lose its stdout when the file's process ends.
   */
  logFile?: string
}

export interface RunningApp {
  baseUrl: string
  dataDir: string
  /** The server's process id, which is also its process group's. */
  pid: number
  stop(): Promise<void>
}

/**
 * Starts the real server as production runs it (the built `services/dist/server.js`) as its own process on a
 * free port, with a fresh embedded database, and waits until it answers its health check. Serves the built web
 * app, so build it first.
 */
export async function startApp(options: StartAppOptions = {}): Promise<RunningApp> {
  const port = await freePort()
  const dataDir = await mkdtemp(join(tmpdir(), 'teamspace-e2e-'))
  const baseUrl = `http://127.0.0.1:${port}`

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    // Tests seed long threads and galleries through the API, far faster than a member posts or uploads.
    MEMBER_RATE_LIMIT: '100000',
    ...options.env,
  }
  // Without it the server uses the embedded database in DATA_DIR, so each run starts empty.
  delete env.DATABASE_URL
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl
  else await copyTemplate(env.DATA_DIR!)

  const log = options.logFile === undefined ? undefined : openSync(options.logFile, 'a')
  const child = spawn(process.execPath, ['--enable-source-maps', options.entry ?? 'services/dist/server.js'], {
    cwd: repoRoot,
    env,
    stdio: log === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', log, log],
    // Its own process group, so stopping reaches anything the server started as well.
    detached: true,
  })
  if (log !== undefined) closeSync(log)
  const output = options.logFile === undefined ? captureOutput(child) : logOutput(options.logFile)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const killOnExit = () => signal(child, 'SIGKILL')
  // A server written to a file of its own is stopped by whoever shares it, not with this process.
  if (options.logFile === undefined) process.once('exit', killOnExit)
  else child.unref()

  const stop = async () => {
    process.off('exit', killOnExit)
    if (child.exitCode === null && child.signalCode === null) {
      signal(child, 'SIGTERM')
      const forced = setTimeout(() => signal(child, 'SIGKILL'), stopGraceMs)
      await exited
      clearTimeout(forced)
    }
    // A process of the group may outlive the server: removing the folder under a process still writing to it
    // fails, and a second server on it would find it locked.
    await groupGone(child, stopGraceMs)
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
  }

  try {
    await waitForHealth(baseUrl, child, output)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, dataDir, pid: child.pid!, stop }
}

/**
 * Puts a copy of the run's migrated database where the server will look for its embedded one, unless one is there
 * already (a server started again on the data of an earlier one). Without a template (outside the e2e project's
 * global setup) the server migrates a new database itself.
 */
async function copyTemplate(dataDir: string) {
  const target = join(dataDir, 'pglite')
  if (existsSync(target)) return
  let template: string | undefined
  try {
    template = inject('databaseTemplate')
  } catch {
    return
  }
  if (template) await cp(template, target, { recursive: true })
}

export interface AppWithKeptData extends RunningApp {
  /** Stops the server and leaves its data directory in place, for the maintainers' CLI to read. */
  stopServer(): Promise<void>
}

/**
 * The real app, as `startApp` starts it, but with a data directory of our own: stopping the server leaves the
 * embedded database behind (the CLI cannot open it while the server holds it), and `stop()` removes it.
 */
export async function startAppKeepingData(options: StartAppOptions = {}): Promise<AppWithKeptData> {
  const dataDir = await mkdtemp(join(tmpdir(), 'teamspace-e2e-kept-'))
  let app: RunningApp
  try {
    // The server reads DATA_DIR from its environment; ours wins over the one startApp makes (and removes).
    app = await startApp({ ...options, env: { ...options.env, DATA_DIR: dataDir } })
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
  return {
    baseUrl: app.baseUrl,
    dataDir,
    pid: app.pid,
    stopServer: () => app.stop(),
    stop: async () => {
      await app.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** Waits until no process of the child's group is left, killing what remains after `graceMs`. */
async function groupGone(child: ChildProcess, graceMs: number) {
  const alive = () => {
    if (child.pid === undefined) return false
    try {
      process.kill(-child.pid, 0)
      return true
    } catch {
      return false
    }
  }
  const deadline = Date.now() + graceMs
  while (alive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
  if (alive()) signal(child, 'SIGKILL')
}

function signal(child: ChildProcess, name: NodeJS.Signals) {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, name)
  } catch {
    // The group is already gone.
  }
}

interface CapturedOutput {
  stdout: () => string
  stderr: () => string
}

/** Keeps the tail of the child's output for error messages, and keeps its pipes drained. */
function captureOutput(child: ChildProcess): CapturedOutput {
  let stdout = ''
  let stderr = ''
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout = (stdout + chunk).slice(-outputLimit)
  })
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-outputLimit)
  })
  return { stdout: () => stdout, stderr: () => stderr }
}

/** The tail of a server's log file, for error messages. */
function logOutput(file: string): CapturedOutput {
  const tail = () => readFileSync(file, 'utf8').slice(-outputLimit)
  return { stdout: tail, stderr: tail }
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: CapturedOutput) {
  const deadline = Date.now() + serverStartTimeoutMs
  const describe = () =>
    `\n--- server stderr ---\n${output.stderr() || '(empty)'}\n--- server stdout (tail) ---\n${
      output.stdout().slice(-4_000) || '(empty)'
    }`

  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it answered /api/health.${describe()}`,
      )
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) })
      if (response.status === 200) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The server did not answer /api/health with 200 within ${serverStartTimeoutMs / 1000}s.${describe()}`)
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => (port ? resolve(port) : reject(new Error('Could not find a free port.'))))
    })
  })
}
