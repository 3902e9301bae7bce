import { sql, type Kysely } from 'kysely'
import { APP_ROLE, grantReadTableToApp } from './support'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('streams')
    .addColumn('stream_id', 'text', (c) => c.primaryKey())
    .addColumn('stream_type', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute()

  // tx_id lets catch-up readers page by (tx_id, position) below the oldest running transaction,
  // so an event whose transaction commits late is never skipped (ARCHITECTURE §3.3).
  await sql`
    create table events (
      position bigint generated always as identity primary key,
      tx_id xid8 not null default pg_current_xact_id(),
      stream_id text not null,
      stream_version integer not null,
      type text not null,
      schema_version smallint not null,
      team_id text,
      data jsonb not null,
      metadata jsonb not null,
      recorded_at timestamptz not null default now(),
      constraint events_stream_version_key unique (stream_id, stream_version)
    )`.execute(db)
  await sql`create index events_tx_id_position_idx on events (tx_id, position)`.execute(db)
  await sql`create index events_team_id_position_idx on events (team_id, tx_id, position)`.execute(db)

  // The log is append-only for everyone, the owner included; history is never rewritten.
  await sql`
    create function forbid_event_changes() returns trigger language plpgsql as $$
    begin
      raise exception 'the event log is append-only' using errcode = 'insufficient_privilege';
    end $$`.execute(db)
  await sql`create trigger events_append_only before update or delete on events
            for each row execute function forbid_event_changes()`.execute(db)
  await sql`create trigger events_no_truncate before truncate on events
            for each statement execute function forbid_event_changes()`.execute(db)

  await db.schema
    .createTable('processed_commands')
    .addColumn('command_id', 'text', (c) => c.primaryKey())
    .addColumn('stream_id', 'text', (c) => c.notNull())
    .addColumn('result', 'jsonb', (c) => c.notNull())
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await sql`
    create table subscription_checkpoints (
      name text primary key,
      tx_id xid8 not null,
      position bigint not null,
      updated_at timestamptz not null default now()
    )`.execute(db)

  await db.schema
    .createTable('projection_state')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('rebuilt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  // The application's role: it appends to the log and maintains read tables, and nothing more.
  // Roles are cluster-wide, so creating it may race with another database's migration or be refused.
  await sql`
    do $$ begin
      create role ${sql.id(APP_ROLE)} nologin;
    exception
      when duplicate_object or unique_violation then null;
      when insufficient_privilege then raise notice 'cannot create role %; the log stays guarded by its trigger', ${sql.lit(APP_ROLE)};
    end $$`.execute(db)
  await sql`
    do $$ begin
      if exists (select from pg_roles where rolname = ${sql.lit(APP_ROLE)}) then
        -- Two databases migrating at once on a new cluster may both add this membership: one of them finds it made.
        begin
          execute format('grant %I to current_user', ${sql.lit(APP_ROLE)});
        exception when unique_violation then null;
        end;
        execute format('grant usage on schema public to %I', ${sql.lit(APP_ROLE)});
        execute format('grant select, insert on events to %I', ${sql.lit(APP_ROLE)});
        execute format('grant usage on all sequences in schema public to %I', ${sql.lit(APP_ROLE)});
        -- The health check compares applied migrations with the ones the code knows.
        execute format('grant select on kysely_migration to %I', ${sql.lit(APP_ROLE)});
      end if;
    exception when insufficient_privilege then
      raise notice 'cannot grant role %', ${sql.lit(APP_ROLE)};
    end $$`.execute(db)
  for (const table of ['streams', 'processed_commands', 'subscription_checkpoints', 'projection_state']) {
    await grantReadTableToApp(db, table)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['projection_state', 'subscription_checkpoints', 'processed_commands', 'events', 'streams']) {
    await db.schema.dropTable(table).execute()
  }
  await sql`drop function forbid_event_changes()`.execute(db)
}
