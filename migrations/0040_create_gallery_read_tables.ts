import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * The photo gallery: one row per photo (its two stored renditions, caption and tags), and the stored files still
 * to remove after a photo's deletion.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gallery_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('tags', sql`text[]`, (c) => c.notNull())
    .addColumn('source_type', 'text', (c) => c.notNull())
    .addColumn('source_bytes', 'integer', (c) => c.notNull())
    .addColumn('animated', 'boolean', (c) => c.notNull())
    .addColumn('display_key', 'text', (c) => c.notNull())
    .addColumn('display_type', 'text', (c) => c.notNull())
    .addColumn('display_width', 'integer', (c) => c.notNull())
    .addColumn('display_height', 'integer', (c) => c.notNull())
    .addColumn('thumbnail_key', 'text', (c) => c.notNull())
    .addColumn('thumbnail_type', 'text', (c) => c.notNull())
    .addColumn('thumbnail_width', 'integer', (c) => c.notNull())
    .addColumn('thumbnail_height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
  // The grid's pages, newest or oldest first: a keyset on (created_at, id) within the team, read either way.
  await db.schema
    .createIndex('gallery_photos_team_created_idx')
    .on('gallery_photos')
    .columns(['team_id', 'created_at', 'id'])
    .execute()
  // The tag filter.
  await sql`create index gallery_photos_tags_idx on gallery_photos using gin (tags)`.execute(db)
  await grantReadTableToApp(db, 'gallery_photos')

  await db.schema
    .createTable('gallery_file_removals')
    .addColumn('folder', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('photo_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .execute()
  await db.schema
    .createIndex('gallery_file_removals_due_idx')
    .on('gallery_file_removals')
    .column('next_attempt_at')
    .execute()
  await grantReadTableToApp(db, 'gallery_file_removals')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gallery_file_removals').execute()
  await db.schema.dropTable('gallery_photos').execute()
}
