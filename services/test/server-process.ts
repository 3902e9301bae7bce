import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { inject } from 'vitest'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

/** A port nothing listens on now, on the loopback address. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

export interface ServerProcess {
  readonly child: ChildProcess
  /** What the process printed so far (its last `outputLimit` characters). */
  output(): string
  /** Resolves once the process has ended (at once if it already has). */
  exited(): Promise<void>
}

export interface ServerProcessOptions {
  /** The whole environment of the process. */
  readonly env: NodeJS.ProcessEnv
  /**
   * A guard against a start that hangs, never a measure: on a loaded machine the server may take far longer to
   * answer its health check than alone.
   */
  readonly startTimeoutMs?: number
  readonly pollMs?: number
  readonly outputLimit?: number
}

/**
 * The server as `npm start` runs it: the bundle the run's global setup built from this checkout's sources
 * (`testServerEntry`), started by Node itself, so a signal reaches the process that holds the connections.
 */
const serverArgs = () => ['--enable-source-maps', inject('testServerEntry')]

/** The real server as its own process, as `npm start` runs it, answering its health check at `baseUrl`. */
export const startServerProcess = async (
  baseUrl: string,
  { env, startTimeoutMs = 300_000, pollMs = 100, outputLimit = Number.POSITIVE_INFINITY }: ServerProcessOptions,
): Promise<ServerProcess> => {
  const child = spawn(process.execPath, serverArgs(), {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: string) => (output = (output + chunk).slice(-outputLimit))
  child.stdout.setEncoding('utf8').on('data', keep)
  child.stderr.setEncoding('utf8').on('data', keep)
  const server: ServerProcess = {
    child,
    output: () => output,
    exited: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) resolve()
        else child.once('exit', () => resolve())
      }),
  }
  const deadline = Date.now() + startTimeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`)
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) return server
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

/** The server process run until it exits by itself (a start refused), with its exit code and all it printed. */
export const runServerToExit = (env: NodeJS.ProcessEnv, timeoutMs = 60_000) =>
  new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, serverArgs(), {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the server did not exit within ${timeoutMs / 1000} s:\n${output}`))
    }, timeoutMs)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })

/**
 * The environment of the production server on loopback at `port`, its files in `dataDir`, with `settings`: the
 * settings a developer's shell may hold that change what a test sees (an origin, a mail server, a trusted proxy, a
 * health token) are left out unless `settings` give them.
 */
export const productionEnv = (port: number, dataDir: string, settings: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of ['PUBLIC_URL', 'SMTP_URL', 'TRUST_PROXY', 'HEALTH_TOKEN']) delete env[name]
  return { ...env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...settings }
}

/**
 * Creates a team through a running server's API, as its first coach would, and returns that coach's session
 * cookie (`ts_session=…`).
 */
export const setUpTeamOverHttp = async (baseUrl: string, email: string) => {
  const setup = await fetch(`${baseUrl}/api/auth/setup`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'secret123',
      name: 'Casey Coach',
      teamName: 'Riverside U10',
      ageGroup: 'U10',
      timeZone: 'Europe/London',
    }),
  })
  if (setup.status !== 201) throw new Error(`team setup answered ${setup.status}: ${await setup.text()}`)
  const cookie = /ts_session=[^;]+/.exec(setup.headers.get('set-cookie') ?? '')?.[0]
  if (!cookie) throw new Error('team setup set no session cookie')
  return cookie
}
