import { ConfigError, loadConfig } from '../platform/config'
import { openDatabase, type Database } from '../platform/db/database'
import { describeHolder, embeddedHolder, holdEmbeddedDatabase } from '../platform/db/embedded-lock'

/** Where a maintainer's command writes: its lines of output, and its complaints. */
export interface CommandOutput {
  readonly out: (line: string) => void
  readonly err: (line: string) => void
}

export const consoleOutput: CommandOutput = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}

/**
 * The command cannot run as configured: one line per fault, and exit code 1. The operator has something to do,
 * not a stack to read.
 */
export class CommandRefusal extends Error {
  constructor(readonly faults: readonly string[]) {
    super(faults.join('\n'))
  }
}

/**
 * The database the server would use, with the configured user's own rights (the CLI creates and drops tables).
 * The embedded database is one process's files: while a server holds them the command refuses, naming the
 * server; meanwhile the command holds them itself, so no server starts on them until it is done.
 */
export const openConfiguredDatabase = async (
  options: { migrate?: boolean; env?: NodeJS.ProcessEnv; output?: CommandOutput } = {},
): Promise<Database> => {
  try {
    const config = loadConfig(options.env)
    let release: (() => Promise<void>) | undefined
    if (!config.databaseUrl) {
      const holder = await embeddedHolder(config.dataDir)
      if (holder)
        throw new CommandRefusal([
          `a server is running on DATA_DIR ${config.dataDir}: stop it first, the embedded database is opened by one process at a time; ${describeHolder(config.dataDir, holder)}`,
        ])
      release = await holdEmbeddedDatabase(config.dataDir)
    }
    try {
      const output = options.output ?? consoleOutput
      const database = await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        asOwner: true,
        poolSize: 4,
        migrate: options.migrate ?? true,
        log: (message) => output.out(message),
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
    if (error instanceof ConfigError) throw new CommandRefusal(error.faults)
    throw error
  }
}

/** Runs a command as its entry point does: a refusal is printed and ends it with exit code 1. */
export const refusalsEndIn1 = async (command: () => Promise<number>, output = consoleOutput): Promise<number> => {
  try {
    return await command()
  } catch (error) {
    if (!(error instanceof CommandRefusal)) throw error
    for (const fault of error.faults) output.err(fault)
    return 1
  }
}
