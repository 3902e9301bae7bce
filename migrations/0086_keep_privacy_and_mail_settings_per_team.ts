import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

const mailPreferences = ['schedule_mail_preferences', 'news_mail_preferences'] as const

/**
 * An account may belong to several teams, and what a member shows the families of a team and which of its mails
 * they get are chosen per team. The directory privacy choices move from the person's profile to one row per
 * membership, and each mail preference gains the team: every existing choice is copied to each team the person is
 * a member of, so nobody shows more, or gets more mail, than before. A person in no team has nothing to copy to;
 * their choices were about no team's directory or mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_privacy')
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('show_phone', 'boolean', (c) => c.notNull())
    .addColumn('show_email', 'boolean', (c) => c.notNull())
    .addColumn('show_address', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_privacy_pkey', ['team_id', 'user_id'])
    .execute()
  // A person's choices in their other teams (the start of a team they have not chosen in), and their erasure.
  await db.schema.createIndex('member_privacy_user_idx').on('member_privacy').column('user_id').execute()
  await sql`
    insert into member_privacy (team_id, user_id, show_phone, show_email, show_address, updated_at)
    select m.team_id, p.user_id, p.show_phone, p.show_email, p.show_address, p.updated_at
    from profiles as p
    join team_members as m on m.user_id = p.user_id
    on conflict do nothing`.execute(db)
  await sql`alter table profiles drop column show_phone, drop column show_email, drop column show_address`.execute(db)
  await grantReadTableToApp(db, 'member_privacy')

  for (const table of mailPreferences) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(`${table}_pkey`)}`.execute(db)
    await sql`alter table ${sql.table(table)} add column team_id text`.execute(db)
    await sql`
      insert into ${sql.table(table)} (team_id, user_id, enabled, updated_at)
      select m.team_id, p.user_id, p.enabled, p.updated_at
      from ${sql.table(table)} as p
      join team_members as m on m.user_id = p.user_id
      where p.team_id is null`.execute(db)
    await sql`delete from ${sql.table(table)} where team_id is null`.execute(db)
    await sql`alter table ${sql.table(table)} alter column team_id set not null`.execute(db)
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_pkey`)} primary key (team_id, user_id)`.execute(
      db,
    )
    await sql`create index ${sql.id(`${table}_user_idx`)} on ${sql.table(table)} (user_id)`.execute(db)
  }
}

/**
 * Back to one choice per person. Where a person chose differently in their teams, the most private one is kept:
 * a detail is shown, or a mail sent, only if it was in every team.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of mailPreferences) {
    await sql`drop index ${sql.id(`${table}_user_idx`)}`.execute(db)
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(`${table}_pkey`)}`.execute(db)
    await sql`
      update ${sql.table(table)} as p set enabled = one.enabled, updated_at = one.updated_at
      from (
        select user_id, bool_and(enabled) as enabled, max(updated_at) as updated_at
        from ${sql.table(table)} group by user_id
      ) as one
      where one.user_id = p.user_id`.execute(db)
    await sql`
      delete from ${sql.table(table)} as p
      using (select user_id, min(team_id) as kept from ${sql.table(table)} group by user_id) as one
      where one.user_id = p.user_id and p.team_id <> one.kept`.execute(db)
    await sql`alter table ${sql.table(table)} drop column team_id`.execute(db)
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_pkey`)} primary key (user_id)`.execute(
      db,
    )
  }

  await sql`
    alter table profiles
      add column show_phone boolean not null default true,
      add column show_email boolean not null default true,
      add column show_address boolean not null default false`.execute(db)
  await sql`
    update profiles as p
    set show_phone = one.show_phone, show_email = one.show_email, show_address = one.show_address
    from (
      select user_id, bool_and(show_phone) as show_phone, bool_and(show_email) as show_email,
        bool_and(show_address) as show_address
      from member_privacy group by user_id
    ) as one
    where one.user_id = p.user_id`.execute(db)
  await db.schema.dropTable('member_privacy').execute()
}
