import { sql, type Kysely } from 'kysely'

/** Transaction ids below 3 are Postgres's own; the log's renumbered ones start above them. */
const FIRST_TX_ID = 3
/** Ids taken per statement while the cluster's counter is moved on (each is one short committed transaction). */
const IDS_PER_STATEMENT = 100_000
/** Taken by whoever rebases, so two servers starting on a restored database do it once. */
const REBASE_LOCK = 7_466_101

export interface RebaseResult {
  /** Whether the log was ahead of the cluster and has been renumbered. */
  readonly rebased: boolean
  /** How many appending transactions the log holds (renumbered 3, 4, 5 … when rebased). */
  readonly transactions: number
}

/**
 * Brings a log carried to another Postgres cluster back under that cluster's transaction ids.
 *
 * Every event keeps the id of the transaction that appended it, and readers page by (tx_id, position) below the
 * oldest transaction still appending (ARCHITECTURE §3.3). A backup restored on a new server, or the embedded
 * database copied into a newer PostgreSQL, keeps the ids of the cluster that wrote it, which may be far ahead of
 * the new cluster's: every event would then sit above the horizon, unread by live updates and subscribers, and
 * each new event would sort before the subscribers' checkpoints and never reach them.
 *
 * So the log's ids are renumbered 3, 4, 5 … in their order (the order is all readers rely on, and it is kept),
 * the subscribers' checkpoints with them, after the cluster's own counter has been moved past that range. It runs
 * as the owner (it lifts the log's append-only trigger inside its transaction) before the server serves; a log
 * already below the cluster's counter is left as it is, which is every start but the first after such a move.
 */
export const rebaseRestoredLog = async <T>(database: Kysely<T>): Promise<RebaseResult> => {
  const db = database as Kysely<unknown>
  if (!(await logIsAhead(db))) return { rebased: false, transactions: 0 }
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${REBASE_LOCK})`.execute(connection)
    try {
      // Another server may have done it while this one waited.
      if (!(await logIsAhead(connection))) return { rebased: false, transactions: 0 }
      const transactions = await countTransactions(connection)
      await passTransactionIds(connection, FIRST_TX_ID + transactions)
      await renumber(connection)
      await sql`analyze events`.execute(connection)
      return { rebased: true, transactions }
    } finally {
      await sql`select pg_advisory_unlock(${REBASE_LOCK})`.execute(connection)
    }
  })
}

/** The id the cluster gives its next transaction. Reading it assigns none. */
const nextTransactionId = async (db: Kysely<unknown>) => {
  const { rows } = await sql<{ next: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as next`.execute(db)
  return BigInt(rows[0]!.next)
}

/** True when an event or a checkpoint carries an id the cluster has not given out yet. */
const logIsAhead = async (db: Kysely<unknown>) => {
  const { rows } = await sql<{ ahead: boolean }>`
    select greatest((select max(tx_id) from events), (select max(tx_id) from subscription_checkpoints))
             >= pg_snapshot_xmax(pg_current_snapshot()) as ahead`.execute(db)
  return rows[0]?.ahead === true
}

const countTransactions = async (db: Kysely<unknown>) => {
  const { rows } = await sql<{ count: string }>`select count(distinct tx_id)::text as count from events`.execute(db)
  return Number(rows[0]!.count)
}

/**
 * Moves the cluster's counter past `id`: one short transaction per id, committed from inside a DO block (no round
 * trip each), so a hundred thousand take well under a second.
 */
const passTransactionIds = async (db: Kysely<unknown>, id: number) => {
  for (let next = await nextTransactionId(db); next <= BigInt(id); next = await nextTransactionId(db)) {
    const count = Math.min(IDS_PER_STATEMENT, Number(BigInt(id) - next) + 1)
    await sql
      .raw(`do $$ begin for i in 1..${count} loop perform pg_current_xact_id(); commit; end loop; end $$`)
      .execute(db)
  }
}

/**
 * In one transaction, with the log locked against appends: each distinct id becomes its rank (from 3), and a
 * checkpoint moves to the renumbered transaction it had read up to. A checkpoint between two transactions stands
 * after the last event of the earlier one; one before every event goes back to the start.
 */
const renumber = async (db: Kysely<unknown>) => {
  await db.transaction().execute(async (trx) => {
    await sql`lock table events, subscription_checkpoints in exclusive mode`.execute(trx)
    await sql`
      create temporary table rebased_tx on commit drop as
      select tx_id as old_id,
             ((dense_rank() over (order by tx_id)) + ${FIRST_TX_ID - 1})::text::xid8 as new_id,
             max(position) as last_position
        from events group by tx_id`.execute(trx)
    await sql`create index on rebased_tx (old_id)`.execute(trx)
    await sql`alter table events disable trigger events_append_only`.execute(trx)
    await sql`update events set tx_id = r.new_id from rebased_tx r where events.tx_id = r.old_id`.execute(trx)
    await sql`alter table events enable trigger events_append_only`.execute(trx)
    await sql`
      update subscription_checkpoints c
         set tx_id = coalesce(r.new_id, '0'::xid8),
             position = case when r.old_id is null then 0
                             when r.old_id = c.tx_id then c.position
                             else r.last_position end
        from subscription_checkpoints s
        left join lateral (
          select * from rebased_tx where old_id <= s.tx_id order by old_id desc limit 1
        ) r on true
       where s.name = c.name and s.tx_id <> '0'::xid8`.execute(trx)
  })
}
