import { loadConfig } from '../platform/config'
import { openDatabase } from '../platform/db/database'

/** The database the server would use, with the configured user's own rights (the CLI creates and drops tables). */
export const openConfiguredDatabase = (options: { migrate?: boolean } = {}) => {
  const config = loadConfig()
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    asOwner: true,
    poolSize: 4,
    migrate: options.migrate ?? true,
    log: (message) => console.log(message),
  })
}
