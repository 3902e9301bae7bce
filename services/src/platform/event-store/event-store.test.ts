import type { RecordedEvent } from '@teamspace/domain/shared/events'
import { sql, type Kysely } from 'kysely'
import { nanoid } from 'nanoid'
import { describe, expect, it } from 'vitest'
import { holdOpenTransaction, isPostgresServer, useTestDatabase } from '../../../test/database'
import { append, metadataFor, testEvent } from '../../../test/events'
import type { DB } from '../db/schema'
import { START, decodeCursor, encodeCursor, type Cursor } from './cursor'
import { DuplicateCommand, WrongExpectedVersion, appendToStream, lockLogForAppending } from './append'
import { readAfter, readHead, readRun, readRuns, readStream, readTail } from './read'

const t = useTestDatabase()

describe('appending to a stream', () => {
  it('numbers events by stream version and reads them back in order', async () => {
    const stream = `s-${nanoid()}`
    await append(t.database.db, stream, 0, [testEvent(1), testEvent(2)])
    await append(t.database.db, stream, 2, [testEvent(3)])
    const { events, version } = await readStream(t.database.db, stream)
    expect(version).toBe(3)
    expect(events.map((e) => [e.streamVersion, e.data])).toEqual([
      [1, { n: 1 }],
      [2, { n: 2 }],
      [3, { n: 3 }],
    ])
    expect(events[0]!.metadata).toMatchObject({ teamId: 'team-test', schemaVersion: 1 })
    expect(typeof events[0]!.position).toBe('number')
    expect(typeof events[0]!.txId).toBe('string')
  })

  it('refuses an append at a version the stream has moved past', async () => {
    const stream = `s-${nanoid()}`
    await append(t.database.db, stream, 0, [testEvent(1)])
    await expect(append(t.database.db, stream, 0, [testEvent(2)])).rejects.toBeInstanceOf(WrongExpectedVersion)
    await expect(append(t.database.db, stream, 2, [testEvent(2)])).rejects.toBeInstanceOf(WrongExpectedVersion)
    await expect(append(t.database.db, `s-${nanoid()}`, 1, [testEvent(1)])).rejects.toBeInstanceOf(WrongExpectedVersion)
    expect((await readStream(t.database.db, stream)).version).toBe(1)
  })

  it.skipIf(!isPostgresServer())('lets exactly one of two concurrent appends at the same version win', async () => {
    const other = await t.open()
    const stream = `s-${nanoid()}`
    await append(t.database.db, stream, 0, [testEvent(1)])

    const first = await t.database.db.startTransaction().execute()
    await appendToStream(first, {
      streamId: stream,
      streamType: 'test',
      teamId: 'team-test',
      expectedVersion: 1,
      events: [testEvent(2)],
      metadata: metadataFor(),
    })
    // The second writer blocks on the stream row until the first commits, then sees the version moved.
    const second = append(other.db, stream, 1, [testEvent(3)])
    const outcome = Promise.allSettled([second])
    await new Promise((resolve) => setTimeout(resolve, 100))
    await first.commit().execute()
    const [settled] = await outcome
    expect(settled.status).toBe('rejected')
    expect((settled as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersion)
    const { events } = await readStream(t.database.db, stream)
    expect(events.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }])
  })
})

