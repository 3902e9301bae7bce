import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { currentSchemaVersion } from '@teamspace/domain/shared/upcasting'
import { sql, type Kysely } from 'kysely'
import { nanoid } from 'nanoid'
import pg from 'pg'
import WebSocket from 'ws'
import { grantReadTableToApp } from '../../../migrations/support'
import { buildApp, projections } from '../app'
import { openDatabase } from '../platform/db/database'
import type { DB } from '../platform/db/schema'
import { upcasters } from '../platform/event-store/upcasters'
import { analyzeLog, rebuildProjections, verifyProjections } from '../platform/projections/rebuild'
import { DiskStorage } from '../platform/storage/storage'
import { addCpu, cpuSplit, describeCpu, type CpuSeconds } from './bench-cpu'

/**
 * The whole-app benchmarks: `http` (commands over TCP against the real server, against raw inserts in the same
 * run), `rebuild` (projections rebuilt and verified from a seeded log), `growth` (command latency as the log
 * grows) and `live` (commit → notice on many sockets). Each prints its figure last.
 */

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres'
const RAW_TABLE = 'bench_raw'
const CLIENTS = 8
const ORIGIN_HOST = '127.0.0.1'
/** How long the `live --foreign-tx` bench holds each transaction of the other database open. */
const FOREIGN_TX_SECONDS = 3

export const appBenchUsage = `usage: npm run bench -- http|rebuild|growth|live|firstpaint|gallery|reset [options]
  http     [--seconds N]   ${CLIENTS} clients POST /api/stats over TCP to the real server (a child process), each with
                           its own session, Origin header and JSON, alternating with ${CLIENTS} clients of raw single-row
                           INSERTs; then the same commands paced at half the measured rate; and the SQL round trips
                           of one command. Prints http_command_vs_raw=<commands/s ÷ inserts/s> last.
  rebuild  [--events N] [--shape season|team-by-team]
                           seeds N events (default 200000; teams and players first, then game days across teams,
                           or each team whole in turn), rebuilds and then verifies every projection; prints
                           rebuild_events_per_s= and verify_events_per_s= last.
  growth   [--events N]    command p50 with 1,000 events in the log and with N (default 200000); prints
                           latency_growth=<p50 at N ÷ p50 at 1,000> last.
  live     [--sockets N] [--chat] [--foreign-tx]
                           N sockets (default 100) of one team; commands (stat lines, or with --chat messages in
                           one chat thread) committed one after another, 20 ms apart; prints the commit → notice
                           p50 and p95 (live_notice_p95_ms= last). With --foreign-tx, a transaction with an
                           uncommitted INSERT is held open meanwhile in another database of the same server,
                           committed and opened again every ${FOREIGN_TX_SECONDS} s (another tenant's long transaction).
  firstpaint [--runs N] [--no-build]
                           builds the web app, starts the real server serving it, signs a coach in and opens
                           /dashboard N times (default 5) in Chromium with the CPU slowed 4×, each time with an
                           empty cache: when the first content, the shell's navigation, the loading skeleton and
                           the team's data were painted (medians); prints first_paint_ms= last.
  gallery  [--photos N] [--runs N]
                           a team's gallery of N photos (default 2000; 20 uploaded through the API, the rest seeded
                           as PhotoUploaded events and projected by the gallery projection's rebuild, sharing the
                           uploaded photos' files); a fresh connection then asks for the grid's first page and its
                           first thumbnail, N times (default 5): min / median / max; prints
                           gallery_first_thumbnail_ms=<median> last.
  reset    [--requests N]  password-reset requests to the real server with its mail server down (SMTP_URL at a closed
                           port): N (default 200) for addresses with an account and N for addresses without,
                           interleaved; prints both medians and reset_known_vs_unknown=<known ÷ unknown> last.
  The server: BENCH_DATABASE_URL, else DATABASE_URL, else ${LOCAL_SERVER}; the bench creates a database of its own
  and drops it at the end.`

const serverUrl = () => process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? LOCAL_SERVER

