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

/** A handler asked for a result (a select, a `returning`): its statements cannot be sent ahead of time. */
export class NeedsResults extends Error {
  constructor() {
    super('a projection statement reads its result')
    this.name = 'NeedsResults'
  }
}

/** Whether a statement's result could matter to its handler: a select, a `returning`, a raw query that reads. */
const reads = (compiled: CompiledQuery) => {
  const node = compiled.query as { kind: string; returning?: unknown }
  if (node.kind === 'SelectQueryNode') return true
  if (node.kind === 'RawNode') return /^\s*(select|with)\b/i.test(compiled.sql) || /\breturning\b/i.test(compiled.sql)
  return node.returning !== undefined
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

/** Statements known to read nothing back (a set-based handler's), whatever they look like. */
const writesOnly = new WeakSet<CompiledQuery>()

/** Runs a statement whose result nobody reads: on a recorder it is written down even if it has a `with`. */
export const executeWrite = async (statement: RawBuilder<unknown>, db: Kysely<DB>) => {
  const compiled = statement.compile(db)
  writesOnly.add(compiled)
  await db.executeQuery(compiled)
}

class RecordingConnection implements DatabaseConnection {
  constructor(private readonly statements: string[]) {}
  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (!writesOnly.has(compiled) && reads(compiled)) throw new NeedsResults()
    this.statements.push(inlineParameters(compiled))
    return { rows: [] }
  }
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new NeedsResults()
  }
}

class RecordingDriver implements Driver {
  constructor(private readonly statements: string[]) {}
  async init() {}
  async acquireConnection() {
    return new RecordingConnection(this.statements)
  }
  async beginTransaction() {}
  async commitTransaction() {}
  async rollbackTransaction() {}
  async releaseConnection() {}
  async destroy() {}
}

/**
 * Runs `write` against a database that only writes down its statements, so they can travel with the append
 * in one call. Throws NeedsResults when `write` asks for a result: the caller then runs it for real.
 */
export const recordStatements = async (write: (db: Kysely<DB>) => Promise<void>): Promise<string[]> => {
  const statements: string[] = []
  const recorder = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new RecordingDriver(statements),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  })
  await write(recorder)
  return statements
}
