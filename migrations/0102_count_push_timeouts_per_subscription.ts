import type { Kysely } from 'kysely'

/**
 * Each device's sends in a row that its push service did not answer in time: the push delivery loop drops a
 * subscription that keeps not answering, as it drops one its push service says is gone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('timeouts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('push_subscriptions').dropColumn('timeouts').execute()
}