const adminQuery = async (connectionString: string, text: string) => {
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

/** A fresh, migrated database with the raw baseline table; dropped by the returned function. */
export const createBenchDatabase = async () => {
  const server = serverUrl()
  const name = `teamspace_bench_${randomBytes(4).toString('hex')}`
  await adminQuery(server, `create database ${name}`)
  const url = new URL(server)
  url.pathname = `/${name}`
  const drop = () => adminQuery(server, `drop database if exists ${name} with (force)`)
  const owner = await openDatabase({
    databaseUrl: url.toString(),
    asOwner: true,
    poolSize: 4,
    prepare: async (db) => {
      await sql`create table ${sql.id(RAW_TABLE)} (like events including all)`.execute(db)
      await grantReadTableToApp(db, RAW_TABLE)
    },
  })
  return { url: url.toString(), owner, drop: async () => (await owner.close(), await drop()) }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.listen(0, ORIGIN_HOST, () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })

/** The real server, as `npm start` runs it, in a process of its own. */
export const startServer = async (
  databaseUrl: string,
  options: { production?: boolean; env?: Readonly<Record<string, string>> } = {},
) => {
  const port = await freePort()
  const origin = `http://${ORIGIN_HOST}:${port}`
  // BENCH_SERVER_PROFILE=<dir>: the server writes a CPU profile there when it stops.
  const profile = process.env.BENCH_SERVER_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`]
    : []
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', 'services/src/server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: ORIGIN_HOST,
      PUBLIC_URL: origin,
      // Production serves the built web app (web/dist); the API is the same either way.
      NODE_ENV: options.production ? 'production' : 'development',
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      MEMBER_RATE_LIMIT: '100000',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let i = 0; i < 300; i++) {
    try {
      const response = await fetch(`${origin}/api/health`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  return {
    origin,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    },
  }
}

/**
 * A browser-like client: its own session cookie, the Origin header, JSON, one kept-alive connection (as a
 * browser's HTTP/1.1 connection to one origin). node:http rather than fetch: the load generator shares the
 * machine with the server and must cost it as little as possible.
 */
export const client = (origin: string) => {
  let cookie = ''
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const call = (method: string, url: string, body?: unknown) =>
    new Promise<unknown>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const request = http.request(
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
            else resolve(text ? (JSON.parse(text) as unknown) : null)
          })
        },
      )
      request.on('error', reject)
      request.end(payload)
    })
  return { call, cookie: () => cookie, close: () => agent.destroy() }
}

const PASSWORD = 'correct horse battery staple'

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

interface Phase {
  readonly operations: number
  readonly seconds: number
  readonly latencies: number[]
}

/** `workers` loops of `operation` for `seconds`; with `intervalMs`, each worker starts one every interval. */
const runPhase = async (
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

const describe = (label: string, phase: Phase) => {
  const rate = phase.operations / phase.seconds
  console.log(
    `${label.padEnd(24)} ${rate.toFixed(0).padStart(6)}/s  (${phase.operations} in ${phase.seconds.toFixed(1)} s; ` +
      `p50 ${percentile(phase.latencies, 50).toFixed(2)} ms, p99 ${percentile(phase.latencies, 99).toFixed(2)} ms)`,
  )
  return rate
}

const merge = (phases: readonly Phase[]): Phase => ({
  operations: phases.reduce((s, p) => s + p.operations, 0),
  seconds: phases.reduce((s, p) => s + p.seconds, 0),
  latencies: phases.flatMap((p) => p.latencies),
})

/**
 * The SQL statements one POST /api/stats sends before its response, counted in this process with a hook on the
 * driver: the app built as the server builds it, on the same database, with a real session cookie.
 */
const countRoundTrips = async (databaseUrl: string, cookie: string, playerId: string) => {
  const database = await openDatabase({ databaseUrl, migrate: false, poolSize: 2 })
  const origin = 'http://127.0.0.1:9'
  const app = await buildApp({
    database,
    publicOrigin: origin,
    logger: false,
    storage: new DiskStorage(path.join(os.tmpdir(), 'teamspace-bench-uploads')),
  })
  const seen: string[] = []
  let counting = false
  // Statements of this request up to its response: not a new connection's role, the live tailer's reads of the log or the wake-up
  // NOTIFY sent after commit, which run beside it.
  const beside = /^\s*(set role|\(select \*, true as readable from events|select pg_notify)/
  app.addHook('onResponse', async () => {
    counting = false
  })
  const driver = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }
  const query = driver.query
  driver.query = function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text
    const line = String(text).replace(/\s+/g, ' ')
    if (counting && !beside.test(line)) seen.push(line.slice(0, 100))
    return query.apply(this, args)
  }
  try {
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/stats',
        headers: { origin, cookie, 'idempotency-key': nanoid() },
        payload: statLine(playerId),
      })
    await send() // connections and plans
    counting = true
    const response = await send()
    counting = false
    if (response.statusCode !== 201) throw new Error(`POST /api/stats: ${response.statusCode} ${response.body}`)
    return seen
  } finally {
    driver.query = query
    await app.close()
    await database.close()
  }
}

const runHttp = async (seconds: number) => {
  const bench = await createBenchDatabase()
  const server = await startServer(bench.url)
  const raw = new pg.Pool({ connectionString: bench.url, max: CLIENTS })
  raw.on('error', () => undefined)
  try {
    console.log(
      `database: ${new URL(serverUrl()).host}, a database of its own; server: ${server.origin} (child process)`,
    )
    const { sessions, playerId } = await setUpTeam(server.origin, CLIENTS)
    const command = (worker: number) =>
      sessions[worker]!.call('POST', '/api/stats', statLine(playerId)).then(() => undefined)
    let rawN = 0
    const metadata = JSON.stringify({ teamId: 't', actor: null, commandId: 'c', schemaVersion: 1 })
    const data = JSON.stringify(statLine(playerId))
    const insert = async () => {
      const n = rawN++
      await raw.query(
        `insert into ${RAW_TABLE} (stream_id, stream_version, type, schema_version, team_id, data, metadata)
         values ($1, 1, 'StatLineRecorded', 1, 't', $2::jsonb, $3::jsonb)`,
        [`raw-${n}`, data, metadata],
      )
    }
    await runPhase(CLIENTS, 1, command)
    await runPhase(CLIENTS, 1, insert)
    const commands: Phase[] = []
    const inserts: Phase[] = []
    let commandCpu: CpuSeconds | null = null
    let insertCpu: CpuSeconds | null = null
    for (let half = 0; half < 2; half++) {
      const c = await cpuSplit(bench.url, server.pid, () => runPhase(CLIENTS, seconds / 2, command))
      commands.push(c.result)
      commandCpu = commandCpu ? addCpu(commandCpu, c.seconds) : c.seconds
      const i = await cpuSplit(bench.url, server.pid, () => runPhase(CLIENTS, seconds / 2, insert))
      inserts.push(i.result)
      insertCpu = insertCpu ? addCpu(insertCpu, i.seconds) : i.seconds
    }
    const commandRate = describe('POST /api/stats', merge(commands))
    const rawRate = describe('raw INSERT', merge(inserts))
    describeCpu('POST /api/stats', commandCpu!, merge(commands).operations)
    describeCpu('raw INSERT', insertCpu!, merge(inserts).operations)
    const half = commandRate / 2
    const paced = await runPhase(CLIENTS, seconds / 2, command, (1000 * CLIENTS) / half)
    describe(`paced at ${half.toFixed(0)}/s`, paced)
    const statements = await countRoundTrips(bench.url, sessions[0]!.cookie(), playerId)
    console.log(`statements before the response of one command: ${statements.length}`)
    for (const statement of statements) console.log(`  ${statement}`)
    console.log(`round_trips_per_command=${statements.length}`)
    console.log(`http_p50_ms=${percentile(merge(commands).latencies, 50).toFixed(2)}`)
    console.log(`http_p99_ms=${percentile(merge(commands).latencies, 99).toFixed(2)}`)
    console.log(`half_rate_p99_ms=${percentile(paced.latencies, 99).toFixed(2)}`)
    console.log(`http_command_vs_raw=${(commandRate / rawRate).toFixed(2)}`)
    return 0
  } finally {
    await raw.end()
    await server.stop()
    await bench.drop()
  }
}

type SeedShape = 'season' | 'team-by-team'

/**
 * Appends a plausible log straight into the events table (the owner may insert; the log is never updated):
 * teams of 20 players and 180 stat lines each. `season`: every team and its players first, then the stat lines
 * of game after game across the teams, as a busy site's log reads. `team-by-team`: each team whole before the
 * next, the shape in which consecutive events of one type are shortest (20 players, then 180 lines).
 */
const seedLog = async (db: Kysely<DB>, events: number, shape: SeedShape = 'season', prefix = nanoid(5)) => {
  const at = '2026-09-05T10:00:00.000Z'
  const actor = { userId: 'user-coach', role: 'coach' }
  const PLAYERS = 20
  const LINES = 180
  type Row = { stream_id: string; stream_version: number; type: string; team_id: string; data: object }
  // Each event at its type's current schema version, as the app writes them: nothing to upcast on rebuild.
  let rows: (Row & { schema_version: number })[] = []
  let written = 0
  const flush = async () => {
    if (rows.length === 0) return
    await sql`
      insert into events (stream_id, stream_version, type, schema_version, team_id, data, metadata)
      select r.stream_id, r.stream_version, r.type, r.schema_version, r.team_id, r.data,
             jsonb_build_object('teamId', r.team_id, 'actor', ${JSON.stringify(actor)}::jsonb, 'commandId', 'seed',
                                'correlationId', 'seed', 'recordedAt', ${at}::text, 'schemaVersion', r.schema_version)
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(stream_id text, stream_version int, type text, team_id text, data jsonb, schema_version int)`.execute(db)
    written += rows.length
    rows = []
  }
  const push = async (row: Row) => {
    rows.push({ ...row, schema_version: currentSchemaVersion(upcasters(), row.type) })
    if (rows.length >= 5000) await flush()
  }
  const teamCount = Math.max(1, Math.ceil(events / (2 + PLAYERS + LINES)))
  const teamId = (team: number) => `${prefix}-team-${team}`
  const playerId = (team: number, i: number) => `${teamId(team)}-p${i}`
  const teamEvents = async (team: number) => {
    const id = teamId(team)
    await push({
      stream_id: `team-${id}`,
      stream_version: 1,
      type: 'TeamCreated',
      team_id: id,
      data: { teamId: id, name: `Team ${team}`, ageGroup: 'U12', timeZone: 'UTC', createdAt: at },
    })
    await push({
      stream_id: `team-${id}`,
      stream_version: 2,
      type: 'MemberJoined',
      team_id: id,
      data: { teamId: id, userId: `${id}-coach`, role: 'coach', familyId: `${id}-f`, inviteId: null, joinedAt: at },
    })
  }
  const playerEvents = async (team: number) => {
    for (let i = 0; i < PLAYERS; i++) {
      await push({
        stream_id: `player-${playerId(team, i)}`,
        stream_version: 1,
        type: 'PlayerAdded',
        team_id: teamId(team),
        data: {
          teamId: teamId(team),
          playerId: playerId(team, i),
          jerseyNumber: i + 1,
          position: 'Forward',
          addedAt: at,
        },
      })
    }
  }
  const lineEvent = (team: number, line: number) => {
    const statLineId = `${teamId(team)}-l${line}`
    return push({
      stream_id: `statline-${statLineId}`,
      stream_version: 1,
      type: 'StatLineRecorded',
      team_id: teamId(team),
      data: {
        teamId: teamId(team),
        statLineId,
        playerId: playerId(team, line % PLAYERS),
        gameId: null,
        gameDate: '2026-09-05',
        opponent: 'Rovers',
        minutesPlayed: 60,
        goals: line % 3,
        assists: line % 2,
        yellowCards: 0,
        redCards: 0,
        saves: 0,
        keyPlays: [],
        recordedAt: at,
      },
    })
  }
  const full = () => written + rows.length >= events
  if (shape === 'team-by-team') {
    for (let team = 0; team < teamCount && !full(); team++) {
      await teamEvents(team)
      await playerEvents(team)
      for (let line = 0; line < LINES && !full(); line++) await lineEvent(team, line)
    }
  } else {
    for (let team = 0; team < teamCount; team++) await teamEvents(team)
    for (let team = 0; team < teamCount; team++) await playerEvents(team)
    // A game day: each team records its squad's lines.
    for (let game = 0; game < LINES / PLAYERS && !full(); game++)
      for (let team = 0; team < teamCount && !full(); team++)
        for (let i = 0; i < PLAYERS && !full(); i++) await lineEvent(team, game * PLAYERS + i)
  }
  await flush()
  return written
}

const runRebuild = async (events: number, shape: SeedShape) => {
  const bench = await createBenchDatabase()
  try {
    const { db } = bench.owner
    const started = performance.now()
    const seeded = await seedLog(db, events, shape)
    await sql`analyze events`.execute(db)
    console.log(`seeded ${seeded} events (${shape}) in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    // Every projection at once, as `npm run projections -- rebuild` and `verify` do: one read of the log.
    const rebuilding = performance.now()
    await rebuildProjections(db, projections.all)
    console.log(
      `rebuild (${projections.all.length} projections) ${((performance.now() - rebuilding) / 1000).toFixed(2)} s`,
    )
    const analyzing = performance.now()
    await analyzeLog(db)
    const rebuildSeconds = (performance.now() - rebuilding) / 1000
    console.log(`analyze events ${((performance.now() - analyzing) / 1000).toFixed(2)} s`)
    const verifying = performance.now()
    const differences = await verifyProjections(db, projections.all)
    const verifySeconds = (performance.now() - verifying) / 1000
    console.log(`verify (${projections.all.length} projections) ${verifySeconds.toFixed(2)} s`)
    for (const [i, differing] of differences.entries()) {
      if (differing.length > 0) throw new Error(`verify found differences in ${projections.all[i]!.name}`)
    }
    console.log(`rebuild_events_per_s=${Math.round(seeded / rebuildSeconds)}`)
    console.log(`verify_events_per_s=${Math.round(seeded / verifySeconds)}`)
    return 0
  } finally {
    await bench.drop()
  }
}

