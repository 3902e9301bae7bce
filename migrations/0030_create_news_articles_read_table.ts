import type { Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/** The team's news: one row per article as last edited, pinned ones first in every list. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('news_articles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('is_pinned', 'boolean', (c) => c.notNull())
    .addColumn('is_published', 'boolean', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('news_articles_team_id_created_at_idx')
    .on('news_articles')
    .columns(['team_id', 'created_at'])
    .execute()
  await grantReadTableToApp(db, 'news_articles')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('news_articles').execute()
}
