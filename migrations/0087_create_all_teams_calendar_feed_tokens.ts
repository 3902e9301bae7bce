import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * One calendar feed link per person for every team they belong to, beside each team's own links: only its
 * SHA-256 is kept, as for those, and it lives here rather than in the log (it is a secret, and erased with the
 * account). Keyed by the account alone, so the feed follows the person into a team they join later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_feed_person_tokens')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await grantReadTableToApp(db, 'calendar_feed_person_tokens')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_feed_person_tokens').execute()
}
