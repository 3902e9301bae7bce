import { sql, type Kysely } from 'kysely'
import { Migrator } from 'kysely/migration'
import { migrations } from '../../../../migrations/index'
import { rebaseRestoredLog } from '../event-store/rebase'
import { installProjectionFunctions } from '../projections/functions'

/**
 * Applies every pending migration, throwing with the failing one's error; then brings a log restored from another
 * cluster under this cluster's transaction ids (see rebaseRestoredLog), which every other start finds already done;
 * then creates the command path's functions of the projections defined so far that the database lacks (see
 * installProjectionFunctions: the app's modules define them when they load, before the database opens).
 */
export const migrateToLatest = async <T>(db: Kysely<T>) => {
  const migrator = new Migrator({ db: db as Kysely<unknown>, provider: { getMigrations: async () => migrations } })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(`migration failed: ${JSON.stringify(error)}`)
  // A migration may have rewritten the log or its indexes: give the planner fresh statistics of it.
  if (results?.some((result) => result.status === 'Success')) await sql`analyze events`.execute(db)
  await rebaseRestoredLog(db)
  await installProjectionFunctions(db)
  return results ?? []
}

/** Read-only (the app's role may not create the migrator's tables): which of the known migrations ran. */
export const migrationStatus = async <T>(db: Kysely<T>) => {
  const expected = Object.keys(migrations)
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db)
  const applied = new Set(rows.map((row) => row.name))
  const appliedCount = expected.filter((name) => applied.has(name)).length
  return { applied: appliedCount, expected: expected.length, current: appliedCount === expected.length }
}
