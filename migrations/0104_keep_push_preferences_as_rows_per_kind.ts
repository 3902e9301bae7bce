import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/** The kinds there were while each had a column of its own. */
const KINDS = ['schedule', 'news', 'chat', 'reminders', 'votes'] as const

/**
 * A member's choice of push notifications becomes one row per team, member and kind, so a feature that adds a kind
 * of its own needs no new column. Every choice made so far is kept; a kind without a row stays on, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_kind_preferences')
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('push_kind_preferences_pkey', ['team_id', 'user_id', 'kind'])
    .execute()
  await db.schema.createIndex('push_kind_preferences_user_idx').on('push_kind_preferences').column('user_id').execute()
  await grantReadTableToApp(db, 'push_kind_preferences')
  for (const kind of KINDS)
    await sql`
      insert into push_kind_preferences (team_id, user_id, kind, enabled, updated_at)
      select team_id, user_id, ${kind}, ${sql.ref(kind)}, updated_at from push_preferences`.execute(db)
  await db.schema.dropTable('push_preferences').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_preferences')
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('schedule', 'boolean', (c) => c.notNull())
    .addColumn('news', 'boolean', (c) => c.notNull())
    .addColumn('chat', 'boolean', (c) => c.notNull())
    .addColumn('reminders', 'boolean', (c) => c.notNull())
    .addColumn('votes', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('push_preferences_pkey', ['team_id', 'user_id'])
    .execute()
  await db.schema.createIndex('push_preferences_user_idx').on('push_preferences').column('user_id').execute()
  await grantReadTableToApp(db, 'push_preferences')
  // Kinds added since have no column to go back to: they are forgotten, and on again if the rows come back.
  await sql`
    insert into push_preferences (team_id, user_id, schedule, news, chat, reminders, votes, updated_at)
    select team_id, user_id,
      coalesce(bool_and(enabled) filter (where kind = 'schedule'), true),
      coalesce(bool_and(enabled) filter (where kind = 'news'), true),
      coalesce(bool_and(enabled) filter (where kind = 'chat'), true),
      coalesce(bool_and(enabled) filter (where kind = 'reminders'), true),
      coalesce(bool_and(enabled) filter (where kind = 'votes'), true),
      max(updated_at)
    from push_kind_preferences
    group by team_id, user_id`.execute(db)
  await db.schema.dropTable('push_kind_preferences').execute()
}