describe('appends that arrive together', () => {
  const request = (streamId: string, expectedVersion: number, n: number, commandId = nanoid()) => ({
    streamId,
    streamType: 'test',
    teamId: 'team-test',
    expectedVersion,
    events: [testEvent(n)],
    metadata: metadataFor(),
    command: { id: commandId, result: { n } },
  })

  it('share one commit, and each is checked and answered as if alone', async () => {
    const db = t.database.db
    const [a, b, c] = [`s-${nanoid()}`, `s-${nanoid()}`, `s-${nanoid()}`]
    const repeated = nanoid()
    await appendToStream(db, request(c, 0, 0, repeated))
    // Issued in one turn of the event loop, outside a transaction: one statement.
    const settled = await Promise.allSettled([
      appendToStream(db, request(a, 0, 1)),
      appendToStream(db, request(b, 0, 2)),
      appendToStream(db, request(b, 0, 3)),
      appendToStream(db, request(c, 1, 4, repeated)),
      appendToStream(db, request(a, 1, 5)),
    ])
    const [first, second, third, fourth, fifth] = settled
    expect(first.status).toBe('fulfilled')
    expect(second.status).toBe('fulfilled')
    // The same stream at the same version: the one after the winner finds it moved, as alone.
    expect(third.status === 'rejected' && third.reason).toBeInstanceOf(WrongExpectedVersion)
    // A command id already used: its first result.
    expect(fourth.status === 'rejected' && fourth.reason).toBeInstanceOf(DuplicateCommand)
    expect(fourth.status === 'rejected' && (fourth.reason as DuplicateCommand).previous).toEqual({ result: { n: 0 } })
    // A stream at a version only an append of the same batch gave it is not at that version before it.
    expect(fifth.status).toBe('fulfilled')
    const written = [first, second, fifth].flatMap((s) => (s.status === 'fulfilled' ? s.value : []))
    expect(new Set(written.map((event) => event.txId)).size).toBe(1)
    expect((await readStream(db, a)).events.map((e) => e.data)).toEqual([{ n: 1 }, { n: 5 }])
    expect((await readStream(db, b)).events.map((e) => e.data)).toEqual([{ n: 2 }])
    expect((await readStream(db, c)).events.map((e) => e.data)).toEqual([{ n: 0 }])
  })

  it('are made alone when one of them fails, so only that one gets the error', async () => {
    const db = t.database.db
    const [a, b] = [`s-${nanoid()}`, `s-${nanoid()}`]
    const failing = { ...request(b, 0, 2), then: [{ sql: 'select 1 / 0' }] }
    const [ok, failed] = await Promise.allSettled([appendToStream(db, request(a, 0, 1)), appendToStream(db, failing)])
    expect(ok.status).toBe('fulfilled')
    expect(failed.status === 'rejected' && String(failed.reason)).toMatch(/division by zero/)
    expect((await readStream(db, a)).version).toBe(1)
    expect((await readStream(db, b)).version).toBe(0)
  })
})

/**
 * The catch-up reader stops at a transaction that was running when its snapshot was taken and has committed
 * since (it cannot know whether that one appended), anywhere on the server: a test file running beside this one
 * may hold it back for one read. Assertions about what it delivers wait for it rather than read once.
 */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { interval: 50 })

describe('catch-up reading', () => {
  // Each test reads only its own team's events: where the head stood is itself decided below the oldest running
  // transaction, so a reader may start a little behind and meet the previous test's events too.
  it('pages through the log by (transaction, position) and resumes from a cursor', async () => {
    const teamId = `team-${nanoid()}`
    const from = await readHead(t.database.db)
    const stream = `s-${nanoid()}`
    for (let n = 1; n <= 5; n++) await append(t.database.db, stream, n - 1, [testEvent(n)], teamId)
    await eventually(async () => (await readAfter(t.database.db, from, { teamId })).length).toBe(5)
    const firstPage = await readAfter(t.database.db, from, { limit: 3, teamId })
    expect(firstPage.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }])
    const last = firstPage.at(-1)!
    const cursor = decodeCursor(encodeCursor({ txId: last.txId, position: last.position }))!
    expect((await readAfter(t.database.db, cursor, { teamId })).map((e) => e.data)).toEqual([{ n: 4 }, { n: 5 }])
  })

  it('passes over the gap a rolled-back append leaves', async () => {
    const teamId = `team-${nanoid()}`
    const from = await readHead(t.database.db)
    const rolledBack = await t.database.db.startTransaction().execute()
    const [lost] = await appendToStream(rolledBack, {
      streamId: `s-${nanoid()}`,
      streamType: 'test',
      teamId,
      expectedVersion: 0,
      events: [testEvent(0)],
      metadata: metadataFor(teamId),
    })
    await rolledBack.rollback().execute()
    const [kept] = await append(t.database.db, `s-${nanoid()}`, 0, [testEvent(1)], teamId)
    expect(kept!.position).toBeGreaterThan(lost!.position)
    await eventually(async () => (await readAfter(t.database.db, from, { teamId })).map((e) => e.position)).toEqual([
      kept!.position,
    ])
  })

  it.skipIf(!isPostgresServer())(
    'never passes an event whose transaction commits late, and delivers both once',
    async () => {
      const teamId = `team-${nanoid()}`
      const writerB = await t.open()
      const from = await readHead(t.database.db)

      const a = await t.database.db.startTransaction().execute()
      const [eventA] = await appendToStream(a, {
        streamId: `a-${nanoid()}`,
        streamType: 'test',
        teamId,
        expectedVersion: 0,
        events: [testEvent(1)],
        metadata: metadataFor(teamId),
      })
      const [eventB] = await append(writerB.db, `b-${nanoid()}`, 0, [testEvent(2)], teamId)
      expect(BigInt(eventB!.txId)).toBeGreaterThan(BigInt(eventA!.txId))

      // B is committed, but A (an older transaction) is still open: the reader must wait for A, not pass it.
      expect(await readAfter(t.database.db, from, { teamId })).toEqual([])

      await a.commit().execute()
      await eventually(async () => (await readAfter(t.database.db, from, { teamId })).map((e) => e.data)).toEqual([
        { n: 1 },
        { n: 2 },
      ])
      const delivered = await readAfter(t.database.db, from, { teamId })
      const last = delivered.at(-1)!
      expect(await readAfter(t.database.db, { txId: last.txId, position: last.position }, { teamId })).toEqual([])
    },
  )
})