/** One client's commands, one after another: the latency of a command alone. */
const sequentialP50 = async (call: () => Promise<unknown>, count: number) => {
  const latencies: number[] = []
  for (let i = 0; i < count; i++) {
    const before = performance.now()
    await call()
    latencies.push(performance.now() - before)
  }
  return percentile(latencies, 50)
}

const runGrowth = async (events: number) => {
  const bench = await createBenchDatabase()
  const server = await startServer(bench.url)
  try {
    const { sessions, playerId } = await setUpTeam(server.origin, 1)
    const coach = sessions[0]!
    const command = () => coach.call('POST', '/api/stats', statLine(playerId))
    await seedLog(bench.owner.db, 1000)
    await sequentialP50(command, 50)
    const small = await sequentialP50(command, 300)
    console.log(`p50 at ~1,000 events: ${small.toFixed(2)} ms`)
    // The grown log, as a busy season leaves it, with no fresh planner statistics (as between autovacuum runs).
    await seedLog(bench.owner.db, events - 1000)
    await sleep(2000) // the server's tailer reads what was appended
    await sequentialP50(command, 50)
    const large = await sequentialP50(command, 300)
    console.log(`p50 at ~${events.toLocaleString('en')} events: ${large.toFixed(2)} ms`)
    console.log(`latency_growth=${(large / small).toFixed(2)}`)
    return 0
  } finally {
    await server.stop()
    await bench.drop()
  }
}

