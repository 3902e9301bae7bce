import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import type { EventMetadata } from '@teamspace/domain/shared/events'
import { sql, type Kysely } from 'kysely'
import { nanoid } from 'nanoid'
import pg from 'pg'
import { grantReadTableToApp } from '../../../../migrations/support'
// Installs the features' upcasters: events are appended at the schema versions the app writes.
import '../../app'
import { openDatabase, type Database } from '../../platform/db/database'
import type { DB } from '../../platform/db/schema'
import { appendToStream } from '../../platform/event-store/append'
import { AppendNotifier } from '../../platform/live/notifier'
import { loadEmmett, type Emmett, type EmmettStore } from './emmett'
import { addCpu, adminQuery, cpuSplit, describeCpu, LOCAL_SERVER, RAW_TABLE, redact, type CpuSeconds } from './harness'

const WRITERS = 8
/** What an append may cost beyond the bare insert of its row. */
const TARGET_RATIO = 0.8
const SAMPLE_EVERY_MS = 25

export const usage = `  append   [--seconds N] [--streams per-writer|new] [--emmett <folder>]
                           appends single events through the event store with ${WRITERS} concurrent writers, and inserts
                           the same rows straight into a copy of the events table with as many writers, N seconds
                           each (default 10, in alternating halves after a short warm-up); prints both rates and
                           append_vs_raw_ratio=<appends/s ÷ inserts/s> last. --streams per-writer: each writer
                           appends to its own stream, version after version (default); new: every append starts
                           a new stream. Its database: DATABASE_URL, else BENCH_DATABASE_URL, else the local
                           server when it answers, else the embedded database in a temporary folder.
                           --emmett <folder> (or BENCH_EMMETT_DIR): also Emmett's appendToStream, installed in that
                           folder (npm i @event-driven-io/emmett-postgresql @event-driven-io/emmett), with the same
                           writers and streams in a database of its own on the same server, in the same rounds;
                           prints emmett_vs_raw_ratio= and append_vs_emmett=<append ratio ÷ Emmett's> before the ratio.`

type StreamMode = 'per-writer' | 'new'

interface Target {
  readonly label: string
  readonly database: Database
  /** The bench database's URL on a server, to watch its sessions from; none for the embedded database. */
  readonly url?: string
  /** The server's URL and the bench database's name, to make other databases beside it. */
  readonly server?: { readonly url: string; readonly database: string }
  readonly cleanUp: () => Promise<void>
}

/** One writer's unit of work; `n` counts that writer's operations so far. */
type Operation = (writer: number, n: number) => Promise<void>

interface PhaseResult {
  readonly operations: number
  readonly seconds: number
  readonly latenciesMs: readonly number[]
  readonly walBytes: number | null
  /** How often each session state or wait event was seen while the phase ran. */
  readonly activity: ReadonlyMap<string, number>
}

let interrupted = false

const answers = async (connectionString: string) => {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 2000 })
  client.on('error', () => undefined)
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

/**
 * The baseline's table: the same columns, types, defaults, identity and indexes as `events`. LIKE never copies
 * triggers, so the append-only guard (which fires only on UPDATE, DELETE and TRUNCATE anyway) is left out.
 */
const createRawTable = async (owner: Kysely<DB>) => {
  await sql`create table ${sql.id(RAW_TABLE)} (like events including all)`.execute(owner)
  await grantReadTableToApp(owner, RAW_TABLE)
}

