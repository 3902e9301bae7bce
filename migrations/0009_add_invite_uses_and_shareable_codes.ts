import type { Kysely } from 'kysely'

/**
 * An inviter gets the same link back while it works, so its code must be readable again: it is kept beside its
 * hash in the mutable codes table (never in the log), and dropped when the invite is revoked. Team Settings
 * shows how often each link was used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invites')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('invite_codes').addColumn('code', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invite_codes').dropColumn('code').execute()
  await db.schema.alterTable('invites').dropColumn('uses').execute()
}
