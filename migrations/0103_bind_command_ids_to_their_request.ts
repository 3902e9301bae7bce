import { sql, type Kysely } from 'kysely'
import {
  appendEvents as appendEventsAsBefore,
  appendEventsBatch as appendEventsBatchAsBefore,
} from './0080_append_in_batches'

/**
 * A command id answers only the request it was first recorded for: `processed_commands` keeps a hash of that
 * request (who sent it, its method, address and body; a hash, so nothing personal is kept beside the log), and
 * `append_events` takes the hash of the request it appends for. The same command id with the same hash answers
 * the first result, as before; with another hash the append refuses with SQLSTATE `TS422`, and the server answers
 * 422. Commands recorded before this have no hash and answer any request, as they did.
 */
const appendEvents = sql`
  create function append_events(
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
    p_condition_version integer default null,
    p_request_hash text default null
  ) returns table (event_position bigint, event_tx_id xid8, event_stream_version integer,
                   event_recorded_at timestamptz, duplicate_result jsonb)
  language plpgsql as $$
  declare
    v_count integer := jsonb_array_length(p_events);
    v_version integer;
    v_previous jsonb;
    v_previous_hash text;
    v_step jsonb;
  begin
    if current_setting('teamspace.appending', true) is distinct from 'on' then
      if pg_current_xact_id_if_assigned() is not null then
        raise exception 'a transaction that wrote before appending to the log must call lock_log_for_appending() before its first write'
          using errcode = 'object_not_in_prerequisite_state';
      end if;
      lock table events in row exclusive mode;
      perform set_config('teamspace.appending', 'on', true);
    end if;

    if p_command_id is not null then
      select result, request_hash into v_previous, v_previous_hash
      from processed_commands where command_id = p_command_id;
      if found then
        if v_previous_hash is not null and p_request_hash is not null and v_previous_hash <> p_request_hash then
          raise exception 'command id % was recorded for another request', p_command_id using errcode = 'TS422';
        end if;
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
        insert into processed_commands (command_id, stream_id, result, request_hash)
        select p_command_id, p_stream_id, p_result, p_request_hash
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

/** As in 0080, with each append's request hash. */
const appendEventsBatch = sql`
  create or replace function append_events_batch(p_appends jsonb)
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
          v_append ->> 'notify', v_append ->> 'conditionStream', (v_append ->> 'conditionVersion')::integer,
          v_append ->> 'requestHash'
        ) as a;
    end loop;
  end $$`

const OLD_SIGNATURE = sql`append_events(text, text, text, integer, jsonb, jsonb, text, jsonb, jsonb, text, text, integer)`
const NEW_SIGNATURE = sql`append_events(text, text, text, integer, jsonb, jsonb, text, jsonb, jsonb, text, text, integer, text)`

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('processed_commands').addColumn('request_hash', 'text').execute()
  // The batch calls append_events: it goes first, and comes back calling the new one.
  await sql`drop function append_events_batch(jsonb)`.execute(db)
  await sql`drop function ${OLD_SIGNATURE}`.execute(db)
  await appendEvents.execute(db)
  await appendEventsBatch.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function append_events_batch(jsonb)`.execute(db)
  await sql`drop function ${NEW_SIGNATURE}`.execute(db)
  await appendEventsAsBefore.execute(db)
  await appendEventsBatchAsBefore.execute(db)
  await db.schema.alterTable('processed_commands').dropColumn('request_hash').execute()
}
