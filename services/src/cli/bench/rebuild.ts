import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { projections } from '../../app'
import { analyzeLog, rebuildProjections, verifyProjections, type Timeline } from '../../platform/projections/rebuild'
import { cpuSplit, createBenchDatabase, positive, type CpuSeconds } from './harness'
import { seedLog, type SeedShape } from './seed'

export const usage = `  rebuild  [--events N] [--shape season|team-by-team]
                           seeds N events (default 200000; teams and players first, then game days across teams,
                           or each team whole in turn), rebuilds and then verifies every projection; prints
                           the CPU each took (BENCH_TIMELINE=1: each step's time), then
                           rebuild_events_per_s= and verify_events_per_s= last.`

/**
 * With BENCH_TIMELINE=1, each step's time and its share of the whole, the steps of every projection together
 * (a projection's apply and index steps are named `apply: <name>`, `indexes: <name>`).
 */
const timeline = () => {
  if (process.env.BENCH_TIMELINE !== '1') return { record: undefined, print: () => undefined }
  const steps = new Map<string, number>()
  const record: Timeline = (step, ms) => steps.set(step, (steps.get(step) ?? 0) + ms)
  const print = (label: string, totalMs: number) => {
    for (const [step, ms] of [...steps].sort((a, b) => b[1] - a[1])) {
      if (ms < 0.005 * totalMs) continue
      console.log(
        `  ${label} ${step.padEnd(36)} ${ms.toFixed(0).padStart(6)} ms ${((100 * ms) / totalMs).toFixed(1).padStart(5)} %`,
      )
    }
    steps.clear()
  }
  return { record, print }
}

/** The CPU this process and the bench database's Postgres sessions spent, in seconds. */
const describeCpuSeconds = (label: string, seconds: CpuSeconds) =>
  console.log(
    `${label} CPU: Postgres backends ${seconds.postgres?.toFixed(2) ?? 'n/a'} s, this process ${seconds.generator.toFixed(2)} s, ` +
      `everything else ${seconds.others.toFixed(2)} s (machine ${((100 * seconds.machine) / seconds.capacity).toFixed(0)} % busy)`,
  )

const runRebuild = async (events: number, shape: SeedShape) => {
  const bench = await createBenchDatabase()
  try {
    const { db } = bench.owner
    const steps = timeline()
    const started = performance.now()
    const seeded = await seedLog(db, events, shape)
    await sql`analyze events`.execute(db)
    console.log(`seeded ${seeded} events (${shape}) in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    // Every projection at once, as `npm run projections -- rebuild` and `verify` do: one read of the log.
    const rebuilding = performance.now()
    const rebuilt = await cpuSplit(bench.url, undefined, async () => {
      await rebuildProjections(db, projections.all, { timeline: steps.record })
      console.log(
        `rebuild (${projections.all.length} projections) ${((performance.now() - rebuilding) / 1000).toFixed(2)} s`,
      )
      const analyzing = performance.now()
      await analyzeLog(db)
      steps.record?.('analyze events', performance.now() - analyzing)
      console.log(`analyze events ${((performance.now() - analyzing) / 1000).toFixed(2)} s`)
    })
    const rebuildSeconds = (performance.now() - rebuilding) / 1000
    steps.print('rebuild', 1000 * rebuildSeconds)
    describeCpuSeconds('rebuild', rebuilt.seconds)
    const verifying = performance.now()
    const verified = await cpuSplit(bench.url, undefined, () =>
      verifyProjections(db, projections.all, { timeline: steps.record }),
    )
    const differences = verified.result
    const verifySeconds = (performance.now() - verifying) / 1000
    console.log(`verify (${projections.all.length} projections) ${verifySeconds.toFixed(2)} s`)
    steps.print('verify', 1000 * verifySeconds)
    describeCpuSeconds('verify', verified.seconds)
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

export const run = async (argv: readonly string[]) => {
  const { values } = parseArgs({
    args: [...argv],
    options: { events: { type: 'string', default: '200000' }, shape: { type: 'string', default: 'season' } },
  })
  const events = positive(values.events, 10_000_000)
  const shape = values.shape
  if (!events || (shape !== 'season' && shape !== 'team-by-team')) return null
  return runRebuild(Math.round(events), shape)
}
