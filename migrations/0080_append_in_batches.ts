import { sql, type Kysely } from 'kysely'
import { appendEvents as appendEventsAsBefore } from './0070_call_projection_functions_and_notify_from_the_append'

/**
 * `append_events_batch`: several appends that arrived at once from one server instance, each to its own stream as
 * one `append_events` call would make it (its own version check, command id, projection steps and answer), in one
 * statement and one transaction. Measured on one backend, an append's Postgres CPU is half fixed costs (the call,
 * the statement, the transaction and its commit): 0.17 ms alone, 0.09 ms each four at a time, against 0.07 ms for a
 * bare INSERT. Each row of the answer names the append it belongs to (`item`, from 1); an append that met another
 * version of its stream answers no row, as alone. An error in any of them fails them all: the caller then makes
 * each alone.
 */
export const appendEventsBatch = sql`
  create function append_events_batch(p_appends jsonb)
  returns table (item integer, event_position bigint, event_tx_id xid8, event_stream_version integer,
                 event_recorded_at timestamptz, duplicate_result jsonb)
  language plpgsql as $$
  declare
    v_append jsonb;
    v_item integer;
  begin
    for v_append, v_item in select value, ordinality from jsonb_array_elements(p_appends) with ordinality loop
      return query
        select v_item, a.event_position, a.event_tx_id, a.event_stream_version, a.event_recorded_at, a.duplicate_result
        from append_events(
          v_append ->> 'streamId', v_append ->> 'streamType', v_append ->> 'teamId',
          (v_append ->> 'expectedVersion')::integer, v_append -> 'events', v_append -> 'metadata',
          v_append ->> 'commandId', v_append -> 'result', coalesce(v_append -> 'then', '[]'),
          v_append ->> 'notify', v_append ->> 'conditionStream', (v_append ->> 'conditionVersion')::integer
        ) as a;
    end loop;
  end $$`

/**
 * The same append as 0070 with less work per call, measured on one backend (1,000s of appends of one event, no
 * projection): the check that a transaction becomes an appender before its first write is made in line instead
 * of by a nested plpgsql call; the command's row and the events go in one statement; the loop over the
 * projections' steps runs only when there are any; and the statement trigger on `events`, which makes a raw
 * insert an appender too, no longer calls plpgsql when the transaction already is one (a `WHEN` condition).
 * What the function answers, and in which cases, is unchanged.
 */
export const appendEvents = sql`
  create or replace function append_events(
    p_stream_id text,
    p_stream_type text,
    p_team_id text,
    p_expected_version integer,
    p_events jsonb,
    p_metadata jsonb,
    p_command_id text,
    p_result jsonb,
    p_then jsonb default '[]',
    p_notify text default null,
    p_condition_stream text default null,
    p_condition_version integer default null
  ) returns table (event_position bigint, event_tx_id xid8, event_stream_version integer,
                   event_recorded_at timestamptz, duplicate_result jsonb)
  language plpgsql as $$
  declare
    v_count integer := jsonb_array_length(p_events);
    v_version integer;
    v_previous jsonb;
    v_step jsonb;
  begin
    -- lock_log_for_appending(), in line: before the first write (the condition stream's share lock is one),
    -- readers may pass this transaction while it holds no id, and must see it as appending once it has one.
    if current_setting('teamspace.appending', true) is distinct from 'on' then
      if pg_current_xact_id_if_assigned() is not null then
        raise exception 'a transaction that wrote before appending to the log must call lock_log_for_appending() before its first write'
          using errcode = 'object_not_in_prerequisite_state';
      end if;
      lock table events in row exclusive mode;
      perform set_config('teamspace.appending', 'on', true);
    end if;

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

    return query
      with command as (
        insert into processed_commands (command_id, stream_id, result)
        select p_command_id, p_stream_id, p_result
        where p_command_id is not null
      )
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

    if jsonb_array_length(p_then) > 0 then
      for v_step in select value from jsonb_array_elements(p_then) loop
        if v_step ? 'fn' then
          execute format('select %I($1)', v_step ->> 'fn') using v_step -> 'run';
        else
          execute v_step ->> 'sql';
        end if;
      end loop;
    end if;

    if p_notify is not null then
      perform pg_notify('teamspace_events', p_notify);
    end if;
  end $$`

export async function up(db: Kysely<unknown>): Promise<void> {
  await appendEvents.execute(db)
  await appendEventsBatch.execute(db)
  await sql`drop trigger events_locked_for_appending on events`.execute(db)
  await sql`
    create trigger events_locked_for_appending before insert on events for each statement
    when (current_setting('teamspace.appending', true) is distinct from 'on')
    execute function lock_log_for_appending_trigger()`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function append_events_batch(jsonb)`.execute(db)
  await sql`drop trigger events_locked_for_appending on events`.execute(db)
  await sql`create trigger events_locked_for_appending before insert on events
            for each statement execute function lock_log_for_appending_trigger()`.execute(db)
  await sql`drop function append_events(text, text, text, integer, jsonb, jsonb, text, jsonb, jsonb, text, text, integer)`.execute(
    db,
  )
  await appendEventsAsBefore('jsonb').execute(db)
}
