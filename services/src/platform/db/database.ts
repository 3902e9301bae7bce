import { createHash } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite'
import {
  Kysely,
  PGliteDialect,
  PostgresDialect,
  sql,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely'
import pg from 'pg'
import { APP_ROLE } from '../../../../migrations/support'
import { ConfigError } from '../config'
import { EMBEDDED_POSTGRES_MAJOR, upgradeEmbeddedDatabase } from './embedded-upgrade'
import { migrateToLatest } from './migrate'
import type { DB } from './schema'
import type { StatementCounter } from './statement-count'

const INT8_OID = 20
const DATE_OID = 1082
const XID8_OID = 5069

/**
 * Both drivers return the same JS types: int8 as a number (positions and counters stay far below 2^53),
 * xid8 as a decimal string (compare transaction ids as BigInt), date as 'YYYY-MM-DD' (a calendar day has no
 * time zone to shift it), timestamptz as a Date, jsonb parsed.
 */
const parseInt8 = (value: string) => Number(value)
const keepText = (value: string) => value

export type DatabaseKind = 'postgres' | 'pglite'

export interface Database {
  readonly db: Kysely<DB>
  readonly kind: DatabaseKind
  /**
   * Postgres only: a dedicated connection that LISTENs on `channel`. `onNotify` runs on every notification,
   * `onLost` once if the connection drops. Resolves to a function that stops listening.
   */
  readonly listen?: (
    channel: string,
    onNotify: (payload: string) => void,
    onLost: (error: Error) => void,
  ) => Promise<() => Promise<void>>
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** Postgres connection string; without it the embedded database is used. */
  readonly databaseUrl?: string | undefined
  /** Where the embedded database keeps its files; `memory://` keeps them in memory (tests). */
  readonly dataDir?: string
  /**
   * Embedded only: the files to start from when the database is new, a tarball of PGlite's `dumpDataDir` (tests start
   * each file from one migrated database instead of migrating again).
   */
  readonly embeddedTemplate?: Blob
  readonly poolSize?: number
  /**
   * How long a request waits for a connection (a free one from the pool, or a new one) before it fails: while
   * the database is away, requests answer "unavailable" instead of hanging. 5 s by default.
   */
  readonly connectTimeoutMs?: number
  /** Run migrations before handing out the database (default true). */
  readonly migrate?: boolean
  /** Start-up work that needs the owning role (creating and dropping read tables), after migrations. */
  readonly prepare?: (owner: Kysely<DB>) => Promise<void>
  /**
   * Keep the configured user's own rights instead of dropping to the app role: the maintainers' CLI, which
   * rebuilds read tables. The server never does.
   */
  readonly asOwner?: boolean
  /** Serve as the configured user when the app role cannot be had (SERVE_AS_OWNER); else refuse to open. */
  readonly allowOwner?: boolean
  /** Told of one-off work at opening that an operator should hear of: the embedded database carried to a new major. */
  readonly log?: (message: string) => void
  /** Postgres only: counts each request's statements (the `http` benchmark, BENCH_COUNT_STATEMENTS=1). */
  readonly statementCounter?: StatementCounter
}

// Guards the log's horizon: a stuck appending transaction must not stall every catch-up reader (ARCHITECTURE §3.3).
const SESSION_SETTINGS = '-c statement_timeout=30000 -c idle_in_transaction_session_timeout=60000'

const CONNECT_TIMEOUT_MS = 5_000

/**
 * Postgres codes of a connection the server ended or cannot give now: the administrator or a restart ended it
 * (57P01, 57P02), the server is starting or shutting down (57P03), or a connection exception (class 08).
 */
const LOST_CONNECTION_CODE = /^(57P0[123]|08[0-9A-Z]{3})$/
/** The socket's own failures while the database is away or on its way back. */
const LOST_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])
/** What the driver says when it has no connection to run a query on. */
const LOST_CONNECTION_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/

/**
 * True when an error says the connection to the database failed rather than the statement: the database
 * restarted, ended the connection, or cannot be reached (within the connect timeout). The work is worth
 * retrying once it is back; what ran in a transaction that broke off was rolled back, or committed just
 * before the connection went (a command's idempotency key answers that retry).
 */
