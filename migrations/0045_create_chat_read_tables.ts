import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/** Message ids order as the browser orders them (by code unit), whatever the database's collation. */
const idType = sql`text collate "C"`

/**
 * Team chat: each thread's summary (count, last message, participants, kept from the events so the list is one
 * read), the messages themselves, and each member's read marker per thread.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_threads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('tags', sql`text[]`, (c) => c.notNull())
    .addColumn('is_private', 'boolean', (c) => c.notNull())
    .addColumn('is_pinned', 'boolean', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_activity', 'timestamptz', (c) => c.notNull())
    .addColumn('message_count', 'integer', (c) => c.notNull())
    .addColumn('last_message_id', idType)
    .addColumn('last_message_content', 'text')
    .addColumn('last_message_sender_id', 'text')
    .addColumn('last_message_at', 'timestamptz')
    // Sorted and distinct: the same set whatever order concurrent posts are applied in.
    .addColumn('participants', sql`text[]`, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('chat_threads_team_activity_idx')
    .on('chat_threads')
    .columns(['team_id', 'is_pinned desc', 'last_activity desc'])
    .execute()

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('thread_id', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('posted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('edited', 'boolean', (c) => c.notNull())
    .addColumn('edited_at', 'timestamptz')
    .execute()
  // A thread's pages, latest first (`(posted_at, id) < (…)`), and its unread messages after a marker.
  await db.schema
    .createIndex('chat_messages_thread_order_idx')
    .on('chat_messages')
    .columns(['thread_id', 'posted_at', 'id'])
    .execute()

  await db.schema
    .createTable('chat_read_markers')
    .addColumn('thread_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('last_read_message_id', idType, (c) => c.notNull())
    .addColumn('read_up_to', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_read_markers_pkey', ['member_id', 'thread_id'])
    .execute()

  for (const table of ['chat_threads', 'chat_messages', 'chat_read_markers']) await grantReadTableToApp(db, table)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['chat_read_markers', 'chat_messages', 'chat_threads']) await db.schema.dropTable(table).execute()
}
