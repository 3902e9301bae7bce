import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * News e-mails: each member's opt-out, and the outbox of articles to send (one per article and member, by a
 * unique key), queued by the news-mails subscriber with its checkpoint and sent after commit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('news_mail_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('news_mail_outbox')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('outcome', 'text')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute()
  // What is still to send, soonest first: the only rows a sender reads.
  await sql`create index news_mail_outbox_unsent_idx on news_mail_outbox (next_attempt_at)
    where outcome is null`.execute(db)
  await db.schema.createIndex('news_mail_outbox_finished_idx').on('news_mail_outbox').column('finished_at').execute()

  await grantReadTableToApp(db, 'news_mail_preferences')
  await grantReadTableToApp(db, 'news_mail_outbox')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('news_mail_outbox').execute()
  await db.schema.dropTable('news_mail_preferences').execute()
}
