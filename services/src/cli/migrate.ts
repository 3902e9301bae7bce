import { openConfiguredDatabase, refusalsEndIn1 } from './open'
import { migrationStatus } from '../platform/db/migrate'

/** `npm run migrate`: applies pending migrations (the server also does so at start). */
process.exitCode = await refusalsEndIn1(async () => {
  const database = await openConfiguredDatabase()
  try {
    const status = await migrationStatus(database.db)
    console.log(`migrations: ${status.applied} of ${status.expected} applied (${database.kind})`)
  } finally {
    await database.close()
  }
  return 0
})
