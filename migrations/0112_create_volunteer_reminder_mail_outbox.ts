import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * The outbox of the reminders volunteers get the day before a need they signed up for: one per need and member by
 * its key (so two server instances, or a pass after a restart, queue it once), sent after commit and marked. The
 * need is kept so that a volunteer who withdrew or swapped away before it is sent is skipped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('volunteer_reminder_mail_outbox')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('need_id', 'text', (c) => c.notNull())
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
  await sql`create index volunteer_reminder_mail_outbox_unsent_idx on volunteer_reminder_mail_outbox (next_attempt_at)
    where outcome is null`.execute(db)
  await db.schema
    .createIndex('volunteer_reminder_mail_outbox_finished_idx')
    .on('volunteer_reminder_mail_outbox')
    .column('finished_at')
    .execute()
  await db.schema
    .createIndex('volunteer_reminder_mail_outbox_member_idx')
    .on('volunteer_reminder_mail_outbox')
    .columns(['team_id', 'user_id'])
    .execute()
  await grantReadTableToApp(db, 'volunteer_reminder_mail_outbox')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('volunteer_reminder_mail_outbox').execute()
}
