import { sql, type QueryExecutorProvider } from 'kysely'

/** The role the application runs as in Postgres mode: it may append to the log but never change it. */
export const APP_ROLE = 'teamspace_app'

/**
 * Read tables are rewritten freely by projections. The grant is skipped where the role could not be created
 * (a managed database that refuses CREATE ROLE); the append-only trigger still guards the log there.
 */
export const grantReadTableToApp = async (db: QueryExecutorProvider, table: string) => {
  await sql`
    do $$ begin
      if exists (select from pg_roles where rolname = ${sql.lit(APP_ROLE)}) then
        execute format('grant select, insert, update, delete on %I to %I', ${sql.lit(table)}, ${sql.lit(APP_ROLE)});
      end if;
    end $$`.execute(db)
}
