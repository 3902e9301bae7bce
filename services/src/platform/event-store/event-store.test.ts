import { sql } from 'kysely'
import { nanoid } from 'nanoid'
import { describe, expect, it } from 'vitest'
import { isPostgresServer, useTestDatabase } from '../../../test/database'
import { append, metadataFor, testEvent } from '../../../test/events'
import { START, decodeCursor, encodeCursor } from './cursor'
import { WrongExpectedVersion, appendToStream, readAfter, readHead, readRun, readRuns, readStream } from './event-store'

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

/**
 * The catch-up reader stops below the oldest transaction running anywhere on the server (xids are cluster-wide),
 * so another database's transaction — a test file running beside this one — may hold it back for a moment:
 * assertions about what it delivers wait for it rather than read once.
 */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 50 })

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
