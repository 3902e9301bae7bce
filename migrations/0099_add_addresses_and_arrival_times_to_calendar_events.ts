import type { Kysely } from 'kysely'

/**
 * A calendar event's place can carry a street address (for the phone's maps app), and a game a time to arrive
 * before the start. The rows already there have neither, as their events had none; the calendar projection's new
 * version rebuilds them from the log anyway.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('calendar_events')
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('arrive_minutes_early', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('calendar_events').dropColumn('address').dropColumn('arrive_minutes_early').execute()
}
