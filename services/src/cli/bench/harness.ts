import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import http from 'node:http'
import { createServer, type AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import { nanoid } from 'nanoid'
import pg from 'pg'
import { grantReadTableToApp } from '../../../../migrations/support'
import { openDatabase } from '../../platform/db/database'

/**
 * What every benchmark stands on: a database of its own, the real server (or another) in a process of its own,
 * browser-like clients with sessions, the load generator, the CPU each process spends (from /proc) and the
 * printing of rates and min / median / max. Each benchmark is a file beside this one.
 */

export const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres'
/** The baseline table every bench database has: shaped like `events`, written with plain single-row INSERTs. */
export const RAW_TABLE = 'bench_raw'
/** Concurrent clients of the load generator. */
export const CLIENTS = 8
const HOST = '127.0.0.1'

/** The server the whole-app benchmarks make their database on. */
export const serverUrl = () => process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? LOCAL_SERVER

export const redact = (url: string) => url.replace(/\/\/[^@/]*@/, '//')

export const adminQuery = async (connectionString: string, text: string) => {
  const client = new pg.Client({ connectionString })
  // A lost connection fails the query; unheard, its 'error' event would end the process.
  client.on('error', () => undefined)
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

/** A database of its own on `server`, not migrated; dropped by the returned function. */
export const createDatabase = async (server: string, prefix = 'teamspace_bench') => {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`
  await adminQuery(server, `create database ${name}`)
  const url = new URL(server)
  url.pathname = `/${name}`
  return { name, url: url.toString(), drop: () => adminQuery(server, `drop database if exists ${name} with (force)`) }
}

/** A fresh, migrated database with the raw baseline table, and an owner's connection to it; dropped at the end. */
export const createBenchDatabase = async () => {
  const created = await createDatabase(serverUrl())
  try {
    const owner = await openDatabase({
      databaseUrl: created.url,
      asOwner: true,
      poolSize: 4,
      prepare: async (db) => {
        await sql`create table ${sql.id(RAW_TABLE)} (like events including all)`.execute(db)
        await grantReadTableToApp(db, RAW_TABLE)
      },
    })
    return { url: created.url, owner, drop: async () => (await owner.close(), await created.drop()) }
  } catch (error) {
    await created.drop()
    throw error
  }
}

/** A loopback port nothing listens on (until someone does). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })

export interface ChildServer {
  readonly origin: string
  readonly pid: number | undefined
  stop(): Promise<void>
}

/**
 * A TypeScript entry in a process of its own, listening on a free port (PORT and HOST in its environment);
 * ready once `GET readyPath` answers 2xx (up to a minute: a busy machine starts it slowly).
 */
export const startChild = async (
  entry: string,
  env: (origin: string) => Readonly<Record<string, string>>,
  readyPath = '/api/health',
): Promise<ChildServer> => {
  const port = await freePort()
  const origin = `http://${HOST}:${port}`
  // BENCH_SERVER_PROFILE=<dir>: the process writes a CPU profile there when it stops.
  const profile = process.env.BENCH_SERVER_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`]
    : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
    env: { ...process.env, PORT: String(port), HOST, ...env(origin) },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  let ready = false
  for (let i = 0; i < 600 && child.exitCode === null && !ready; i++) {
    ready = await fetch(`${origin}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    )
    if (!ready) await sleep(100)
  }
  if (!ready) {
    child.kill('SIGTERM')
    await exited
    throw new Error(`${entry} did not start`)
  }
  return {
    origin,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

/** The real server, as `npm start` runs it, in a process of its own. */
export const startServer = (
  databaseUrl: string,
  options: { production?: boolean; env?: Readonly<Record<string, string>> } = {},
) =>
  startChild('services/src/server.ts', (origin) => ({
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: origin,
    // Production serves the built web app (web/dist); the API is the same either way.
    NODE_ENV: options.production ? 'production' : 'development',
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000',
    MEMBER_RATE_LIMIT: '100000',
    ...options.env,
  }))

export interface Client {
  call(method: string, url: string, body?: unknown): Promise<unknown>
  /** The same request, with the response's headers too. */
  request(method: string, url: string, body?: unknown): Promise<{ body: unknown; headers: http.IncomingHttpHeaders }>
  cookie(): string
  close(): void
}

/**
 * A browser-like client: its own session cookie (or the one given), the Origin header, JSON, one kept-alive
 * connection (as a browser's HTTP/1.1 connection to one origin). node:http rather than fetch: the load
 * generator shares the machine with the server and must cost it as little as possible.
 */
export const client = (origin: string, startCookie = ''): Client => {
  let cookie = startCookie
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const request = (method: string, url: string, body?: unknown) =>
    new Promise<{ body: unknown; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const outgoing = http.request(
        `${origin}${url}`,
        {
          method,
          agent,
          headers: {
            origin,
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...(cookie ? { cookie } : {}),
            ...(method === 'GET' ? {} : { 'idempotency-key': nanoid() }),
          },
        },
        (response) => {
          const set = response.headers['set-cookie']?.find((c) => c.startsWith('ts_session='))
          if (set) cookie = set.split(';')[0]!
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => (text += chunk))
          response.on('end', () => {
            const status = response.statusCode ?? 0
            if (status >= 400) reject(new Error(`${method} ${url}: ${status} ${text}`))
            else resolve({ body: text ? (JSON.parse(text) as unknown) : null, headers: response.headers })
          })
        },
      )
      outgoing.on('error', reject)
      outgoing.end(payload)
    })
  return {
    call: async (method, url, body) => (await request(method, url, body)).body,
    request,
    cookie: () => cookie,
    close: () => agent.destroy(),
  }
}

