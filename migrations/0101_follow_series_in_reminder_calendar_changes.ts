import type { Kysely } from 'kysely'

/**
 * The reminders follow each occurrence of a repeating event, so that families confirm a change to it with "Got it"
 * and are reminded to answer for it: its series, the date it was first planned on, whether it was changed on its
 * own (a series change leaves it) and whether it is cancelled (kept, so a later series change knows it). The
 * reminders projection's new version rebuilds the rows from the log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reminder_calendar_changes')
    .addColumn('series_id', 'text')
    .addColumn('original_date', 'text')
    .addColumn('exception', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('cancelled', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute()
  await db.schema
    .createIndex('reminder_calendar_changes_series_idx')
    .on('reminder_calendar_changes')
    .column('series_id')
    .where('series_id', 'is not', null)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reminder_calendar_changes_series_idx').execute()
  await db.schema
    .alterTable('reminder_calendar_changes')
    .dropColumn('series_id')
    .dropColumn('original_date')
    .dropColumn('exception')
    .dropColumn('cancelled')
    .execute()
}