/** A write to a table outside the log: it gives the transaction its id. */
const writeElsewhere = (db: Kysely<DB>) =>
  sql`insert into projection_state (name, version) values (${`other-${nanoid()}`}, 1)`.execute(db)

const appendIn = (trx: Kysely<DB>, streamId: string, expectedVersion: number, n: number, teamId: string) =>
  appendToStream(trx, {
    streamId,
    streamType: 'test',
    teamId,
    expectedVersion,
    events: [testEvent(n)],
    metadata: metadataFor(teamId),
  })

const logOrder = (a: Cursor, b: Cursor) =>
  BigInt(a.txId) === BigInt(b.txId) ? a.position - b.position : BigInt(a.txId) < BigInt(b.txId) ? -1 : 1

describe('what holds catch-up readers back', () => {
  it('refuses an append in a transaction that wrote before it became an appender', async () => {
    const stream = `s-${nanoid()}`
    const refused = t.database.db.transaction().execute(async (trx) => {
      await writeElsewhere(trx)
      await appendIn(trx, stream, 0, 1, 'team-test')
    })
    await expect(refused).rejects.toMatchObject({ code: '55000' })
    // Every insert into the log, not only the append function's.
    const inserted = t.owner.db.transaction().execute(async (trx) => {
      await writeElsewhere(trx)
      await sql`insert into events (stream_id, stream_version, type, schema_version, team_id, data, metadata)
                values (${stream}, 1, 'TestHappened', 1, null, '{}', '{}')`.execute(trx)
    })
    await expect(inserted).rejects.toMatchObject({ code: '55000' })
    // Becoming one first is what a transaction that writes before its append does.
    await t.database.db.transaction().execute(async (trx) => {
      await lockLogForAppending(trx)
      await writeElsewhere(trx)
      await appendIn(trx, stream, 0, 1, 'team-test')
    })
    expect((await readStream(t.database.db, stream)).version).toBe(1)
  })

  it.skipIf(!isPostgresServer())(
    'does not wait for a transaction open in another database, nor for one here that appends nothing',
    async () => {
      const teamId = `team-${nanoid()}`
      const from = await readHead(t.database.db)
      const elsewhere = await holdOpenTransaction()
      const here = await holdOpenTransaction(t.url)
      try {
        const [event] = await append(t.database.db, `s-${nanoid()}`, 0, [testEvent(1)], teamId)
        // Both are older than the event and still running: the oldest transaction on the server is below it.
        expect(BigInt(elsewhere.xid)).toBeLessThan(BigInt(event!.txId))
        expect(BigInt(here.xid)).toBeLessThan(BigInt(event!.txId))

        await eventually(async () => (await readAfter(t.database.db, from, { teamId })).map((e) => e.data)).toEqual([
          { n: 1 },
        ])
        const tail = await readTail(t.database.db, from)
        expect(tail.events.filter((e) => e.teamId === teamId).map((e) => e.position)).toEqual([event!.position])
        const head = await readHead(t.database.db)
        expect(logOrder(head, event!)).toBeGreaterThanOrEqual(0)
        const runs = await readRuns(t.database.db, from, { types: ['TestHappened'], maxRun: 1000 })
        expect(runs.at(-1)?.to).toEqual({ txId: event!.txId, position: event!.position })
        // All of it while they were still open.
        expect(await elsewhere.isOpen()).toBe(true)
        expect(await here.isOpen()).toBe(true)
      } finally {
        await elsewhere.end()
        await here.end()
      }
    },
  )

  it.skipIf(!isPostgresServer())(
    'stops at an appender still open that wrote before appending, and delivers its late commit in order',
    async () => {
      const teamId = `team-${nanoid()}`
      const writerB = await t.open()
      const from = await readHead(t.database.db)
      const elsewhere = await holdOpenTransaction()
      try {
        // A becomes an appender and takes its id with a write elsewhere; B appends and commits; A appends after.
        const a = await t.database.db.startTransaction().execute()
        await lockLogForAppending(a)
        await writeElsewhere(a)
        const [eventB] = await append(writerB.db, `b-${nanoid()}`, 0, [testEvent(2)], teamId)
        const [eventA] = await appendIn(a, `a-${nanoid()}`, 0, 1, teamId)
        expect(BigInt(eventA!.txId)).toBeLessThan(BigInt(eventB!.txId))
        expect(eventA!.position).toBeGreaterThan(eventB!.position)

        // B is committed, A is open and older: the readers wait for A, though they pass the other database's.
        expect(await readAfter(t.database.db, from, { teamId })).toEqual([])
        expect((await readTail(t.database.db, from)).held).toBe(true)

        await a.commit().execute()
        await eventually(async () => (await readAfter(t.database.db, from, { teamId })).map((e) => e.data)).toEqual([
          { n: 1 },
          { n: 2 },
        ])
        expect(await elsewhere.isOpen()).toBe(true)
      } finally {
        await elsewhere.end()
      }
    },
  )

  it.skipIf(!isPostgresServer())(
    'holds at a transaction that appended and ended after the snapshot, not at one that rolled back or appended nothing',
    async () => {
      const [plainDb, rolledBackDb] = [(await t.open()).db, (await t.open()).db]
      const horizonAt = async (snapshot: string) =>
        (
          await sql<{ horizon: string }>`select log_horizon(${snapshot}::pg_snapshot)::text as horizon`.execute(
            t.owner.db,
          )
        ).rows[0]!.horizon
      // Ids in this order: one that writes elsewhere, one that appends and rolls back, one that appends and commits.
      const plain = await plainDb.startTransaction().execute()
      await writeElsewhere(plain)
      const rolledBack = await rolledBackDb.startTransaction().execute()
      const [lost] = await appendIn(rolledBack, `r-${nanoid()}`, 0, 1, 'team-test')
      const appender = await t.database.db.startTransaction().execute()
      const [event] = await appendIn(appender, `a-${nanoid()}`, 0, 2, 'team-test')
      // A transaction that ends after all three took their ids, so that the snapshot's xmax is past them.
      await sql`select pg_current_xact_id()`.execute(t.owner.db)
      const { rows } = await sql<{ snapshot: string }>`select pg_current_snapshot()::text as snapshot`.execute(
        t.owner.db,
      )
      const snapshot = rows[0]!.snapshot
      // While all three run: the oldest appender, past the one that writes elsewhere.
      expect(await horizonAt(snapshot)).toBe(lost!.txId)
      await rolledBack.rollback().execute()
      await plain.commit().execute()
      // The appender has not ended: it holds the lock. Once ended, its events hold the horizon in its place.
      expect(await horizonAt(snapshot)).toBe(event!.txId)
      await appender.commit().execute()
      expect(await horizonAt(snapshot)).toBe(event!.txId)
    },
  )

  it.skipIf(!isPostgresServer())(
    'delivers every event of many appenders committing in random order exactly once, in log order',
    async () => {
      const teamId = `team-${nanoid()}`
      const from = await readHead(t.database.db)
      const elsewhere = await holdOpenTransaction()
      const pause = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 30))
      const committed: number[] = []
      const writer = async (w: number) => {
        const db = (await t.open({ poolSize: 1 })).db
        const stream = `w${w}-${nanoid()}`
        let version = 0
        for (let i = 0; i < 12; i++) {
          const n = w * 100 + i
          const rollBack = Math.random() < 0.15
          await db
            .transaction()
            .execute(async (trx) => {
              // Some write elsewhere first, as a command with personal data or under its stream's lock does.
              if (Math.random() < 0.3) {
                await lockLogForAppending(trx)
                await writeElsewhere(trx)
                await pause()
              }
              await appendIn(trx, stream, version, n, teamId)
              await pause()
              if (rollBack) throw new Error('rolled back')
            })
            .then(
              () => {
                version++
                committed.push(n)
              },
              () => undefined,
            )
        }
      }
      try {
        let writing = true
        const writers = Promise.all([0, 1, 2, 3, 4, 5].map(writer)).finally(() => (writing = false))
        // A reader in small pages, as a subscriber catches up, all the while.
        const delivered: RecordedEvent[] = []
        let cursor = from
        const deadline = Date.now() + 60_000
        while (writing || delivered.length < committed.length) {
          if (Date.now() > deadline) throw new Error(`${committed.length - delivered.length} events never delivered`)
          const page = await readAfter(t.database.db, cursor, { teamId, limit: 7 })
          if (page.length > 0) cursor = { txId: page.at(-1)!.txId, position: page.at(-1)!.position }
          else await new Promise((resolve) => setTimeout(resolve, 10))
          delivered.push(...page)
        }
        await writers
        expect(committed.length).toBeGreaterThan(30)
        const numbers = delivered.map((e) => (e.data as { n: number }).n)
        expect(new Set(numbers).size).toBe(numbers.length)
        expect([...numbers].sort((x, y) => x - y)).toEqual([...committed].sort((x, y) => x - y))
        for (let i = 1; i < delivered.length; i++) expect(logOrder(delivered[i - 1]!, delivered[i]!)).toBeLessThan(0)
        // Nothing more comes later either.
        expect(await readAfter(t.database.db, cursor, { teamId })).toEqual([])
        expect(await elsewhere.isOpen()).toBe(true)
      } finally {
        await elsewhere.end()
      }
    },
  )
})