export const PASSWORD = 'correct horse battery staple'

/** A coach with a team and a player; `clients` sessions of that coach. */
export const setUpTeam = async (origin: string, clients: number) => {
  const email = `coach-${nanoid(6).toLowerCase()}@example.org`
  const first = client(origin)
  await first.call('POST', '/api/auth/setup', {
    email,
    password: PASSWORD,
    name: 'Casey Coach',
    teamName: 'Bench United',
    ageGroup: 'U12',
    timeZone: 'UTC',
  })
  const player = (await first.call('POST', '/api/players', { name: 'Robin Runner', jerseyNumber: 9 })) as {
    id: string
  }
  const sessions = [first]
  for (let i = 1; i < clients; i++) {
    const next = client(origin)
    await next.call('POST', '/api/auth/sign-in', { email, password: PASSWORD })
    sessions.push(next)
  }
  return { sessions, playerId: player.id }
}

/** The body of `POST /api/stats`: one player's line of one game. */
export const statLine = (playerId: string) => ({
  playerId,
  gameDate: '2026-09-05',
  opponent: 'Rovers',
  minutesPlayed: 60,
  goals: 1,
  assists: 0,
  yellowCards: 0,
  redCards: 0,
  saves: 0,
})

export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return 0
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** "min / median / max" of `values`, each with `digits` decimals and the unit after. */
export const minMedianMax = (values: readonly number[], unit = 'ms', digits = 1) => {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return '—'
  const figures = [sorted[0]!, median(sorted), sorted.at(-1)!].map((n) => n.toFixed(digits)).join(' / ')
  return unit ? `${figures} ${unit}` : figures
}

/** A positive number option no greater than `max`, or null. */
export const positive = (value: string | undefined, max: number) => {
  const n = Number(value)
  return value !== undefined && Number.isFinite(n) && n > 0 && n <= max ? n : null
}

export interface Phase {
  readonly operations: number
  readonly seconds: number
  readonly latencies: number[]
}

/**
 * The load generator: `workers` loops of `operation` for `seconds`, each waiting for its previous call; with
 * `intervalMs`, each worker starts one every interval instead (an open load, for latencies at a set rate).
 */
export const runPhase = async (
  workers: number,
  seconds: number,
  operation: (worker: number) => Promise<void>,
  intervalMs?: number,
): Promise<Phase> => {
  const latencies: number[] = []
  const started = performance.now()
  const deadline = started + seconds * 1000
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      let next = performance.now() + (intervalMs ? Math.random() * intervalMs : 0)
      while (performance.now() < deadline) {
        if (intervalMs) {
          const wait = next - performance.now()
          if (wait > 0) await sleep(wait)
          next += intervalMs
        }
        const before = performance.now()
        await operation(worker)
        latencies.push(performance.now() - before)
      }
    }),
  )
  return { operations: latencies.length, seconds: (performance.now() - started) / 1000, latencies }
}

/** Prints a phase's rate with its p50 and p99; returns the rate per second. */
export const describePhase = (label: string, phase: Phase) => {
  const rate = phase.operations / phase.seconds
  console.log(
    `${label.padEnd(24)} ${rate.toFixed(0).padStart(6)}/s  (${phase.operations} in ${phase.seconds.toFixed(1)} s; ` +
      `p50 ${percentile(phase.latencies, 50).toFixed(2)} ms, p99 ${percentile(phase.latencies, 99).toFixed(2)} ms)`,
  )
  return rate
}