export const isConnectionLost = (error: unknown, depth = 0): boolean => {
  if (typeof error !== 'object' || error === null || depth > 3) return false
  const { code, message, errors, cause } = error as {
    code?: unknown
    message?: unknown
    errors?: unknown
    cause?: unknown
  }
  if (typeof code === 'string' && (LOST_CONNECTION_CODE.test(code) || LOST_SOCKET_CODES.has(code))) return true
  if (typeof message === 'string' && LOST_CONNECTION_MESSAGE.test(message)) return true
  // Node reports a refused connection to every address of a host as one AggregateError.
  if (Array.isArray(errors) && errors.some((each) => isConnectionLost(each, depth + 1))) return true
  return cause !== undefined && isConnectionLost(cause, depth + 1)
}

/** A client's 'error' event with no listener ends the process: every connection the app opens gets one. */
const ignoreLostConnection = (client: pg.Client | pg.PoolClient) => {
  client.on('error', () => {
    // The query under way (if any) fails with this error, and the pool drops the client when it is released.
  })
}

pg.types.setTypeParser(INT8_OID, parseInt8)
pg.types.setTypeParser(DATE_OID, keepText)

export const openDatabase = async (options: DatabaseOptions): Promise<Database> =>
  options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPGlite(options)

const openPostgres = async (connectionString: string, options: DatabaseOptions): Promise<Database> => {
  // Migrations run as the configured (owning) user; the app's own pool then drops to the app role.
  const connectionTimeoutMillis = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS
  if ((options.migrate ?? true) || options.prepare) {
    const ownerPool = new pg.Pool({ connectionString, max: 1, connectionTimeoutMillis })
    ownerPool.on('connect', ignoreLostConnection)
    ownerPool.on('error', () => {
      // The failure reaches the migration's own query, which ends the start with it.
    })
    const owner = new Kysely<DB>({ dialect: new PostgresDialect({ pool: ownerPool }) })
    try {
      if (options.migrate ?? true) await migrateToLatest(owner)
      await options.prepare?.(owner)
    } finally {
      await owner.destroy()
    }
  }

  const appRole = options.asOwner ? null : await usableAppRole(connectionString, connectionTimeoutMillis)
  // Running as the owner must be chosen, never happen silently (a restore into a cluster without the role).
  if (!appRole && !options.asOwner && !options.allowOwner) throw new ConfigError([appRoleFault])
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    options: SESSION_SETTINGS,
    connectionTimeoutMillis,
    // A database host that vanished without closing the socket is noticed by the operating system.
    keepAlive: true,
  })
  pool.on('connect', (client) => {
    // The pool listens for errors only while a client is idle; a client checked out (held across a
    // transaction) that loses its connection would otherwise end the process.
    ignoreLostConnection(client)
    // pg runs a client's queries in order, so the role is set before anything else on a new connection. Should
    // it fail, the connection is closed: the queries queued behind it fail rather than run with the owner's rights.
    if (appRole) {
      client.query(`set role ${pg.escapeIdentifier(appRole)}`).catch(() => client.end().catch(() => undefined))
    }
  })
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  })
  return wrapPostgres(pool, connectionString, connectionTimeoutMillis, options.statementCounter)
}

const appRoleFault =
  `DATABASE_URL's user cannot take the role ${APP_ROLE}, which the server runs as: ` +
  `create it (npm run restore does; see docs/operations.md), or set SERVE_AS_OWNER=true to run as the owner`

/** The app role when it exists and the configured user may take it; else the user's own rights (guarded by the trigger). */
const usableAppRole = async (connectionString: string, connectionTimeoutMillis: number) => {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis })
  ignoreLostConnection(client)
  await client.connect()
  try {
    const { rows } = await client.query<{ ok: boolean }>(
      `select pg_has_role(current_user, oid, 'MEMBER') as ok from pg_roles where rolname = $1`,
      [APP_ROLE],
    )
    return rows[0]?.ok ? APP_ROLE : null
  } finally {
    await client.end()
  }
}

/** Statement texts given a name so far, and the most there will be: beyond it, statements go unnamed. */
const statementNames = new Map<string, string>()
const MAX_NAMED_STATEMENTS = 1000
const MAX_NAMED_LENGTH = 16_384

