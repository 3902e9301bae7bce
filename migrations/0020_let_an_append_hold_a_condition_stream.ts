import { sql, type Kysely } from 'kysely'

/**
 * An append may name a condition stream: another stream the decision was made on without writing to it (the
 * voting a vote is cast in). Before it claims its own stream the append share-locks the condition stream's row
 * and checks it is still at the version the command read; if not, it writes nothing and returns no rows, as for
 * a stale expected version. Holding the share lock until commit means a writer of the condition stream (closing
 * the voting, which locks its row for update) waits for every append that checked it, and every later append
 * sees its new version: a vote is either in the tally the close reads or refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop function append_events(text, text, text, integer, jsonb, jsonb, text, jsonb, text[])`.execute(db)
  await sql`
    create function append_events(
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
  await sql`drop function append_events(text, text, text, integer, jsonb, jsonb, text, jsonb, text[], text, integer)`.execute(
    db,
  )
  const { up: previous } = await import('./0010_fold_command_check_and_projection_into_append')
  await previous(db)
}
