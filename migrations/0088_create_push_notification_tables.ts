import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * Push notifications: the server's VAPID key pair (made at first start), each device's subscription per member
 * and team, each member's kinds per team, the outbox of notifications (one per subscription, by a unique key),
 * and chat messages waiting out their merge window. Mutable tables: none of it goes into the log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('push_subscriptions_endpoint_team_key', ['endpoint', 'team_id'])
    .execute()
  await db.schema
    .createIndex('push_subscriptions_member_idx')
    .on('push_subscriptions')
    .columns(['team_id', 'user_id'])
    .execute()
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute()

  await db.schema
    .createTable('push_preferences')
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('schedule', 'boolean', (c) => c.notNull())
    .addColumn('news', 'boolean', (c) => c.notNull())
    .addColumn('chat', 'boolean', (c) => c.notNull())
    .addColumn('reminders', 'boolean', (c) => c.notNull())
    .addColumn('votes', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('push_preferences_pkey', ['team_id', 'user_id'])
    .execute()
  await db.schema.createIndex('push_preferences_user_idx').on('push_preferences').column('user_id').execute()

  await db.schema
    .createTable('push_outbox')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('tag', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('outcome', 'text')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute()
  // What is still to send, soonest first: the only rows a sender reads.
  await sql`create index push_outbox_unsent_idx on push_outbox (next_attempt_at) where outcome is null`.execute(db)
  await db.schema.createIndex('push_outbox_finished_idx').on('push_outbox').column('finished_at').execute()
  await db.schema.createIndex('push_outbox_user_idx').on('push_outbox').column('user_id').execute()

  await db.schema
    .createTable('push_chat_pending')
    .addColumn('thread_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('last_sender_id', 'text', (c) => c.notNull())
    .addColumn('first_message_id', 'text', (c) => c.notNull())
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('push_chat_pending_pkey', ['thread_id', 'user_id'])
    .execute()
  await db.schema.createIndex('push_chat_pending_due_idx').on('push_chat_pending').column('due_at').execute()
  await db.schema.createIndex('push_chat_pending_user_idx').on('push_chat_pending').column('user_id').execute()

  for (const table of ['push_keys', 'push_subscriptions', 'push_preferences', 'push_outbox', 'push_chat_pending'])
    await grantReadTableToApp(db, table)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['push_chat_pending', 'push_outbox', 'push_preferences', 'push_subscriptions', 'push_keys'])
    await db.schema.dropTable(table).execute()
}