/**
 * Another database of the same server where a transaction with an uncommitted INSERT is always open: committed
 * and opened again every FOREIGN_TX_SECONDS, until stopped (as another tenant's import would).
 */
const holdForeignTransactions = async () => {
  const server = serverUrl()
  const name = `teamspace_bench_foreign_${randomBytes(4).toString('hex')}`
  await adminQuery(server, `create database ${name}`)
  const url = new URL(server)
  url.pathname = `/${name}`
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  await client.query('create table imported (n integer)')
  let stopped = false
  let opened = 0
  const loop = (async () => {
    while (!stopped) {
      await client.query('begin')
      await client.query('insert into imported values ($1)', [++opened])
      for (let waited = 0; waited < FOREIGN_TX_SECONDS * 1000 && !stopped; waited += 50) await sleep(50)
      await client.query('commit')
    }
  })()
  return {
    stop: async () => {
      stopped = true
      await loop
      await client.end()
      await adminQuery(server, `drop database if exists ${name} with (force)`)
      return opened
    },
  }
}

/** What each round of the `live` bench commits: a stat line, or a chat message in one thread. */
type LiveSubject = 'stats' | 'chat'

const runLive = async (socketCount: number, subject: LiveSubject, options: { foreignTx: boolean }) => {
  const bench = await createBenchDatabase()
  const server = await startServer(bench.url)
  const sockets: WebSocket[] = []
  let foreign: Awaited<ReturnType<typeof holdForeignTransactions>> | null = null
  try {
    // A session may hold 8 sockets, as 8 tabs.
    const { sessions, playerId } = await setUpTeam(server.origin, Math.ceil(socketCount / 8))
    const waiting = new Set<() => void>()
    let received = 0
    for (let i = 0; i < socketCount; i++) {
      const session = sessions[i % sessions.length]!
      const socket = new WebSocket(`${server.origin.replace('http', 'ws')}/api/live`, {
        headers: { origin: server.origin, cookie: session.cookie() },
      })
      socket.on('message', () => {
        received++
        for (const wake of waiting) wake()
      })
      await new Promise((resolve, reject) =>
        socket
          .once('open', resolve)
          .once('error', reject)
          .once('unexpected-response', () => reject(new Error('refused'))),
      )
      sockets.push(socket)
    }
    const thread =
      subject === 'chat'
        ? ((await sessions[0]!.call('POST', '/api/chat/threads', { title: 'Match day' })) as { id: string })
        : null
    const commit = () =>
      thread
        ? sessions[0]!.call('POST', `/api/chat/threads/${thread.id}/messages`, { content: 'On our way!' })
        : sessions[0]!.call('POST', '/api/stats', statLine(playerId))
    const noticeTimes: number[] = []
    const rounds = 50
    if (options.foreignTx) foreign = await holdForeignTransactions()
    for (let round = 0; round < rounds; round++) {
      const target = received + socketCount
      const committed = await (async () => {
        await commit()
        return performance.now()
      })()
      const began = committed
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`notices missing: ${target - received}`)), 10_000)
        const check = () => {
          if (received >= target) {
            waiting.delete(check)
            clearTimeout(timer)
            resolve()
          }
        }
        waiting.add(check)
        check()
      })
      noticeTimes.push(performance.now() - began)
      await sleep(20)
    }
    const opened = await foreign?.stop()
    foreign = null
    console.log(
      `${socketCount} sockets, ${rounds} ${subject === 'chat' ? 'chat messages' : 'stat lines'}: time from the command's response to the last socket's notice` +
        (opened ? ` (${opened} transactions held open in another database meanwhile)` : ''),
    )
    console.log(`live_notice_p50_ms=${percentile(noticeTimes, 50).toFixed(2)}`)
    console.log(`live_notice_p95_ms=${percentile(noticeTimes, 95).toFixed(2)}`)
    return 0
  } finally {
    await foreign?.stop()
    for (const socket of sockets) socket.terminate()
    await server.stop()
    await bench.drop()
  }
}

