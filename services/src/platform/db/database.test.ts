import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Kysely, PostgresDialect, sql } from 'kysely'
import { nanoid } from 'nanoid'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPostgresServer, useTestDatabase } from '../../../test/database'
import { append, testEvent } from '../../../test/events'
import { readStream } from '../event-store/read'
import * as createEventStore from '../../../../migrations/0001_create_event_store'
import { APP_ROLE } from '../../../../migrations/support'
import { startPostgresCluster, whyNoCluster } from '../../../test/postgres-cluster'
import { freePort } from '../../../test/server-process'
import { isConnectionLost, openDatabase, type Database } from './database'
import { migrateToLatest, migrationStatus } from './migrate'
import type { DB } from './schema'

// The server's database only exists when the tests run on one; the embedded database is tested always.
const server = isPostgresServer() ? useTestDatabase() : null

let embedded: Database
beforeAll(async () => {
  embedded = await openDatabase({ dataDir: 'memory://' })
})
afterAll(async () => {
  await embedded?.close()
})

const drivers: { name: string; open: () => Database }[] = [
  { name: 'the embedded database', open: () => embedded },
  ...(server ? [{ name: 'Postgres', open: () => server.database }] : []),
]

/** What each column of a row arrived as in JavaScript. */
const typesOf = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      value instanceof Date ? 'Date' : Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value,
    ]),
  )

const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'teamspace-db-test-'))