const openOnServer = async (serverUrl: string, source: string): Promise<Target> => {
  const name = `teamspace_bench_${randomBytes(4).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const drop = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
  try {
    // Migrated and connected as the server is: the same migrations, session settings and role.
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: WRITERS, prepare: createRawTable })
    return {
      label: `Postgres at ${redact(serverUrl)} (${source}), in a database of its own, ${name}, dropped afterwards`,
      database,
      url: url.toString(),
      server: { url: serverUrl, database: name },
      cleanUp: async () => {
        await database.close()
        await drop()
      },
    }
  } catch (error) {
    await drop()
    throw error
  }
}

const openEmbedded = async (): Promise<Target> => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'teamspace-bench-'))
  const remove = () => rm(dataDir, { recursive: true, force: true })
  try {
    const database = await openDatabase({ dataDir, prepare: createRawTable })
    return {
      label: `the embedded database (PGlite) in ${dataDir}, removed afterwards; one connection, so writers take turns`,
      database,
      cleanUp: async () => {
        await database.close()
        await remove()
      },
    }
  } catch (error) {
    await remove()
    throw error
  }
}

const openTarget = async (): Promise<Target> => {
  if (process.env.DATABASE_URL) return openOnServer(process.env.DATABASE_URL, 'DATABASE_URL')
  if (process.env.BENCH_DATABASE_URL) return openOnServer(process.env.BENCH_DATABASE_URL, 'BENCH_DATABASE_URL')
  if (await answers(LOCAL_SERVER)) return openOnServer(LOCAL_SERVER, 'the local server')
  return openEmbedded()
}

/** Shows that the baseline really is shaped like the log: the same indexes, no trigger. */
const describeTables = async (db: Kysely<DB>) => {
  const { rows } = await sql<{ table: string; indexes: number; triggers: number }>`
    select c.relname as table,
           (select count(*)::int from pg_index i where i.indrelid = c.oid) as indexes,
           (select count(*)::int from pg_trigger t where t.tgrelid = c.oid and not t.tgisinternal) as triggers
    from pg_class c
    where c.relname in ('events', ${RAW_TABLE}) and c.relnamespace = 'public'::regnamespace
    order by c.relname`.execute(db)
  return rows.map((row) => `${row.table}: ${row.indexes} indexes, ${row.triggers} triggers`).join('; ')
}

/** The WAL position (cluster-wide), to show how much each kind of write logs; null where it cannot be read. */
const walPosition = async (db: Kysely<DB>) => {
  try {
    const { rows } = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(db)
    return rows[0]?.lsn ?? null
  } catch {
    return null
  }
}

const walBytesSince = async (db: Kysely<DB>, from: string | null) => {
  if (from === null) return null
  try {
    const { rows } = await sql<{ bytes: string }>`
      select pg_wal_lsn_diff(pg_current_wal_lsn(), ${from}::pg_lsn)::text as bytes`.execute(db)
    return rows[0] ? Number(rows[0].bytes) : null
  } catch {
    return null
  }
}

/**
 * Where the writers' server sessions spend their time: every few milliseconds, each session's state, or for a
 * running statement what it waits on ("Lock:object", "IO:WALSync", or nothing: on CPU). "idle in transaction"
 * is a transaction waiting for the client's next statement, i.e. a round trip.
 */
const sampleActivity = async (client: pg.Client, done: () => boolean) => {
  const seen = new Map<string, number>()
  while (!done()) {
    const { rows } = await client.query<{ activity: string | null; count: number }>(`
      select case when state = 'active' then coalesce(wait_event_type || ':' || wait_event, 'on CPU') else state end as activity,
             count(*)::int as count
      from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
      group by 1`)
    for (const { activity, count } of rows) if (activity) seen.set(activity, (seen.get(activity) ?? 0) + count)
    await sleep(SAMPLE_EVERY_MS)
  }
  return seen
}

/** Runs `operation` in a loop on every writer until the time is up; each writer waits for its previous call. */
const runPhase = async (
  db: Kysely<DB>,
  operation: Operation,
  seconds: number,
  counters: number[],
  sampler?: pg.Client,
): Promise<PhaseResult> => {
  const latenciesMs: number[] = []
  const walFrom = await walPosition(db)
  const started = performance.now()
  const deadline = started + seconds * 1000
  let operations = 0
  let finished = false
  const sampling = sampler ? sampleActivity(sampler, () => finished) : Promise.resolve(new Map<string, number>())
  const writers = Promise.all(
    Array.from({ length: WRITERS }, async (_, writer) => {
      while (!interrupted && performance.now() < deadline) {
        const before = performance.now()
        await operation(writer, counters[writer]!)
        latenciesMs.push(performance.now() - before)
        counters[writer]! += 1
        operations += 1
      }
    }),
  ).finally(() => {
    finished = true
  })
  const [, activity] = await Promise.all([writers, sampling])
  const elapsed = (performance.now() - started) / 1000
  return { operations, seconds: elapsed, latenciesMs, walBytes: await walBytesSince(db, walFrom), activity }
}

const merge = (results: readonly PhaseResult[]): PhaseResult => {
  const activity = new Map<string, number>()
  for (const result of results)
    for (const [key, count] of result.activity) activity.set(key, (activity.get(key) ?? 0) + count)
  return {
    operations: results.reduce((sum, r) => sum + r.operations, 0),
    seconds: results.reduce((sum, r) => sum + r.seconds, 0),
    latenciesMs: results.flatMap((r) => r.latenciesMs),
    walBytes: results.some((r) => r.walBytes === null) ? null : results.reduce((sum, r) => sum + r.walBytes!, 0),
    activity,
  }
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0

/** Prints one kind's figures and returns its rate per second. */
const report = (label: string, result: PhaseResult) => {
  const rate = result.operations / result.seconds
  const sorted = [...result.latenciesMs].sort((a, b) => a - b)
  const wal =
    result.walBytes === null || result.operations === 0
      ? ''
      : `, ~${Math.round(result.walBytes / result.operations)} WAL bytes each`
  console.log(
    `${label.padEnd(7)} ${rate.toFixed(0).padStart(7)}/s  (${result.operations} in ${result.seconds.toFixed(1)} s; ` +
      `latency p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms${wal})`,
  )
  const total = [...result.activity.values()].reduce((sum, count) => sum + count, 0)
  if (total > 0) {
    const shares = [...result.activity]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([activity, count]) => `${activity} ${Math.round((100 * count) / total)}%`)
    console.log(`${''.padEnd(16)}server sessions: ${shares.join(', ')}`)
  }
  return rate
}

/** Emmett's event store in a database of its own on the bench's server, dropped by `cleanUp`. */
const openEmmett = async (emmett: Emmett, server: { url: string; database: string }) => {
  const name = `${server.database}_emmett`
  await adminQuery(server.url, `create database ${name}`)
  const url = new URL(server.url)
  url.pathname = `/${name}`
  const store = emmett.open(url.toString(), WRITERS)
  return {
    store,
    url: url.toString(),
    cleanUp: async () => {
      await store.close().catch(() => undefined)
      await adminQuery(server.url, `drop database if exists ${name} with (force)`)
    },
  }
}

const runAppend = async (seconds: number, streams: StreamMode, emmettFolder: string | undefined) => {
  const emmett = emmettFolder === undefined ? undefined : loadEmmett(emmettFolder)
  const target = await openTarget()
  if (emmett && !target.server) {
    await target.cleanUp()
    throw new Error('--emmett needs a Postgres server (DATABASE_URL, BENCH_DATABASE_URL or the local one)')
  }
  const emmettTarget = emmett && target.server ? await openEmmett(emmett, target.server) : undefined
  const { db } = target.database
  const sampler = target.url ? new pg.Client({ connectionString: target.url }) : undefined
  sampler?.on('error', () => undefined)
  try {
    await sampler?.connect()
    console.log(`database: ${target.label}`)
    if (emmett && emmettTarget) {
      console.log(
        `emmett: @event-driven-io/emmett-postgresql ${emmett.version}, in ${redact(emmettTarget.url)}, dropped afterwards`,
      )
    }
    console.log(`tables: ${await describeTables(db)}`)
    console.log(
      `${WRITERS} writers ${target.url ? `on a pool of ${WRITERS} connections` : 'on its one connection'}, ${seconds} s of each kind; ` +
        `streams: ${streams === 'per-writer' ? 'one per writer, appended version after version' : 'a new one per append'}`,
    )

    const runId = nanoid(6)
    // A stat line is a typical event: a small payload, recorded by a coach during or after a game.
    const data = { playerId: 'player-0001', gameId: 'game-0001', goals: 1, assists: 0, saves: 0, minutes: 40 }
    const teamId = `team-${runId}`
    const metadataFor = (commandId: string): Omit<EventMetadata, 'schemaVersion'> => ({
      teamId,
      actor: { userId: 'user-coach', role: 'coach' },
      commandId,
      correlationId: commandId,
      recordedAt: new Date().toISOString(),
    })

    // One event appended through the event store: the version-checked append with its command id and result
    // recorded (one atomic statement) and the debounced wake-up of other instances (the window's first append sends
    // it itself), as the command path does.
    // The command handler's transaction around it exists for the inline projections: the features' own cost.
    const notifier = new AppendNotifier(db, (error) => console.error(error))
    const append: Operation = async (writer, n) => {
      const commandId = nanoid()
      const [streamId, expectedVersion] =
        streams === 'per-writer' ? [`bench-${runId}-${writer}`, n] : [`bench-${runId}-${writer}-${n}`, 0]
      const notify = notifier.claim()
      await appendToStream(db, {
        streamId,
        streamType: 'bench',
        teamId,
        expectedVersion,
        events: [{ type: 'StatLineRecorded', data }],
        metadata: metadataFor(commandId),
        command: { id: commandId, result: { version: expectedVersion + 1 } },
        ...(notify !== undefined ? { notify } : {}),
      })
      notifier.poke(notify !== undefined)
    }

    // The same row with one plain INSERT, committed on its own: the floor for one durable event.
    const raw: Operation = async (writer, n) => {
      const [streamId, version] =
        streams === 'per-writer' ? [`raw-${runId}-${writer}`, n + 1] : [`raw-${runId}-${writer}-${n}`, 1]
      const metadata = JSON.stringify({ ...metadataFor(nanoid()), schemaVersion: 1 })
      await sql`
        insert into ${sql.id(RAW_TABLE)} (stream_id, stream_version, type, schema_version, team_id, data, metadata)
        values (${streamId}, ${version}, 'StatLineRecorded', 1, ${teamId}, ${JSON.stringify(data)}::jsonb, ${metadata}::jsonb)`.execute(
        db,
      )
    }

    // Emmett's appendToStream with the same event, writers and streams: its own transaction around its own
    // function, the version checked (a stream that must not exist yet for the first append).
    const emmettAppend =
      (store: EmmettStore): Operation =>
      async (writer, n) => {
        const [streamName, version] =
          streams === 'per-writer' ? [`bench-${runId}-${writer}`, n] : [`bench-${runId}-${writer}-${n}`, 0]
        await store.appendToStream(streamName, [{ type: 'StatLineRecorded', data }], {
          expectedStreamVersion: version === 0 ? emmett!.streamDoesNotExist : BigInt(version),
        })
      }
    const kinds: { label: string; operation: Operation; url?: string; counters: number[] }[] = [
      { label: 'append', operation: append, ...(target.url ? { url: target.url } : {}), counters: [] },
      { label: 'raw', operation: raw, ...(target.url ? { url: target.url } : {}), counters: [] },
      ...(emmettTarget
        ? [{ label: 'emmett', operation: emmettAppend(emmettTarget.store), url: emmettTarget.url, counters: [] }]
        : []),
    ]
    for (const kind of kinds) kind.counters = Array<number>(WRITERS).fill(0)

    // Connections, plans, the streams' first rows (and Emmett's schema, made on its first append), not counted.
    const warmUp = Math.min(1, seconds / 5)
    for (const kind of kinds) await runPhase(db, kind.operation, warmUp, kind.counters)

    // Alternating halves, so that neither kind alone meets a checkpoint or the bigger table. On a server on this
    // machine, the CPU each kind costs this process and the database's sessions is read from /proc as well (each
    // kind's own database's sessions).
    const results = new Map<string, PhaseResult[]>(kinds.map((kind) => [kind.label, []]))
    const cpu = new Map<string, CpuSeconds | null>(kinds.map((kind) => [kind.label, null]))
    for (let half = 0; half < 2; half++) {
      for (const kind of kinds) {
        const phase = () =>
          runPhase(db, kind.operation, seconds / 2, kind.counters, kind.url === target.url ? sampler : undefined)
        if (!kind.url) {
          results.get(kind.label)!.push(await phase())
          continue
        }
        const measured = await cpuSplit(kind.url, undefined, phase)
        results.get(kind.label)!.push(measured.result)
        cpu.set(kind.label, addCpu(cpu.get(kind.label) ?? null, measured.seconds))
      }
    }
    if (interrupted) return 130

    const rates = new Map(kinds.map((kind) => [kind.label, report(kind.label, merge(results.get(kind.label)!))]))
    const names = { server: null, generator: 'this process' }
    for (const kind of kinds) {
      const split = cpu.get(kind.label)
      if (split) describeCpu(kind.label, split, merge(results.get(kind.label)!).operations, names)
    }
    const appendRate = rates.get('append') ?? 0
    const rawRate = rates.get('raw') ?? 0
    const ratio = rawRate > 0 ? appendRate / rawRate : 0
    const emmettRate = rates.get('emmett')
    if (emmettRate !== undefined) {
      const emmettRatio = rawRate > 0 ? emmettRate / rawRate : 0
      console.log(`emmett_vs_raw_ratio=${emmettRatio.toFixed(2)}`)
      console.log(`append_vs_emmett=${emmettRatio > 0 ? (ratio / emmettRatio).toFixed(2) : 'n/a'}`)
    }
    if (ratio < TARGET_RATIO) console.log(`appends reach less than ${TARGET_RATIO} of the raw insert rate`)
    console.log(`append_vs_raw_ratio=${ratio.toFixed(2)}`)
    return 0
  } finally {
    await sampler?.end().catch(() => undefined)
    await emmettTarget?.cleanUp()
    await target.cleanUp()
  }
}

export const run = async (argv: readonly string[]) => {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      seconds: { type: 'string', default: '10' },
      streams: { type: 'string', default: 'per-writer' },
      emmett: { type: 'string' },
    },
  })
  const seconds = Number(values.seconds)
  const streams = values.streams
  if (!(Number.isFinite(seconds) && seconds > 0 && seconds <= 600)) return null
  if (streams !== 'per-writer' && streams !== 'new') return null
  // Ctrl-C ends the phases early; the bench's database is still dropped.
  process.on('SIGINT', () => {
    interrupted = true
  })
  const emmett = values.emmett ?? (process.env.BENCH_EMMETT_DIR || undefined)
  return runAppend(seconds, streams, emmett)
}
