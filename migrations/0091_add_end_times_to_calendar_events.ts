import { sql, type Kysely } from 'kysely'

/**
 * Calendar events say when they end. The read tables get the end beside the start; the rows already there are
 * given the start (the calendar and feed projections' new versions rebuild them from the log, where an old event
 * is lifted to its type's usual length).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('calendar_events')
    .addColumn('end_time', 'text')
    .addColumn('ends_at', 'timestamptz')
    .execute()
  await sql`update calendar_events set end_time = local_time, ends_at = starts_at`.execute(db)
  await db.schema
    .alterTable('calendar_events')
    .alterColumn('end_time', (c) => c.setNotNull())
    .alterColumn('ends_at', (c) => c.setNotNull())
    .execute()
  await db.schema.alterTable('calendar_feed_entries').addColumn('ends_at', 'timestamptz').execute()
  await sql`update calendar_feed_entries set ends_at = starts_at + interval '1 hour'`.execute(db)
  await db.schema
    .alterTable('calendar_feed_entries')
    .alterColumn('ends_at', (c) => c.setNotNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('calendar_feed_entries').dropColumn('ends_at').execute()
  await db.schema.alterTable('calendar_events').dropColumn('end_time').dropColumn('ends_at').execute()
}
