import type { Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('teams')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('age_group', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await grantReadTableToApp(db, 'teams')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('teams').execute()
}
