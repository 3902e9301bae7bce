import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type RawBuilder,
} from 'kysely'
import pg from 'pg'
import type { DB } from '../db/schema'
import type { CommandStep } from '../event-store/append'

export type { CommandStep }

/**
 * A statement built with Kysely asked for a result (a select, a `returning`): it cannot be written down ahead of
 * time. A rebuild's batch that reads its events in (an events handler's, see rebuild.ts) then runs statement by
 * statement; on the command path it is a mistake, a handler declared `writesOnly` that reads.
 */
export class NeedsResults extends Error {
  constructor(sql: string) {
    super(`a statement written down ahead of time asks for its result: ${sql.slice(0, 200)}`)
    this.name = 'NeedsResults'
  }
}

/**
 * Whether a statement asks for rows back, as Kysely built it. Raw SQL is taken at its handler's word: the
 * handler declares whether it reads (see HandlerMode in registry.ts).
 */
const asksForRows = (compiled: CompiledQuery) => {
  const node = compiled.query as { kind: string; returning?: unknown }
  return node.kind === 'SelectQueryNode' || node.returning !== undefined
}

const arrayLiteral = (items: readonly unknown[]): string =>
  `{${items
    .map((item) =>
      item === null || item === undefined
        ? 'NULL'
        : Array.isArray(item)
          ? arrayLiteral(item)
          : `"${textOf(item).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
    )
    .join(',')}}`

/** A value as node-postgres would send it as a parameter (text format). */
const textOf = (value: unknown): string => {
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return arrayLiteral(value)
  if (Buffer.isBuffer(value)) return `\\x${value.toString('hex')}`
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/**
 * The statement with its values written in as quoted literals. An untyped literal ('5') takes its type from
 * where it stands, exactly as an untyped parameter does, so the statement means what it meant with parameters.
 */
export const inlineParameters = (compiled: CompiledQuery): string =>
  compiled.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = compiled.parameters[Number(n) - 1]
    return value === null || value === undefined ? 'NULL' : pg.escapeLiteral(textOf(value))
  })

/** Runs a statement whose result nobody reads (a set-based handler's): on a recorder it is written down. */
export const executeWrite = async (statement: RawBuilder<unknown>, db: Kysely<DB>) => {
  await db.executeQuery(statement.compile(db))
}

class RecordingConnection implements DatabaseConnection {
  constructor(private readonly steps: CommandStep[]) {}
  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (asksForRows(compiled)) throw new NeedsResults(compiled.sql)
    this.steps.push({ sql: inlineParameters(compiled) })
    return { rows: [] }
  }
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    throw new NeedsResults(compiled.sql)
  }
}

class RecordingDriver implements Driver {
  constructor(private readonly steps: CommandStep[]) {}
  async init() {}
  async acquireConnection() {
    return new RecordingConnection(this.steps)
  }
  async beginTransaction() {}
  async commitTransaction() {}
  async rollbackTransaction() {}
  async releaseConnection() {}
  async destroy() {}
}

// A compiler keeps no state between its (synchronous) compileQuery calls, so every recorder shares one: building
// it is most of what a new recorder costs, and the command path makes one per command.
const adapter = new PostgresAdapter()
const queryCompiler = new PostgresQueryCompiler()

const recorderOf = (steps: CommandStep[]) =>
  new Kysely<DB>({
    dialect: {
      createAdapter: () => adapter,
      createDriver: () => new RecordingDriver(steps),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => queryCompiler,
    },
  })

/** What a handler writes to on the command path: statements are written down, set-based runs become calls. */
export interface StepRecorder {
  readonly db: Kysely<DB>
  call(fn: string, run: unknown): void
}

/**
 * Runs `write` against a recorder that only writes down its steps, in order, so they can travel with the append
 * in one call. Throws NeedsResults when `write` asks for a result through Kysely.
 */
export const recordSteps = async (write: (recorder: StepRecorder) => Promise<void>): Promise<CommandStep[]> => {
  const steps: CommandStep[] = []
  await write({ db: recorderOf(steps), call: (fn, run) => steps.push({ fn, run }) })
  return steps
}

/**
 * Runs `write` against a database that only writes down its statements (values written in), for one block of
 * SQL (a rebuild's batch). Throws NeedsResults when `write` asks for a result.
 */
export const recordStatements = async (write: (db: Kysely<DB>) => Promise<void>): Promise<string[]> => {
  const steps = await recordSteps((recorder) => write(recorder.db))
  return steps.map((step) => {
    if ('sql' in step) return step.sql
    throw new Error(`a recorded block of SQL cannot call ${step.fn}`)
  })
}

/** A compiler only: turns a statement into SQL text without a connection. */
export const compiler = recorderOf([])
