import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/** The tables each kind of optional mail kept its members' choices in, by the kind's name. */
const kindTables = {
  'schedule-changes': 'schedule_mail_preferences',
  news: 'news_mail_preferences',
  'availability-reminders': 'reminder_mail_preferences',
} as const

/**
 * Every optional kind of mail keeps its members' choices in one table, a row per team, member and kind (the kind's
 * name is the one its unsubscribe links carry). Each choice made so far is copied over as it stands, then the
 * tables of one kind each go. Like them, the table is mutable and outside the log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_preferences')
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('mail_preferences_pkey', ['team_id', 'user_id', 'kind'])
    .execute()
  // A member's erasure finds their rows in every team.
  await db.schema.createIndex('mail_preferences_user_idx').on('mail_preferences').column('user_id').execute()
  for (const [kind, table] of Object.entries(kindTables)) {
    await sql`
      insert into mail_preferences (team_id, user_id, kind, enabled, updated_at)
      select team_id, user_id, ${kind}, enabled, updated_at from ${sql.table(table)}`.execute(db)
    await db.schema.dropTable(table).execute()
  }
  await grantReadTableToApp(db, 'mail_preferences')
}

/** Back to a table per kind, each choice where it was. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [kind, table] of Object.entries(kindTables)) {
    await db.schema
      .createTable(table)
      .addColumn('team_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('enabled', 'boolean', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint(`${table}_pkey`, ['team_id', 'user_id'])
      .execute()
    await db.schema.createIndex(`${table}_user_idx`).on(table).column('user_id').execute()
    await sql`
      insert into ${sql.table(table)} (team_id, user_id, enabled, updated_at)
      select team_id, user_id, enabled, updated_at from mail_preferences where kind = ${kind}`.execute(db)
    await grantReadTableToApp(db, table)
  }
  await db.schema.dropTable('mail_preferences').execute()
}
