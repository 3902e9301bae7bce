import type { Kysely } from 'kysely'

/**
 * The feed names an event's street address with its place, and lists each occurrence of a repeating event as an
 * event of its own under a UID that never changes: its series, the date it was first planned on, and whether it
 * was changed on its own (a series change leaves it). The calendar feed projection's new version rebuilds the
 * rows from the log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('calendar_feed_entries')
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('series_id', 'text')
    .addColumn('original_date', 'text')
    .addColumn('exception', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute()
  await db.schema
    .createIndex('calendar_feed_entries_series_idx')
    .on('calendar_feed_entries')
    .column('series_id')
    .where('series_id', 'is not', null)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('calendar_feed_entries_series_idx').execute()
  await db.schema
    .alterTable('calendar_feed_entries')
    .dropColumn('address')
    .dropColumn('series_id')
    .dropColumn('original_date')
    .dropColumn('exception')
    .execute()
}
