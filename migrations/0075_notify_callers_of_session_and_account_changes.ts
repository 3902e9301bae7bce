import { sql, type Kysely } from 'kysely'

/**
 * Server instances keep each session's caller (its account, e-mail, membership and name) in memory. Whatever
 * changes what they keep tells every instance at commit, on the channel they listen on: a session deleted
 * (sign-out, expiry, password change, removal, account deletion) by its stored hash, an account's e-mail or
 * password changed or the account deleted, and a changed or deleted profile (the caller's name) by the account.
 * Memberships live in a read table that a rebuild replaces, so their commands notify themselves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_caller_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('teamspace_callers', tg_argv[0] || ':' || (to_jsonb(old) ->> tg_argv[1]));
      return null;
    end $$`.execute(db)
  await sql`
    create trigger sessions_notify_callers after delete on sessions
    for each row execute function notify_caller_change('s', 'id')`.execute(db)
  await sql`
    create trigger accounts_notify_callers after update of email, password_hash or delete on accounts
    for each row execute function notify_caller_change('a', 'id')`.execute(db)
  await sql`
    create trigger profiles_notify_callers after update of name or delete on profiles
    for each row execute function notify_caller_change('a', 'user_id')`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger profiles_notify_callers on profiles`.execute(db)
  await sql`drop trigger accounts_notify_callers on accounts`.execute(db)
  await sql`drop trigger sessions_notify_callers on sessions`.execute(db)
  await sql`drop function notify_caller_change()`.execute(db)
}
