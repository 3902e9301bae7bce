import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * Photo consent: the players each photo names (by id) and its files' version, each child's consent as their family
 * set it, and each team's default for a child without an answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('gallery_photos')
    .addColumn('player_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('variant', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  // A child's consent changes the photos that name them.
  await sql`create index gallery_photos_player_ids_idx on gallery_photos using gin (player_ids)`.execute(db)

  await db.schema
    .createTable('gallery_photo_consents')
    .addColumn('player_id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('consent', 'text', (c) => c.notNull().check(sql`consent in ('photos', 'none')`))
    .addColumn('set_by', 'text', (c) => c.notNull())
    .addColumn('set_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('gallery_photo_consents_team_idx')
    .on('gallery_photo_consents')
    .column('team_id')
    .execute()
  await grantReadTableToApp(db, 'gallery_photo_consents')

  await db.schema
    .createTable('gallery_consent_defaults')
    .addColumn('team_id', 'text', (c) => c.primaryKey())
    .addColumn('consent_default', 'text', (c) => c.notNull().check(sql`consent_default in ('ask', 'photos')`))
    .execute()
  await grantReadTableToApp(db, 'gallery_consent_defaults')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gallery_consent_defaults').execute()
  await db.schema.dropTable('gallery_photo_consents').execute()
  await db.schema.alterTable('gallery_photos').dropColumn('variant').dropColumn('player_ids').execute()
}