describe('reading the log in runs', () => {
  it('splits it into runs of one type, none longer than asked, that read back as the whole log', async () => {
    const [a, b] = [`RunA${nanoid(6)}`, `RunB${nanoid(6)}`]
    const sequence = [a, a, a, a, a, b, a, b, b]
    for (const [n, type] of sequence.entries()) {
      await append(t.database.db, `s-${nanoid()}`, 0, [{ type, data: { n } }])
    }
    const runs = await readRuns(t.database.db, START, { types: [a, b], maxRun: 2, unbounded: true })
    for (const run of runs) expect(run.count).toBeLessThanOrEqual(2)
    const read = []
    for (const run of runs) {
      const events = await readRun(t.database.db, run)
      expect(events).toHaveLength(run.count)
      expect(new Set(events.map((e) => e.type))).toEqual(new Set([run.type]))
      read.push(...events)
    }
    expect(read.map((e) => e.data)).toEqual(sequence.map((_, n) => ({ n })))
    expect(read).toEqual(await readAfter(t.database.db, START, { types: [a, b], unbounded: true }))
    // Runs of one type break only where the type changes or the length runs out.
    expect(runs.map((run) => run.type)).toEqual([a, a, a, b, a, b, b])
  })
})

describe('the log is append-only', () => {
  it('refuses to change or delete an event, for any role', async () => {
    await append(t.database.db, `s-${nanoid()}`, 0, [testEvent(1)])
    await expect(sql`update events set type = 'Rewritten'`.execute(t.database.db)).rejects.toThrow()
    await expect(sql`delete from events`.execute(t.database.db)).rejects.toThrow()
  })

  it.skipIf(!isPostgresServer())('runs the app as a role without UPDATE or DELETE on events', async () => {
    const { rows } = await sql<{ role: string; can_update: boolean; can_delete: boolean; can_insert: boolean }>`
      select current_user as role,
             has_table_privilege('events', 'UPDATE') as can_update,
             has_table_privilege('events', 'DELETE') as can_delete,
             has_table_privilege('events', 'INSERT') as can_insert`.execute(t.database.db)
    expect(rows[0]).toEqual({ role: 'teamspace_app', can_update: false, can_delete: false, can_insert: true })
    await expect(sql`update events set type = 'Rewritten'`.execute(t.database.db)).rejects.toMatchObject({
      code: '42501',
    })
    await expect(sql`delete from events`.execute(t.database.db)).rejects.toMatchObject({ code: '42501' })
  })
})
