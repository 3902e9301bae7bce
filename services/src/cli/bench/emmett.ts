import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * Emmett (`@event-driven-io/emmett-postgresql`), another Node event store on Postgres, as `append --emmett <folder>`
 * compares against: loaded at run time from a folder where it was installed (`npm i @event-driven-io/emmett-postgresql
 * @event-driven-io/emmett`), never a dependency of this repository. Only the few calls the bench makes are described
 * here, and checked when the module loads.
 */

/** What the bench appends: one event, as Emmett takes it. */
interface EmmettEvent {
  readonly type: string
  readonly data: Readonly<Record<string, unknown>>
}

export interface EmmettStore {
  appendToStream(
    streamName: string,
    events: EmmettEvent[],
    options: { expectedStreamVersion: bigint | string },
  ): Promise<unknown>
  close(): Promise<void>
}

/** The pg pool Emmett is given: made from its own copy of `pg`, so its type parsers stay apart from ours. */
interface EmmettPool {
  end(): Promise<void>
  on(event: 'error', listener: () => void): unknown
}

type GetEventStore = (connectionString: string, options: { connectionOptions: { pool: EmmettPool } }) => EmmettStore
type PoolConstructor = new (config: { connectionString: string; max: number }) => EmmettPool

export interface Emmett {
  /** The installed version, from its package.json. */
  readonly version: string
  /** The value of `expectedStreamVersion` that says the stream must not exist yet. */
  readonly streamDoesNotExist: string
  /** An event store on `connectionString` over a pool of `connections`; `close` ends both. */
  open(connectionString: string, connections: number): EmmettStore
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && name in value ? (value as Record<string, unknown>)[name] : undefined

const isGetEventStore = (value: unknown): value is GetEventStore => typeof value === 'function'
const isPoolConstructor = (value: unknown): value is PoolConstructor => typeof value === 'function'

/** Loads Emmett from `folder` (a folder with it under node_modules), or says what is missing. */
export const loadEmmett = (folder: string): Emmett => {
  const load = createRequire(path.join(path.resolve(folder), 'package.json'))
  const required = (name: string): unknown => {
    try {
      return load(name) as unknown
    } catch (error) {
      throw new Error(
        `--emmett ${folder}: cannot load ${name} there (install it with ` +
          `\`npm i @event-driven-io/emmett-postgresql @event-driven-io/emmett\` in that folder)`,
        { cause: error },
      )
    }
  }
  const postgresql = required('@event-driven-io/emmett-postgresql')
  const core = required('@event-driven-io/emmett')
  const pg = required('pg')
  const getEventStore = field(postgresql, 'getPostgreSQLEventStore')
  const streamDoesNotExist = field(core, 'STREAM_DOES_NOT_EXIST')
  const Pool = field(pg, 'Pool')
  let version: unknown
  try {
    const manifest = path.join(path.resolve(folder), 'node_modules/@event-driven-io/emmett-postgresql/package.json')
    version = field(JSON.parse(readFileSync(manifest, 'utf8')), 'version')
  } catch {
    version = undefined
  }
  if (!isGetEventStore(getEventStore) || typeof streamDoesNotExist !== 'string' || !isPoolConstructor(Pool)) {
    throw new Error(
      `--emmett ${folder}: not the Emmett API this bench knows (getPostgreSQLEventStore, STREAM_DOES_NOT_EXIST)`,
    )
  }
  return {
    version: typeof version === 'string' ? version : 'unknown',
    streamDoesNotExist,
    open: (connectionString, connections) => {
      const pool = new Pool({ connectionString, max: connections })
      // An idle connection that ends (its database dropped after the run) must not end the process.
      pool.on('error', () => undefined)
      const store = getEventStore(connectionString, { connectionOptions: { pool } })
      return {
        appendToStream: (streamName, events, options) => store.appendToStream(streamName, events, options),
        close: async () => {
          await store.close().catch(() => undefined)
          await pool.end().catch(() => undefined)
        },
      }
    },
  }
}