describe.each(drivers)('$name', ({ open }) => {
  it('returns int8 as a number, xid8 as a string, date as text, timestamptz as a Date and jsonb parsed', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      select 9007199254740991::int8 as int8,
             count(*) as count,
             pg_current_xact_id() as xid8,
             now() as timestamptz,
             '2026-09-01'::date as date,
             '{"goals": 2, "scorers": ["Sam"]}'::jsonb as jsonb,
             '[1, 2]'::jsonb as jsonb_array`.execute(open().db)
    const row = rows[0]!
    expect(typesOf(row)).toEqual({
      int8: 'number',
      count: 'number',
      xid8: 'string',
      timestamptz: 'Date',
      date: 'string',
      jsonb: 'object',
      jsonb_array: 'array',
    })
    expect(row.int8).toBe(Number.MAX_SAFE_INTEGER)
    expect(row.xid8).toMatch(/^\d+$/)
    expect(row.date).toBe('2026-09-01')
    expect(row.jsonb).toEqual({ goals: 2, scorers: ['Sam'] })
    expect(Math.abs((row.timestamptz as Date).getTime() - Date.now())).toBeLessThan(60_000)
  })

  it('reads an event row back with the same types', async () => {
    const stream = `s-${nanoid()}`
    await append(open().db, stream, 0, [testEvent(7)])
    const row = await open()
      .db.selectFrom('events')
      .selectAll()
      .where('stream_id', '=', stream)
      .executeTakeFirstOrThrow()
    expect(typesOf(row)).toEqual({
      position: 'number',
      tx_id: 'string',
      stream_id: 'string',
      stream_version: 'number',
      type: 'string',
      schema_version: 'number',
      team_id: 'string',
      data: 'object',
      metadata: 'object',
      recorded_at: 'Date',
    })
    expect(row.data).toEqual({ n: 7 })
  })

  it('has run every migration by the time it is open', async () => {
    const status = await migrationStatus(open().db)
    expect(status.current).toBe(true)
    expect(status.applied).toBeGreaterThan(0)
  })
})

describe('migrations', () => {
  const expectCurrent = async (db: Kysely<DB>) => {
    const status = await migrationStatus(db)
    expect(status).toEqual({ current: true, applied: status.expected, expected: status.expected })
  }

  it('run again over a migrated embedded database without changing anything', async () => {
    expect(await migrateToLatest(embedded.db)).toEqual([])
    await expectCurrent(embedded.db)
  })

  it('let an embedded database in a folder be opened a second time', async () => {
    const dataDir = await tempDir()
    try {
      await (await openDatabase({ dataDir })).close()
      const again = await openDatabase({ dataDir })
      try {
        await expectCurrent(again.db)
      } finally {
        await again.close()
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  it.skipIf(!server)('let a Postgres database be opened again, as a second server instance does', async () => {
    const second = await server!.open()
    await expectCurrent(second.db)
    expect(await migrateToLatest(server!.owner.db)).toEqual([])
    await expectCurrent(server!.database.db)
  })
})

describe('the embedded database in a folder', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await tempDir()
  })
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true })
  })

  it('keeps what was written after it is closed and opened again', async () => {
    const stream = `s-${nanoid()}`
    const first = await openDatabase({ dataDir })
    try {
      await append(first.db, stream, 0, [testEvent(1), testEvent(2)])
    } finally {
      await first.close()
    }

    const reopened = await openDatabase({ dataDir })
    try {
      const { events, version } = await readStream(reopened.db, stream)
      expect(version).toBe(2)
      expect(events.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }])
      expect(typeof events[0]!.position).toBe('number')
    } finally {
      await reopened.close()
    }
  })
})

describe.skipIf(whyNoCluster() !== null)('a new Postgres cluster', () => {
  // The app's role is the cluster's: the first migrations on a new server all create it and add it to their user,
  // as parallel test workers or several services' databases do.
  it('lets the first migration run in several databases at the same time', async () => {
    const cluster = await startPostgresCluster()
    const names = Array.from({ length: 12 }, (_, index) => `database_${index}`)
    const databases: Kysely<unknown>[] = []
    const run = async (statement: string, database?: string) => {
      const client = new pg.Client({ connectionString: cluster.url(database) })
      await client.connect()
      await client.query(statement).finally(() => client.end())
    }
    try {
      // The role is made once for the cluster (by the first migration to commit, or by its administrator) and given
      // to the migrating user by each database's first migration.
      await run(`create role ${APP_ROLE} nologin`)
      for (const name of names) {
        await run(`create database ${name}`)
        // The migrator makes its own table before the first migration, which grants reading it.
        await run('create table kysely_migration (name text primary key, timestamp text not null)', name)
        const pool = new pg.Pool({ connectionString: cluster.url(name), max: 1 })
        databases.push(new Kysely({ dialect: new PostgresDialect({ pool }) }))
      }
      // Like the migrator, each runs the migration in a transaction of its own.
      const migrated = await Promise.allSettled(
        databases.map((db) => db.transaction().execute((trx) => createEventStore.up(trx))),
      )
      expect(migrated.filter((each) => each.status === 'rejected')).toEqual([])
    } finally {
      await Promise.all(databases.map((db) => db.destroy()))
      await cluster.destroy()
    }
  })
})

describe.skipIf(!server)('a lost connection to Postgres', () => {
  it('fails the transaction that held it, ends nothing else, and the next query gets a new connection', async () => {
    const database = await server!.open({ migrate: false, poolSize: 2 })
    let heldBy: (pid: number) => void
    const pid = new Promise<number>((resolve) => (heldBy = resolve))
    let ended: () => void
    const terminated = new Promise<void>((resolve) => (ended = resolve))
    // A connection checked out and idle inside a transaction when the administrator ends it: the pool listens
    // only to idle clients, so without a listener of its own its 'error' would end the process.
    const transaction = database.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)
      heldBy(rows[0]!.pid)
      await terminated
      await sql`select 1`.execute(trx)
    })
    const failure = transaction.then(
      () => null,
      (error: unknown) => error,
    )
    await sql`select pg_terminate_backend(${await pid})`.execute(server!.owner.db)
    await expect
      .poll(async () => {
        const { rows } = await sql`select 1 from pg_stat_activity where pid = ${await pid}`.execute(server!.owner.db)
        return rows.length
      })
      .toBe(0)
    // The connection's end reaches the client as an 'error' event while nothing runs on it.
    await new Promise((resolve) => setTimeout(resolve, 50))
    ended!()
    expect(isConnectionLost(await failure)).toBe(true)
    const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(database.db)
    expect(rows).toEqual([{ ok: 1 }])
  })

  it('says a refused connection is a lost one, and a statement the database refuses is not', async () => {
    const port = await freePort()
    const refused = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/none` }).then(
      () => null,
      (error: unknown) => error,
    )
    expect(isConnectionLost(refused)).toBe(true)
    const invalid = await sql`select 'x'::int`.execute(server!.database.db).then(
      () => null,
      (error: unknown) => error,
    )
    expect(invalid).toMatchObject({ code: '22P02' })
    expect(isConnectionLost(invalid)).toBe(false)
  })
})
