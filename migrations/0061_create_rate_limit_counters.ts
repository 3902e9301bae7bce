import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * Counters of the rate limits, shared by every server instance on the database: one row per limited key (an
 * address, an account, a member) whose window began at its first hit and ends at `expires_at`. Unlogged: a
 * crash of the database may forget them, which only forgives a minute of attempts, and writing them costs no
 * WAL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create unlogged table rate_limit_counters (
      key text primary key,
      count integer not null,
      expires_at timestamptz not null
    )`.execute(db)
  await db.schema
    .createIndex('rate_limit_counters_expires_at_idx')
    .on('rate_limit_counters')
    .column('expires_at')
    .execute()
  await grantReadTableToApp(db, 'rate_limit_counters')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute()
}
