import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { projections } from '../../app'
import { analyzeLog, rebuildProjections, verifyProjections } from '../../platform/projections/rebuild'
import { createBenchDatabase, positive } from './harness'
import { seedLog, type SeedShape } from './seed'

export const usage = `  rebuild  [--events N] [--shape season|team-by-team]
                           seeds N events (default 200000; teams and players first, then game days across teams,
                           or each team whole in turn), rebuilds and then verifies every projection; prints
                           rebuild_events_per_s= and verify_events_per_s= last.`

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
