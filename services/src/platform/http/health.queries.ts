import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { countAfter } from '../event-store/read'
import type { OutboxTable } from '../mail/outbox-delivery'
import { readCheckpoint } from '../projections/subscriptions'

export interface OutboxFigures {
  /** Mails not sent yet: waiting, being sent, or waiting for a retry. */
  readonly unsent: number
  /** Of those, the ones whose last attempt failed (the mail server refused or did not answer). */
  readonly failing: number
  /** Mails given up after their last retry, within the last day. */
  readonly failedLastDay: number
  /** How long the oldest mail due has waited past its time: more than a few seconds means delivery is stuck. */
  readonly overdueSeconds: number
}

const tableFigures = async (db: Kysely<DB>, table: OutboxTable): Promise<OutboxFigures> => {
  const { rows } = await sql<{ unsent: number; failing: number; failed: number; overdue: number | null }>`
    select
      count(*) filter (where outcome is null)::int as unsent,
      count(*) filter (where outcome is null and last_error is not null)::int as failing,
      count(*) filter (where outcome = 'failed' and finished_at > now() - interval '1 day')::int as failed,
      extract(epoch from now() - min(next_attempt_at) filter (where outcome is null))::float8 as overdue
    from ${sql.table(table)}`.execute(db)
  const row = rows[0]
  return {
    unsent: row?.unsent ?? 0,
    failing: row?.failing ?? 0,
    failedLastDay: row?.failed ?? 0,
    overdueSeconds: Math.max(0, Math.floor(row?.overdue ?? 0)),
  }
}

/** The mail waiting in every outbox, in sum and by table. */
export const outboxBacklog = async (db: Kysely<DB>, tables: readonly OutboxTable[]) => {
  const figures = await Promise.all(tables.map((table) => tableFigures(db, table)))
  return {
    unsent: figures.reduce((sum, f) => sum + f.unsent, 0),
    failing: figures.reduce((sum, f) => sum + f.failing, 0),
    failedLastDay: figures.reduce((sum, f) => sum + f.failedLastDay, 0),
    overdueSeconds: Math.max(0, ...figures.map((f) => f.overdueSeconds)),
    tables: Object.fromEntries(tables.map((table, i) => [table, figures[i]!])),
  }
}

/** Each subscriber's distance behind the log (events past its checkpoint, counted up to a limit) and its last move. */
export const subscriberLag = async (db: Kysely<DB>, names: readonly string[]) => {
  const moved = new Map(
    (await db.selectFrom('subscription_checkpoints').select(['name', 'updated_at']).execute()).map((row) => [
      row.name,
      row.updated_at,
    ]),
  )
  const lags = await Promise.all(names.map(async (name) => countAfter(db, await readCheckpoint(db, name))))
  return Object.fromEntries(
    names.map((name, i) => [name, { lagEvents: lags[i]!, checkpointAt: moved.get(name)?.toISOString() ?? null }]),
  )
}

/** A subscriber as the health check knows it: its name and the event types it handles. */
export interface SubscriberOfHealth {
  readonly name: string
  readonly handles: readonly string[]
}

/**
 * How long each subscriber's oldest event not handled yet has waited, in seconds (0 when it has caught up): the
 * first event of a type it handles past its checkpoint, in one statement for all of them.
 */
export const subscriberWaits = async (db: Kysely<DB>, subscribers: readonly SubscriberOfHealth[]) => {
  if (subscribers.length === 0) return new Map<string, number>()
  const { rows } = await sql<{ name: string; wait: number | null }>`
    select s.name, (
      select extract(epoch from now() - e.recorded_at)::float8 from events e
      where (e.tx_id, e.position) > (coalesce(c.tx_id, '0'::xid8), coalesce(c.position, 0)) and e.type = any(s.types)
      order by e.tx_id, e.position
      limit 1) as wait
    from (values ${sql.join(subscribers.map(({ name, handles }) => sql`(${name}, ${[...handles]}::text[])`))})
      as s(name, types)
    left join subscription_checkpoints c on c.name = s.name`.execute(db)
  return new Map(rows.map((row) => [row.name, Math.max(0, Math.floor(row.wait ?? 0))]))
}
