import { sql, type Kysely } from 'kysely'

/**
 * The append as one server-side function. It does what the statement did (claim the stream row first, check
 * and bump its version, insert the events and the command id) but its plans are cached per connection, where
 * the equivalent ad-hoc statement was planned again on every append. Returns no rows when the stream is no
 * longer at the expected version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function append_events(
      p_stream_id text,
      p_stream_type text,
      p_team_id text,
      p_expected_version integer,
      p_events jsonb,
      p_metadata jsonb,
      p_command_id text,
      p_result jsonb
    ) returns table (event_position bigint, event_tx_id xid8, event_stream_version integer, event_recorded_at timestamptz)
    language plpgsql as $$
    declare
      v_count integer := jsonb_array_length(p_events);
      v_version integer;
    begin
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
        returning events.position, events.tx_id, events.stream_version, events.recorded_at;
    end $$`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function append_events(text, text, text, integer, jsonb, jsonb, text, jsonb)`.execute(db)
}
