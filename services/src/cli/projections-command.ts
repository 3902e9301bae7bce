import { projections } from '../app'
import { encodeCursor } from '../platform/event-store/cursor'
import { countAfter, readHead } from '../platform/event-store/read'
import { analyzeLog, rebuildProjections, verifyProjections } from '../platform/projections/rebuild'
import { consoleOutput, openConfiguredDatabase, refusalsEndIn1, type CommandOutput } from './open'

const usage = `usage: npm run projections -- <command>
  status           each projection's version, checkpoint and lag, and each subscriber's
  rebuild [name]   rebuild one projection (or all) from the log into fresh tables, swapped in at once
  verify           rebuild into shadow tables and compare with the live ones; exit 1 on any difference`

/**
 * `npm run projections -- <args>` with the given settings, writing to `output`: the exit code. The entry point
 * (`projections.ts`) runs it on the process's own; tests call it in process.
 */
export const projectionsCommand = (
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  output: CommandOutput = consoleOutput,
): Promise<number> => refusalsEndIn1(() => run(args, env, output), output)

const run = async (args: readonly string[], env: NodeJS.ProcessEnv, output: CommandOutput): Promise<number> => {
  const [command, name] = args
  const database = await openConfiguredDatabase({ env, output })
  const { db } = database
  const log = output.out

  const status = async () => {
    const head = await readHead(db)
    const stored = new Map(
      (await db.selectFrom('projection_state').selectAll().execute()).map((row) => [row.name, row]),
    )
    log(`log head ${encodeCursor(head)} (${database.kind})`)
    log('\nprojection           version  built with  checkpoint        lag  rebuilt at')
    for (const projection of projections.all) {
      const state = stored.get(projection.name)
      // Inline projections commit with the events they apply: they are always at the head.
      log(
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
    log('\nsubscriber           checkpoint                 lag')
    if (subscribers.length === 0) log('(none has run yet)')
    for (const row of subscribers) {
      const cursor = { txId: row.tx_id, position: row.position }
      log(
        `${row.name.padEnd(20)} ${encodeCursor(cursor).padEnd(24)} ${String(await countAfter(db, cursor)).padStart(5)}`,
      )
    }
    return 0
  }

  const rebuild = async () => {
    const named = name === undefined ? undefined : projections.byName(name)
    if (name !== undefined && named === undefined) {
      output.err(`no projection named ${name}; known: ${projections.all.map((p) => p.name).join(', ')}`)
      return 2
    }
    const chosen = named ? [named] : projections.all
    // All at once: one read of the log, one swap.
    const started = Date.now()
    await rebuildProjections(db, chosen)
    log(`rebuilt ${chosen.map((p) => p.name).join(', ')} in ${Date.now() - started} ms`)
    await analyzeLog(db)
    return 0
  }

  const verify = async () => {
    let failed = false
    const all = await verifyProjections(db, projections.all)
    for (const [i, projection] of projections.all.entries()) {
      const differences = all[i]!
      if (differences.length === 0) {
        log(`ok       ${projection.name}`)
        continue
      }
      failed = true
      log(`DIFFERS  ${projection.name}`)
      for (const { table, onlyLive, onlyRebuilt } of differences) {
        for (const row of onlyLive) log(`  ${table}: live has     ${JSON.stringify(row)}`)
        for (const row of onlyRebuilt) log(`  ${table}: rebuild has  ${JSON.stringify(row)}`)
      }
    }
    return failed ? 1 : 0
  }

  const commands: Record<string, () => Promise<number>> = { status, rebuild, verify }
  try {
    const chosen = command ? commands[command] : undefined
    if (chosen) return await chosen()
    output.err(usage)
    return 2
  } finally {
    await database.close()
  }
}
