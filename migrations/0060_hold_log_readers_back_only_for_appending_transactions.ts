import { sql, type Kysely } from 'kysely'

/**
 * Catch-up readers stopped below `pg_snapshot_xmin`, the oldest transaction running anywhere on the server:
 * one left open in another database (a migration, an import, another tenant of a managed server) froze every
 * live view and subscriber. They now stop below the oldest transaction that may still add events to this log.
 *
 * - `lock_log_for_appending()`: a transaction that appends takes ROW EXCLUSIVE on `events` (the lock any insert
 *   into it takes, and the one the rebuild swap excludes) before its transaction id is assigned, and holds it
 *   until it ends. `append_events` calls it first thing; a transaction that writes anything before its append
 *   calls it at its start (the command handler's locked path). Once it has an id without holding the lock it
 *   can no longer append: the call raises, and a trigger on `events` makes every insert call it.
 * - `log_horizon(snapshot)`: the least transaction in progress at `snapshot` that, looked at afterwards, holds
 *   that lock in this database or has events in the log (it committed since); else the snapshot's xmax. Readers
 *   pass the snapshot their statement reads with. Any other transaction in progress at the snapshot got its id
 *   without the lock, so it never appends: the events below the horizon are all there is below it, for good.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function lock_log_for_appending() returns void language plpgsql as $$
    begin
      if current_setting('teamspace.appending', true) = 'on' then
        return;
      end if;
      if pg_current_xact_id_if_assigned() is not null then
        raise exception 'a transaction that wrote before appending to the log must call lock_log_for_appending() before its first write'
          using errcode = 'object_not_in_prerequisite_state';
      end if;
      lock table events in row exclusive mode;
      perform set_config('teamspace.appending', 'on', true);
    end $$`.execute(db)

  await sql`
    create function lock_log_for_appending_trigger() returns trigger language plpgsql as $$
    begin
      perform lock_log_for_appending();
      return null;
    end $$`.execute(db)
  await sql`create trigger events_locked_for_appending before insert on events
            for each statement execute function lock_log_for_appending_trigger()`.execute(db)

  // Two statements, in this order: the locks are read first; the second runs on a snapshot of its own, taken
  // after that read, and looks for the events of the transactions that were not appending then. One that has
  // ended since may have appended before it ended: its events are there to see. One still running never will.
  // Only READ COMMITTED gives the second statement a fresh snapshot; otherwise every transaction that has ended
  // since holds the horizon, whatever it wrote.
  await sql`
    create function log_horizon(p_snapshot pg_snapshot) returns xid8 language plpgsql volatile as $$
    declare
      v_own xid8 := pg_current_xact_id_if_assigned();
      v_fresh boolean := current_setting('transaction_isolation') = 'read committed';
      v_appending xid[];
      v_held xid8;
    begin
      if not exists (select from pg_snapshot_xip(p_snapshot)) then
        return least(pg_snapshot_xmax(p_snapshot), v_own);
      end if;
      with locks as materialized (select * from pg_locks)
      select array_agg(own.transactionid) into v_appending
      from locks appending
      join locks own on own.virtualtransaction = appending.virtualtransaction
      where appending.locktype = 'relation'
        and appending.database = (select oid from pg_database where datname = current_database())
        and appending.relation = 'events'::regclass
        and appending.mode = 'RowExclusiveLock'
        and own.locktype = 'transactionid'
        and own.mode = 'ExclusiveLock'
        and own.granted;
      select min(running) into v_held
      from pg_snapshot_xip(p_snapshot) as running
      where running::xid = any(v_appending)
         or exists (select from events where tx_id = running)
         or (not v_fresh and pg_xact_status(running) <> 'in progress');
      return least(v_held, pg_snapshot_xmax(p_snapshot), v_own);
    end $$`.execute(db)

  // As in 0020, with the lock taken first.
  await sql`
    create or replace function append_events(
      p_stream_id text,
      p_stream_type text,
      p_team_id text,
      p_expected_version integer,
      p_events jsonb,
      p_metadata jsonb,
      p_command_id text,
      p_result jsonb,
      p_then text[] default '{}',
      p_condition_stream text default null,
      p_condition_version integer default null
    ) returns table (event_position bigint, event_tx_id xid8, event_stream_version integer,
                     event_recorded_at timestamptz, duplicate_result jsonb)
    language plpgsql as $$
    declare
      v_count integer := jsonb_array_length(p_events);
      v_version integer;
      v_previous jsonb;
      v_statement text;
    begin
      -- Before the first write (the condition stream's share lock is one): readers may pass this transaction
      -- while it holds no id, and must see it as appending once it has one.
      perform lock_log_for_appending();

      if p_command_id is not null then
        select result into v_previous from processed_commands where command_id = p_command_id;
        if found then
          return query select null::bigint, null::xid8, null::integer, null::timestamptz, v_previous;
          return;
        end if;
      end if;

      if p_condition_stream is not null then
        perform 1 from streams
        where stream_id = p_condition_stream and version = p_condition_version
        for share;
        if not found then
          return;
        end if;
      end if;

      -- Locking the stream row is the first write, so a stream's events leave the log in version order.
      if p_expected_version = 0 then
        insert into streams (stream_id, stream_type, team_id, version)
        values (p_stream_id, p_stream_type, p_team_id, v_count)
        on conflict (stream_id) do nothing
        returning version into v_version;
      else
        update streams set version = version + v_count
        where stream_id = p_stream_id and version = p_expected_version
        returning version into v_version;
      end if;
      if v_version is null then
        return;
      end if;

      if p_command_id is not null then
        insert into processed_commands (command_id, stream_id, result) values (p_command_id, p_stream_id, p_result);
      end if;

      return query
        insert into events (stream_id, stream_version, type, schema_version, team_id, data, metadata)
        select p_stream_id,
               v_version - v_count + e.ordinality::integer,
               e.value ->> 'type',
               (e.value ->> 'schemaVersion')::smallint,
               p_team_id,
               e.value -> 'data',
               p_metadata || jsonb_build_object('schemaVersion', (e.value ->> 'schemaVersion')::integer)
        from jsonb_array_elements(p_events) with ordinality as e(value, ordinality)
        order by e.ordinality
        returning events.position, events.tx_id, events.stream_version, events.recorded_at, null::jsonb;

      foreach v_statement in array p_then loop
        execute v_statement;
      end loop;
    end $$`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // append_events as 0020 left it: its definition without the lock.
  const { rows } = await sql<{ definition: string }>`
    select pg_get_functiondef('append_events(text, text, text, integer, jsonb, jsonb, text, jsonb, text[], text, integer)'::regprocedure) as definition`.execute(
    db,
  )
  await sql.raw(rows[0]!.definition.replace(/^\s*perform lock_log_for_appending\(\);$/m, '')).execute(db)
  await sql`drop trigger events_locked_for_appending on events`.execute(db)
  await sql`drop function lock_log_for_appending_trigger()`.execute(db)
  await sql`drop function lock_log_for_appending()`.execute(db)
  await sql`drop function log_horizon(pg_snapshot)`.execute(db)
}
