import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * One-click unsubscribe links of the optional mails (RFC 8058): the secret the links are made with, and the
 * hash of each member's link per kind of mail. And who made the changes a schedule-change mail tells of, so that
 * they are not told of their own change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createTable('mail_unsubscribe_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('mail_unsubscribe_links_user_idx')
    .on('mail_unsubscribe_links')
    .column('user_id')
    .execute()
  await db.schema
    .alterTable('schedule_mail_pending')
    .addColumn('actor_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute()
  await grantReadTableToApp(db, 'mail_secrets')
  await grantReadTableToApp(db, 'mail_unsubscribe_links')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('schedule_mail_pending').dropColumn('actor_ids').execute()
  await db.schema.dropTable('mail_unsubscribe_links').execute()
  await db.schema.dropTable('mail_secrets').execute()
}
