import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { createBenchDatabase, percentile, positive, setUpTeam, startServer, statLine } from './harness'
import { seedLog } from './seed'

export const usage = `  growth   [--events N]    command p50 with 1,000 events in the log and with N (default 200000); prints
                           latency_growth=<p50 at N ÷ p50 at 1,000> last.`

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

export const run = async (argv: readonly string[]) => {
  const { values } = parseArgs({ args: [...argv], options: { events: { type: 'string', default: '200000' } } })
  const events = positive(values.events, 10_000_000)
  if (!events) return null
  return runGrowth(Math.max(Math.round(events), 2000))
}
