import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import pg from 'pg'
import {
  addCpu,
  CLIENTS,
  client,
  cpuSplit,
  createBenchDatabase,
  describeCpu,
  describePhase,
  median,
  mergePhases,
  minMedianMax,
  perOperationMs,
  percentile,
  positive,
  RAW_TABLE,
  runPhase,
  serverUrl,
  setUpTeam,
  startChild,
  startServer,
  statLine,
  type CpuSeconds,
  type Phase,
} from './harness'

/**
 * The longest a measured phase runs before the next kind takes a turn: noise of the moment hits all three, and no
 * pool sits idle long enough (10 s) to close its connections and open new ones in its next phase.
 */
const PHASE_SECONDS = 2.5
/** Commands sent one at a time to the counting server (after a warm-up), to count their statements. */
const COUNTED = 30

export const usage = `  http     [--seconds N]   ${CLIENTS} clients POST /api/stats over TCP to the real server (a child process), each with its
                           own session, Origin header and JSON; in the same run, in turn phase by phase (≤ 2.5 s), as
                           many clients of a minimal fastify + pg endpoint in a process of its own (the same session
                           lookup and one INSERT; bench/minimal-server.ts) and of raw single-row INSERTs, N seconds
                           of each (default 10); the CPU per operation of each server and of the Postgres backends;
                           the commands paced at half their rate; the statements one command sends, counted per
                           request (a server started with BENCH_COUNT_STATEMENTS=1), and the inline handlers its
                           events went through with the mode each declares. Prints http_command_vs_raw= and, last,
                           http_command_vs_minimal=<commands/s ÷ minimal/s>.`

interface CountedCommand {
  readonly id: string
  readonly before: number
  readonly after: number
  readonly statements: readonly string[]
}

/**
 * The inline handlers a command's events went through and the mode each declares (registry.ts, HandlerMode),
 * which decides its statements: a set-based or writes-only handler travels inside `append_events`, a
 * reads-and-writes one makes the append a transaction of statements of its own. Then every handler's mode, counted.
 */
const describeHandlers = async (databaseUrl: string, requestId: string) => {
  const { projections } = await import('../../app')
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
  try {
    const { rows } = await pool.query<{ type: string }>(
      `select distinct type from events where metadata->>'correlationId' = $1 order by type`,
      [requestId],
    )
    for (const { type } of rows) {
      const handlers = projections.handlersOf(type).map(({ projection, mode }) => `${projection} (${mode})`)
      console.log(`  ${type}: ${handlers.join(', ') || 'no inline handler'}`)
    }
  } finally {
    await pool.end()
  }
  const modes = new Map<string, number>()
  for (const projection of projections.all)
    for (const mode of projection.modes.values()) modes.set(mode, (modes.get(mode) ?? 0) + 1)
  console.log(`inline handlers by declared mode: ${[...modes].map(([mode, n]) => `${mode} ${n}`).join(', ')}`)
}

/**
 * The statements of POST /api/stats, counted per request by a server of their own started with
 * BENCH_COUNT_STATEMENTS=1 (platform/db/statement-count.ts): one command at a time, each followed by a pause for
 * the work it set going (the tailer's read, the wake-up NOTIFY after its 5 ms window) before its counts are read.
 */
const countStatements = async (databaseUrl: string, cookie: string, playerId: string) => {
  const counting = await startServer(databaseUrl, { env: { BENCH_COUNT_STATEMENTS: '1' } })
  const coach = client(counting.origin, cookie)
  try {
    const one = async () => {
      const { headers } = await coach.request('POST', '/api/stats', statLine(playerId))
      const id = headers['x-bench-request-id']
      if (typeof id !== 'string') throw new Error('the server does not count statements (BENCH_COUNT_STATEMENTS)')
      await sleep(100)
      const counted = (await coach.call('GET', `/_bench/statements/${encodeURIComponent(id)}`)) as Omit<
        CountedCommand,
        'id'
      >
      if (counted.before !== Number(headers['x-bench-statements'])) throw new Error('the counts disagree')
      return { ...counted, id }
    }
    for (let i = 0; i < 10; i++) await one() // connections and prepared statements
    const counts: CountedCommand[] = []
    for (let i = 0; i < COUNTED; i++) counts.push(await one())
    return counts
  } finally {
    coach.close()
    await counting.stop()
  }
}

