import { ConfigError, loadConfig } from '../platform/config'
import { openDatabase, type Database } from '../platform/db/database'
import { describeHolder, embeddedHolder, holdEmbeddedDatabase } from '../platform/db/embedded-lock'

/** Ends the command with one line per fault and exit code 1: the operator has something to do, not a stack to read. */
const refuse = (faults: readonly string[]): never => {
  for (const fault of faults) console.error(fault)
  process.exit(1)
}

/**
 * The database the server would use, with the configured user's own rights (the CLI creates and drops tables).
 * The embedded database is one process's files: while a server holds them the command refuses, naming the
 * server; meanwhile the command holds them itself, so no server starts on them until it is done.
 */
export const openConfiguredDatabase = async (options: { migrate?: boolean } = {}): Promise<Database> => {
  try {
    const config = loadConfig()
    let release: (() => Promise<void>) | undefined
    if (!config.databaseUrl) {
      const holder = await embeddedHolder(config.dataDir)
      if (holder)
        refuse([
          `a server is running on DATA_DIR ${config.dataDir}: stop it first, the embedded database is opened by one process at a time; ${describeHolder(config.dataDir, holder)}`,
        ])
      release = await holdEmbeddedDatabase(config.dataDir)
    }
    try {
      const database = await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        asOwner: true,
        poolSize: 4,
        migrate: options.migrate ?? true,
        log: (message) => console.log(message),
      })
      if (!release) return database
      const releaseLock = release
      return {
        ...database,
        close: async () => {
          try {
            await database.close()
          } finally {
            await releaseLock()
          }
        },
      }
    } catch (error) {
      await release?.()
      throw error
    }
  } catch (error) {
    if (error instanceof ConfigError) return refuse(error.faults)
    throw error
  }
}
