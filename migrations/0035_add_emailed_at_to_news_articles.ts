import type { Kysely } from 'kysely'

/** When a coach e-mailed an article to the team (once per article); null until then. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('news_articles').addColumn('emailed_at', 'timestamptz').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('news_articles').dropColumn('emailed_at').execute()
}
