import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { afterAll, beforeAll, inject } from 'vitest'
import { openDatabase, type Database, type DatabaseOptions } from '../src/platform/db/database'

export interface TestDatabase {
  /** The app's connection (the app role in Postgres mode). */
  readonly database: Database
  /** The owning user's connection, as the maintainers' CLI has it (the same connection on the embedded database). */
  readonly owner: Database
  /** Connection string of this file's own database; empty on the embedded database. */
  readonly url: string
  /** True on a real Postgres server: only there can concurrency guarantees be shown. */
  readonly isPostgres: boolean
  /** Opens another independent app connection to the same database (Postgres only). */
  open(options?: Omit<DatabaseOptions, 'databaseUrl'>): Promise<Database>
}

const serverUrl = () => inject('testServerUrl')

let embeddedTemplate: Promise<Blob> | undefined
/** The migrated embedded database made by the global setup, read once per test process. */
export const migratedEmbeddedFiles = () =>
  (embeddedTemplate ??= readFile(inject('testEmbeddedTemplate')).then((bytes) => new Blob([bytes])))

/**
 * The migrated embedded database of the previous version's engine (PostgreSQL 17), made by the global setup: what
 * `PGlite17.create(location, { loadDataDir })` starts an old DATA_DIR's database from.
 */
export const migratedEmbedded17Files = async () => new Blob([await readFile(inject('testEmbedded17Template'))])

export const isPostgresServer = () => serverUrl() !== ''

/**
 * A fresh, migrated database for one test file (a clone of the run's template), dropped afterwards. Use the returned object inside tests
 * (it is filled in by `beforeAll`).
 */
export const useTestDatabase = (options: Omit<DatabaseOptions, 'databaseUrl' | 'dataDir'> = {}): TestDatabase => {
  const opened: Database[] = []
  const state = {} as { database: Database; owner: Database; url: string; isPostgres: boolean; name: string }
  const handle: TestDatabase = {
    get database() {
      return state.database
    },
    get owner() {
      return state.owner
    },
    get url() {
      return state.url
    },
    get isPostgres() {
      return state.isPostgres
    },
    open: async (more = {}) => {
      if (!state.url) throw new Error('a second connection needs a Postgres server')
      const database = await openDatabase({ ...more, databaseUrl: state.url })
      opened.push(database)
      return database
    },
  }

  beforeAll(async () => {
    const server = serverUrl()
    state.isPostgres = server !== ''
    if (state.isPostgres) {
      state.name = `teamspace_test_${randomBytes(6).toString('hex')}`
      await adminQuery(server, `create database ${state.name} template ${inject('testTemplateDatabase')}`)
      const url = new URL(server)
      url.pathname = `/${state.name}`
      state.url = url.toString()
      state.database = await openDatabase({ ...options, databaseUrl: state.url })
      state.owner = await openDatabase({ databaseUrl: state.url, migrate: false, asOwner: true, poolSize: 2 })
      opened.push(state.owner)
    } else {
      state.url = ''
      state.database = await openDatabase({
        ...options,
        dataDir: 'memory://',
        embeddedTemplate: await migratedEmbeddedFiles(),
      })
      state.owner = state.database
    }
  })

  afterAll(async () => {
    for (const database of opened) await database.close()
    await state.database?.close()
    if (state.isPostgres && state.name)
      await adminQuery(serverUrl(), `drop database if exists ${state.name} with (force)`)
  })

  return handle
}

export const adminQuery = async (url: string, text: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => undefined)
  await client.connect()
  try {
    return await client.query(text, values)
  } finally {
    await client.end()
  }
}

/**
 * A transaction left open with an uncommitted INSERT (so it has a transaction id) in a table of its own: in a
 * database of its own on the same server by default (another tenant's import or migration), or in the database
 * at `databaseUrl`. `isOpen` asks the server whether it still runs; `end` rolls it back and drops what it made.
 */
export const holdOpenTransaction = async (databaseUrl?: string) => {
  const server = serverUrl()
  const database = databaseUrl ? null : `teamspace_foreign_${randomBytes(6).toString('hex')}`
  const url = new URL(databaseUrl ?? server)
  if (database) {
    await adminQuery(server, `create database ${database}`)
    url.pathname = `/${database}`
  }
  const table = `imported_${randomBytes(4).toString('hex')}`
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  await client.query(`create table ${table} (n integer)`)
  await client.query('begin')
  await client.query(`insert into ${table} values (1)`)
  const { rows } = await client.query<{ xid: string }>('select pg_current_xact_id()::text as xid')
  const xid = rows[0]!.xid
  return {
    xid,
    isOpen: async () =>
      (await adminQuery(server, 'select pg_xact_status($1::xid8) as status', [xid])).rows[0]?.status === 'in progress',
    end: async () => {
      await client.query('rollback')
      await client.query(`drop table ${table}`)
      await client.end()
      if (database) await adminQuery(server, `drop database if exists ${database} with (force)`)
    },
  }
}
