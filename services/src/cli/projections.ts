import { projections } from '../app'
import { encodeCursor } from '../platform/event-store/cursor'
import { countAfter, readHead } from '../platform/event-store/event-store'
import { analyzeLog, rebuildProjections, verifyProjections } from '../platform/projections/rebuild'
import { openConfiguredDatabase } from './open'

const usage = `usage: npm run projections -- <command>
  status           each projection's version, checkpoint and lag, and each subscriber's
  rebuild [name]   rebuild one projection (or all) from the log into fresh tables, swapped in at once
  verify           rebuild into shadow tables and compare with the live ones; exit 1 on any difference`

const [command, name] = process.argv.slice(2)
const database = await openConfiguredDatabase()
const { db } = database

const status = async () => {
  const head = await readHead(db)
  const stored = new Map((await db.selectFrom('projection_state').selectAll().execute()).map((row) => [row.name, row]))
  console.log(`log head ${encodeCursor(head)} (${database.kind})`)
  console.log('\nprojection           version  built with  checkpoint        lag  rebuilt at')
  for (const projection of projections.all) {
    const state = stored.get(projection.name)
    // Inline projections commit with the events they apply: they are always at the head.
    console.log(
      [
        projection.name.padEnd(20),
        String(projection.version).padStart(7),
        String(state?.version ?? '-').padStart(11),
        ` ${'inline (head)'.padEnd(16)}`,
        String(0).padStart(4),
        ` ${state?.rebuilt_at.toISOString() ?? 'never'}`,
      ].join(' '),
    )
  }
  const subscribers = await db.selectFrom('subscription_checkpoints').selectAll().orderBy('name').execute()
  console.log('\nsubscriber           checkpoint                 lag')
  if (subscribers.length === 0) console.log('(none has run yet)')
  for (const row of subscribers) {
    const cursor = { txId: row.tx_id, position: row.position }
    console.log(
      `${row.name.padEnd(20)} ${encodeCursor(cursor).padEnd(24)} ${String(await countAfter(db, cursor)).padStart(5)}`,
    )
  }
  return 0
}

const rebuild = async () => {
  const named = name === undefined ? undefined : projections.byName(name)
  if (name !== undefined && named === undefined) {
    console.error(`no projection named ${name}; known: ${projections.all.map((p) => p.name).join(', ')}`)
    return 2
  }
  const chosen = named ? [named] : projections.all
  // All at once: one read of the log, one swap.
  const started = Date.now()
  await rebuildProjections(db, chosen)
  console.log(`rebuilt ${chosen.map((p) => p.name).join(', ')} in ${Date.now() - started} ms`)
  await analyzeLog(db)
  return 0
}

const verify = async () => {
  let failed = false
  const all = await verifyProjections(db, projections.all)
  for (const [i, projection] of projections.all.entries()) {
    const differences = all[i]!
    if (differences.length === 0) {
      console.log(`ok       ${projection.name}`)
      continue
    }
    failed = true
    console.log(`DIFFERS  ${projection.name}`)
    for (const { table, onlyLive, onlyRebuilt } of differences) {
      for (const row of onlyLive) console.log(`  ${table}: live has     ${JSON.stringify(row)}`)
      for (const row of onlyRebuilt) console.log(`  ${table}: rebuild has  ${JSON.stringify(row)}`)
    }
  }
  return failed ? 1 : 0
}

const commands: Record<string, () => Promise<number>> = { status, rebuild, verify }
let exitCode = 2
try {
  const run = command ? commands[command] : undefined
  if (run) exitCode = await run()
  else console.error(usage)
} finally {
  await database.close()
}
process.exit(exitCode)
