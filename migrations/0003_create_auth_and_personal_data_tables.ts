import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * Mutable tables kept out of the log on purpose (ARCHITECTURE §3.7): credentials and tokens are secrets, and a
 * person's contact details are personal data that must be erasable. Events refer to these rows by id only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('google_sub', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey()) // SHA-256 of the cookie's token; the token itself is never stored
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('sessions_account_id_idx').on('sessions').column('account_id').execute()

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute()

  await db.schema
    .createTable('invite_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('invite_id', 'text', (c) => c.notNull().unique())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .execute()

  // A Google sign-in that found no account waits here until the person joins or creates a team.
  await db.schema
    .createTable('pending_federated_signups')
    .addColumn('id', 'text', (c) => c.primaryKey()) // SHA-256 of the cookie's token
    .addColumn('google_sub', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('address', 'text')
    .addColumn('emergency_contact', 'text')
    .addColumn('emergency_phone', 'text')
    .addColumn('show_phone', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('show_email', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('show_address', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  for (const table of [
    'accounts',
    'sessions',
    'password_reset_tokens',
    'invite_codes',
    'pending_federated_signups',
    'profiles',
  ]) {
    await grantReadTableToApp(db, table)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'profiles',
    'pending_federated_signups',
    'invite_codes',
    'password_reset_tokens',
    'sessions',
    'accounts',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
