import { sql, type Kysely } from 'kysely'
import { nanoid } from 'nanoid'
import { afterAll, describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { append, testEvent } from '../../../test/events'
import { openDatabase, type Database } from '../db/database'
import type { DB } from '../db/schema'
import { START, type Cursor } from './cursor'
import { readAfter } from './read'
import { rebaseRestoredLog } from './rebase'

/** What a restore on a new server leaves: the log's ids are those of a cluster `by` transactions further on. */
const moveLogAhead = async (db: Kysely<DB>, by: bigint) => {
  await db.transaction().execute(async (trx) => {
    await sql`alter table events disable trigger events_append_only`.execute(trx)
    await sql`update events set tx_id = (tx_id::text::numeric + ${by.toString()}::numeric)::text::xid8`.execute(trx)
    await sql`alter table events enable trigger events_append_only`.execute(trx)
    await sql`update subscription_checkpoints
                 set tx_id = (tx_id::text::numeric + ${by.toString()}::numeric)::text::xid8`.execute(trx)
  })
}

const checkpointOf = async (db: Kysely<DB>, name: string): Promise<Cursor> => {
  const row = await db
    .selectFrom('subscription_checkpoints')
    .select(['tx_id', 'position'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow()
  return { txId: row.tx_id, position: Number(row.position) }
}

const setCheckpoint = (db: Kysely<DB>, name: string, cursor: Cursor) =>
  db
    .insertInto('subscription_checkpoints')
    .values({ name, tx_id: cursor.txId, position: cursor.position, updated_at: new Date() })
    .execute()

const numbers = (events: readonly { data: unknown }[]) => events.map((event) => (event.data as { n: number }).n)

describe('a log restored into another cluster', () => {
  const t = useTestDatabase()

  it('is renumbered under the cluster’s ids, in its order, and its subscribers go on from where they were', async () => {
    const stream = `s-${nanoid()}`
    for (let n = 1; n <= 3; n++) await append(t.database.db, stream, n - 1, [testEvent(n)])
    const [, second] = await readAfter(t.database.db, START)
    await setCheckpoint(t.owner.db, 'mails', { txId: second!.txId, position: second!.position })
    await setCheckpoint(t.owner.db, 'fresh', START)

    await moveLogAhead(t.owner.db, 5_000_000_000n)
    // The trouble: ahead of the cluster, nothing is below the readers' horizon.
    expect(await readAfter(t.database.db, START)).toEqual([])

    expect(await rebaseRestoredLog(t.owner.db)).toEqual({ rebased: true, transactions: 3 })
    expect(numbers(await readAfter(t.database.db, START))).toEqual([1, 2, 3])
    expect(numbers(await readAfter(t.database.db, await checkpointOf(t.owner.db, 'mails')))).toEqual([3])
    expect(await checkpointOf(t.owner.db, 'fresh')).toEqual(START)

    // A new event comes after everything restored, for every reader.
    await append(t.database.db, stream, 3, [testEvent(4)])
    expect(numbers(await readAfter(t.database.db, await checkpointOf(t.owner.db, 'mails')))).toEqual([3, 4])
    expect(numbers(await readAfter(t.database.db, START))).toEqual([1, 2, 3, 4])

    // Once under the cluster's ids, later starts leave the log alone.
    expect(await rebaseRestoredLog(t.owner.db)).toEqual({ rebased: false, transactions: 0 })
    // And the log is append-only again.
    await expect(sql`update events set type = 'x'`.execute(t.owner.db)).rejects.toThrow(/append-only/)
  })
})

describe('a log with more transactions than a new cluster has given out', () => {
  let database: Database | undefined
  afterAll(() => database?.close())

  it('moves the cluster’s counter past the log first, so new events still come last', async () => {
    // The embedded database starts its counter in the hundreds, so a few thousand transactions are more than it had.
    database = await openDatabase({ dataDir: 'memory://' })
    const { db } = database
    const transactions = 3_000
    await db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx)
      await sql`
        insert into events (tx_id, stream_id, stream_version, type, schema_version, team_id, data, metadata)
        select (9000000000 + n)::text::xid8, 'restored', n, 'Test', 1, 'team-test', jsonb_build_object('n', n), '{}'
          from generate_series(1, ${transactions}) n`.execute(trx)
    })
    await setCheckpoint(db, 'mails', { txId: '9000002000', position: 2000 })

    expect(await rebaseRestoredLog(db)).toEqual({ rebased: true, transactions })
    const checkpoint = await checkpointOf(db, 'mails')
    expect(checkpoint).toEqual({ txId: '2002', position: 2000 })
    await append(db, 'written-after', 0, [testEvent(transactions + 1)])
    const after = numbers(await readAfter(db, checkpoint, { limit: 5_000 }))
    expect(after).toHaveLength(transactions - 2000 + 1)
    expect(after.at(-1)).toBe(transactions + 1)
  })
})