export const runAppBench = async (argv: readonly string[]): Promise<number> => {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      seconds: { type: 'string', default: '10' },
      events: { type: 'string', default: '200000' },
      sockets: { type: 'string', default: '100' },
      shape: { type: 'string', default: 'season' },
      runs: { type: 'string', default: '5' },
      photos: { type: 'string', default: '2000' },
      'no-build': { type: 'boolean', default: false },
      chat: { type: 'boolean', default: false },
      'foreign-tx': { type: 'boolean', default: false },
      requests: { type: 'string', default: '200' },
    },
  })
  const number = (value: string, max: number) => {
    const n = Number(value)
    return Number.isFinite(n) && n > 0 && n <= max ? n : null
  }
  const seconds = number(values.seconds, 600)
  const events = number(values.events, 10_000_000)
  const sockets = number(values.sockets, 5000)
  if (!seconds || !events || !sockets || positionals.length !== 1) {
    console.error(appBenchUsage)
    return 2
  }
  switch (positionals[0]) {
    case 'http':
      return runHttp(seconds)
    case 'rebuild':
      return runRebuild(events, values.shape === 'team-by-team' ? 'team-by-team' : 'season')
    case 'growth':
      return runGrowth(Math.max(events, 2000))
    case 'live':
      return runLive(sockets, values.chat ? 'chat' : 'stats', { foreignTx: values['foreign-tx'] })
    case 'gallery': {
      const { runGalleryBench } = await import('./bench-gallery')
      return runGalleryBench({
        photos: Math.round(number(values.photos, 100_000) ?? 2000),
        runs: Math.round(number(values.runs, 100) ?? 5),
      })
    }
    case 'reset': {
      const { runResetBench } = await import('./bench-reset')
      return runResetBench({ requests: Math.round(number(values.requests, 100_000) ?? 200) })
    }
    case 'firstpaint': {
      const { runFirstPaint } = await import('./bench-firstpaint')
      return runFirstPaint({ runs: Math.round(number(values.runs, 50) ?? 5), build: !values['no-build'] })
    }
    default:
      console.error(appBenchUsage)
      return 2
  }
}