export const mergePhases = (phases: readonly Phase[]): Phase => ({
  operations: phases.reduce((s, p) => s + p.operations, 0),
  seconds: phases.reduce((s, p) => s + p.seconds, 0),
  latencies: phases.flatMap((p) => p.latencies),
})

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100

/** CPU seconds a process has used (user + system), from /proc; null where it cannot be read. */
const processCpu = async (pid: number) => {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
  } catch {
    return null
  }
}

/** CPU seconds the whole machine spent busy (every core), and the seconds all cores were there for. */
const machineCpu = async () => {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0]!.split(/\s+/).slice(1).map(Number)
  const idle = line[3]! + line[4]!
  const all = line.reduce((sum, n) => sum + n, 0)
  return { busy: (all - idle) / CLOCK_TICKS, all: all / CLOCK_TICKS }
}

/**
 * Where the CPU goes while `run` runs: the server process, this process (the load generator), the Postgres
 * backends of the bench database (read from /proc, so only when Postgres runs on this machine) and everything
 * else on the machine (other work, Postgres' WAL writer). The backends are listed as `run` starts and as it ends:
 * one that connected meanwhile counts with all its CPU (its start-up included); one that ended meanwhile (a pool
 * closes a connection idle for 10 s) is not counted, having been idle.
 */
export const cpuSplit = async <T>(databaseUrl: string, serverPid: number | undefined, run: () => Promise<T>) => {
  const backends = async () => {
    const client = new pg.Client({ connectionString: databaseUrl })
    client.on('error', () => undefined)
    await client.connect()
    try {
      const { rows } = await client.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      )
      return rows.map((row) => row.pid)
    } finally {
      await client.end()
    }
  }
  const backendCpu = async (pids: readonly number[]) =>
    new Map(await Promise.all(pids.map(async (pid) => [pid, await processCpu(pid)] as const)))
  const sample = async (pids: readonly number[]) => ({
    server: serverPid === undefined ? null : await processCpu(serverPid),
    generator: process.cpuUsage(),
    postgres: await backendCpu(pids),
    machine: await machineCpu(),
  })
  const before = await sample(await backends())
  const result = await run()
  const after = await sample(await backends())
  // /proc shows no Postgres backend when the server runs elsewhere (or as another user the bench cannot see).
  const readable = [...before.postgres.values(), ...after.postgres.values()].some((cpu) => cpu !== null)
  const postgres = readable
    ? [...after.postgres].reduce(
        (sum, [pid, cpu]) => (cpu === null ? sum : sum + cpu - (before.postgres.get(pid) ?? 0)),
        0,
      )
    : null
  const generatorUsage = process.cpuUsage(before.generator)
  const generator = (generatorUsage.user + generatorUsage.system) / 1e6
  const server = before.server !== null && after.server !== null ? after.server - before.server : 0
  const machine = after.machine.busy - before.machine.busy
  const capacity = after.machine.all - before.machine.all
  return {
    result,
    seconds: { server, generator, postgres, others: machine - server - generator - (postgres ?? 0), machine, capacity },
  }
}

export type CpuSeconds = Awaited<ReturnType<typeof cpuSplit>>['seconds']

export const addCpu = (a: CpuSeconds | null, b: CpuSeconds): CpuSeconds =>
  a === null
    ? b
    : {
        server: a.server + b.server,
        generator: a.generator + b.generator,
        postgres: a.postgres === null || b.postgres === null ? null : a.postgres + b.postgres,
        others: a.others + b.others,
        machine: a.machine + b.machine,
        capacity: a.capacity + b.capacity,
      }

/** Milliseconds of CPU per operation, or null where it was not read. */
export const perOperationMs = (seconds: number | null, operations: number) =>
  seconds === null || operations === 0 ? null : (1000 * seconds) / operations

/** Prints the CPU milliseconds each process spent per operation, and how busy the machine was. */
export const describeCpu = (
  label: string,
  split: CpuSeconds,
  operations: number,
  names: { server: string | null; generator: string } = { server: 'server', generator: 'load generator' },
) => {
  const ms = (seconds: number | null) => perOperationMs(seconds, operations)?.toFixed(3) ?? 'n/a'
  const parts = [
    ...(names.server === null ? [] : [`${names.server} ${ms(split.server)}`]),
    `${names.generator} ${ms(split.generator)}`,
    `Postgres backends ${ms(split.postgres)}`,
    `everything else ${ms(split.others)}`,
  ]
  console.log(
    `${label.padEnd(24)} CPU ms per operation: ${parts.join(', ')}; ` +
      `machine busy ${((100 * split.machine) / split.capacity).toFixed(0)}%`,
  )
}
