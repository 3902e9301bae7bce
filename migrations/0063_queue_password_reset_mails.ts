import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * Reset links are mailed through an outbox, so the request answers at once and alike for every address: a row
 * names the address asked for, and the sender looks the account up, makes the link and sends it. The row is
 * deleted once handled; the link's token is never stored (its hash goes to `password_reset_tokens`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_reset_outbox')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('outcome', 'text')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute()
  await sql`create index password_reset_outbox_unsent_idx on password_reset_outbox (next_attempt_at)
    where outcome is null`.execute(db)
  await grantReadTableToApp(db, 'password_reset_outbox')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_reset_outbox').execute()
}