const runHttp = async (seconds: number) => {
  const bench = await createBenchDatabase()
  const server = await startServer(bench.url)
  const minimal = await startChild(
    'services/src/cli/bench/minimal-server.ts',
    () => ({ DATABASE_URL: bench.url }),
    '/health',
  ).catch(async (error: unknown) => {
    await server.stop()
    await bench.drop()
    throw error
  })
  const raw = new pg.Pool({ connectionString: bench.url, max: CLIENTS })
  raw.on('error', () => undefined)
  const minimalClients: ReturnType<typeof client>[] = []
  try {
    console.log(
      `database: ${new URL(serverUrl()).host}, a database of its own; server: ${server.origin}, ` +
        `minimal endpoint: ${minimal.origin} (child processes, ${CLIENTS} clients each)`,
    )
    const { sessions, playerId } = await setUpTeam(server.origin, CLIENTS)
    // The same sessions, looked up by the minimal endpoint in the same database.
    for (const session of sessions) minimalClients.push(client(minimal.origin, session.cookie()))
    const body = statLine(playerId)
    const command = (worker: number) => sessions[worker]!.call('POST', '/api/stats', body).then(() => undefined)
    const minimalCommand = (worker: number) =>
      minimalClients[worker]!.call('POST', '/api/stats', body).then(() => undefined)
    let rawN = 0
    const metadata = JSON.stringify({ teamId: 't', actor: null, commandId: 'c', schemaVersion: 1 })
    const data = JSON.stringify(body)
    const insert = async () => {
      const n = rawN++
      await raw.query(
        `insert into ${RAW_TABLE} (stream_id, stream_version, type, schema_version, team_id, data, metadata)
         values ($1, 1, 'StatLineRecorded', 1, 't', $2::jsonb, $3::jsonb)`,
        [`raw-${n}`, data, metadata],
      )
    }
    // Connections, plans and compiled code, not counted; every backend the phases use is open before they start.
    await runPhase(CLIENTS, 1, command)
    await runPhase(CLIENTS, 1, minimalCommand)
    await runPhase(CLIENTS, 1, insert)

    const kinds = [
      { label: 'POST /api/stats', operation: command, pid: server.pid },
      { label: 'minimal endpoint', operation: minimalCommand, pid: minimal.pid },
      { label: 'raw INSERT', operation: insert, pid: undefined },
    ] as const
    const rounds = Math.max(2, Math.ceil(seconds / PHASE_SECONDS))
    const phases: Phase[][] = kinds.map(() => [])
    const cpu: (CpuSeconds | null)[] = kinds.map(() => null)
    for (let round = 0; round < rounds; round++) {
      for (const [k, kind] of kinds.entries()) {
        const measured = await cpuSplit(bench.url, kind.pid, () => runPhase(CLIENTS, seconds / rounds, kind.operation))
        phases[k]!.push(measured.result)
        cpu[k] = addCpu(cpu[k]!, measured.seconds)
      }
    }
    const [commands, minimals, inserts] = phases.map(mergePhases) as [Phase, Phase, Phase]
    const commandRate = describePhase('POST /api/stats', commands)
    const minimalRate = describePhase('minimal endpoint', minimals)
    const rawRate = describePhase('raw INSERT', inserts)
    const rateOf = (phase: Phase) => phase.operations / phase.seconds
    const byRound = phases[0]!.map((phase, round) => rateOf(phase) / rateOf(phases[1]![round]!))
    console.log(`commands/s ÷ minimal/s, round by round (${rounds}): ${minMedianMax(byRound, '', 2)}`)
    describeCpu('POST /api/stats', cpu[0]!, commands.operations)
    describeCpu('minimal endpoint', cpu[1]!, minimals.operations, {
      server: 'minimal server',
      generator: 'load generator',
    })
    describeCpu('raw INSERT', cpu[2]!, inserts.operations, { server: null, generator: 'load generator' })

    const half = commandRate / 2
    const paced = await runPhase(CLIENTS, seconds / 2, command, (1000 * CLIENTS) / half)
    describePhase(`paced at ${half.toFixed(0)}/s`, paced)

    const counts = await countStatements(bench.url, sessions[0]!.cookie(), playerId)
    const before = counts.map((c) => c.before)
    const all = counts.map((c) => c.before + c.after)
    console.log(
      `statements of one command (${COUNTED} one at a time, counted per request), min / median / max: ` +
        `before the response ${minMedianMax(before, '', 0)}, in all ${minMedianMax(all, '', 0)}`,
    )
    const typical = counts.find((c) => c.before + c.after === median(all)) ?? counts.at(-1)!
    for (const statement of typical.statements) console.log(`  ${statement}`)
    console.log('its events, the inline handlers they went through and the mode each declares:')
    await describeHandlers(bench.url, typical.id)

    const ms = (seconds: number | null, operations: number) => perOperationMs(seconds, operations)?.toFixed(3) ?? 'n/a'
    // The server's and the database's CPU together: what one operation costs the machine, the load generator apart.
    const both = (split: CpuSeconds) => (split.postgres === null ? null : split.server + split.postgres)
    console.log(`http_commands_per_s=${commandRate.toFixed(0)}`)
    console.log(`http_minimal_per_s=${minimalRate.toFixed(0)}`)
    console.log(`http_command_server_cpu_ms=${ms(cpu[0]!.server, commands.operations)}`)
    console.log(`http_command_postgres_cpu_ms=${ms(cpu[0]!.postgres, commands.operations)}`)
    console.log(`http_minimal_server_cpu_ms=${ms(cpu[1]!.server, minimals.operations)}`)
    console.log(`http_minimal_postgres_cpu_ms=${ms(cpu[1]!.postgres, minimals.operations)}`)
    console.log(`http_command_cpu_ms=${ms(both(cpu[0]!), commands.operations)}`)
    console.log(`http_minimal_cpu_ms=${ms(both(cpu[1]!), minimals.operations)}`)
    console.log(`statements_before_response=${median(before)}`)
    console.log(`statements_per_command=${median(all)}`)
    console.log(`http_p50_ms=${percentile(commands.latencies, 50).toFixed(2)}`)
    console.log(`http_p99_ms=${percentile(commands.latencies, 99).toFixed(2)}`)
    console.log(`half_rate_p99_ms=${percentile(paced.latencies, 99).toFixed(2)}`)
    console.log(`http_command_vs_raw=${(commandRate / rawRate).toFixed(2)}`)
    console.log(`http_command_vs_minimal=${(commandRate / minimalRate).toFixed(2)}`)
    return 0
  } finally {
    for (const each of minimalClients) each.close()
    await raw.end()
    await minimal.stop()
    await server.stop()
    await bench.drop()
  }
}

export const run = async (argv: readonly string[]) => {
  const { values } = parseArgs({ args: [...argv], options: { seconds: { type: 'string', default: '10' } } })
  const seconds = positive(values.seconds, 600)
  if (!seconds) return null
  return runHttp(seconds)
}
