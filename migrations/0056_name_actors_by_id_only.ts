import type { Kysely } from 'kysely'

/**
 * Events record their actor by user id and role only, and no read table copies a member's name: the queries
 * join each member's current name from the profile ('Former member' once their account is gone). The columns
 * that held a copy of the actor's name go.
 */
const copies: readonly (readonly [table: string, column: string])[] = [
  ['attendance_sheets', 'taken_by_name'],
  ['news_articles', 'author_name'],
  ['invites', 'created_by_name'],
  ['votings', 'opened_by_name'],
  ['volunteer_needs', 'created_by_name'],
  ['volunteer_sign_ups', 'volunteer_name'],
  ['calendar_events', 'created_by_name'],
  ['stat_lines', 'recorded_by_name'],
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of copies) await db.schema.alterTable(table).dropColumn(column).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of copies) await db.schema.alterTable(table).addColumn(column, 'text').execute()
}
