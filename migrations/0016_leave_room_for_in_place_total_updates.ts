import { sql, type Kysely } from 'kysely'

/**
 * Every stat line adds to its player's row of `player_totals`, and a rebuild adds to each row once per batch.
 * Half of each page is left free, so such an update can write the new row version beside the old one on the
 * same page without touching the table's indexes (a heap-only update). Rebuilds copy the setting to the fresh
 * table; the live table takes it for pages written from now on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table player_totals set (fillfactor = 50)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table player_totals reset (fillfactor)`.execute(db)
}