/**
 * The name a statement is prepared under, or none. A statement with parameters is written once and run again
 * and again with other values (a session lookup, an append, the tailer's read): named, each connection parses
 * and plans it once and then only binds and runs it, which is most of the database's work for a small query.
 * A statement without parameters carries its values in its text (DDL, a rebuild's statements, several
 * statements in one) and is not reused, so it stays unnamed; so does any beyond the first thousand texts, which
 * bounds what each connection keeps.
 */
const statementName = (text: string, parameters: number) => {
  if (parameters === 0) return undefined
  const known = statementNames.get(text)
  if (known !== undefined) return known
  if (statementNames.size >= MAX_NAMED_STATEMENTS || text.length > MAX_NAMED_LENGTH) return undefined
  const name = `ts_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`
  statementNames.set(text, name)
  return name
}

/** A pooled connection that sends reusable statements by name (see statementName). */
class PreparingClient implements PostgresPoolClient {
  constructor(private readonly client: pg.PoolClient) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>
  query<R>(
    statement: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof statement !== 'string') throw new Error('streaming query results is not supported')
    return this.client
      .query({ name: statementName(statement, parameters.length), text: statement, values: [...parameters] })
      .then((result) => ({
        command: result.command as PostgresQueryResult<R>['command'],
        rowCount: result.rowCount ?? 0,
        rows: result.rows as R[],
      }))
  }

  /** `destroy`: Kysely gives up a connection whose rollback failed; the pool then closes it instead of reusing it. */
  release(destroy?: boolean): void {
    this.client.release(destroy)
  }
}

const preparingPool = (pool: pg.Pool): PostgresPool => {
  const clients = new WeakMap<pg.PoolClient, PreparingClient>()
  return {
    connect: async () => {
      const client = await pool.connect()
      let wrapped = clients.get(client)
      if (!wrapped) {
        wrapped = new PreparingClient(client)
        clients.set(client, wrapped)
      }
      return wrapped
    },
    end: () => pool.end(),
    options: pool.options,
  }
}

const wrapPostgres = (
  pool: pg.Pool,
  connectionString: string,
  connectionTimeoutMillis: number,
  counter: StatementCounter | undefined,
): Database => {
  const preparing = preparingPool(pool)
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: counter ? counter.wrap(preparing) : preparing }) })

  const listen: Database['listen'] = async (channel, onNotify, onLost) => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis, keepAlive: true })
    let lost = false
    const fail = (error: Error) => {
      if (lost) return
      lost = true
      void client.end().catch(() => undefined)
      onLost(error)
    }
    client.on('notification', (message) => onNotify(message.payload ?? ''))
    client.on('error', fail)
    client.on('end', () => fail(new Error('listen connection ended')))
    try {
      await client.connect()
      await client.query(`listen ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      // Not listening after all: the caller hears it from the rejection, not from onLost.
      lost = true
      await client.end().catch(() => undefined)
      throw error
    }
    return async () => {
      lost = true
      await client.end().catch(() => undefined)
    }
  }

  return { db, kind: 'postgres', listen, close: () => db.destroy() }
}

const openPGlite = async (options: DatabaseOptions): Promise<Database> => {
  const dataDir = options.dataDir ?? './data'
  const location = dataDir.startsWith('memory://') ? dataDir : path.join(dataDir, 'pglite')
  if (!location.startsWith('memory://')) {
    const upgraded = await upgradeEmbeddedDatabase(location)
    if (upgraded)
      options.log?.(
        `the embedded database was PostgreSQL 17: its ${upgraded.rows} rows in ${upgraded.tables} tables are now in PostgreSQL ${EMBEDDED_POSTGRES_MAJOR}; the old files are kept in ${upgraded.keptAt} (delete them once all is well)`,
      )
    await mkdir(location, { recursive: true })
  }
  const client = await PGlite.create(location, {
    parsers: { [pgliteTypes.INT8]: parseInt8, [XID8_OID]: keepText, [DATE_OID]: keepText },
    ...(options.embeddedTemplate ? { loadDataDir: options.embeddedTemplate } : {}),
  })
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite: client }) })
  if (options.migrate ?? true) await migrateToLatest(db)
  await options.prepare?.(db)
  return { db, kind: 'pglite', close: () => db.destroy() }
}

/** True when the database answers a trivial query. */
export const isReachable = async (db: Kysely<DB>): Promise<boolean> => {
  try {
    await sql`select 1`.execute(db)
    return true
  } catch {
    return false
  }
}
