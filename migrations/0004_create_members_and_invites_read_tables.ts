import type { Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('team_members')
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    // Members of one family share it: a family invite links the new member to the inviter's children.
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('team_members_pkey', ['team_id', 'user_id'])
    .execute()
  await db.schema.createIndex('team_members_user_id_idx').on('team_members').column('user_id').execute()

  await db.schema
    .createTable('invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('relationship', 'text', (c) => c.notNull())
    .addColumn('family_id', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('invites_team_id_idx').on('invites').column('team_id').execute()

  await grantReadTableToApp(db, 'team_members')
  await grantReadTableToApp(db, 'invites')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invites').execute()
  await db.schema.dropTable('team_members').execute()
}
