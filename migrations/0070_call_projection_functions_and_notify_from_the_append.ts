import { sql, type Kysely } from 'kysely'

/**
 * The inline projections' steps reach `append_events` as one jsonb array (`p_then`) instead of SQL text with the
 * values written in, which Postgres parsed and planned on every append. Each step is either
 *   - `{"fn": "projection_run_…", "run": [...]}`: a set-based handler's function (created at start by the owner,
 *     see services/src/platform/projections/functions.ts) called with its run of events; plpgsql keeps the plans
 *     of its statements for the connection's life, so an append only binds the run, or
 *   - `{"sql": "…"}`: a statement of an events handler that only writes, run as before.
 *
 * `p_notify`, when given, sends the NOTIFY that wakes other instances' log tailers from inside the append (its
 * payload names the sender), delivered at commit: one statement fewer for the command. Postgres serialises the
 * commits of notifying transactions, so the caller asks for it at most once per short window (AppendNotifier).
 */
/** Creates `append_events` as this migration leaves it (`jsonb`), or as it found it; later ones go back to it. */
export const appendEvents = (then: 'text[]' | 'jsonb') =>
  sql.raw(`
    create function append_events(
      p_stream_id text,
      p_stream_type text,
      p_team_id text,
      p_expected_version integer,
      p_events jsonb,
      p_metadata jsonb,
      p_command_id text,
      p_result jsonb,
      p_then ${then} default '${then === 'jsonb' ? '[]' : '{}'}'${then === 'jsonb' ? `,\n      p_notify text default null` : ''},
      p_condition_stream text default null,
      p_condition_version integer default null
    ) returns table (event_position bigint, event_tx_id xid8, event_stream_version integer,
                     event_recorded_at timestamptz, duplicate_result jsonb)
    language plpgsql as $$
    declare
      v_count integer := jsonb_array_length(p_events);
      v_version integer;
      v_previous jsonb;
      ${then === 'jsonb' ? 'v_step jsonb;' : 'v_statement text;'}
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
${
  then === 'jsonb'
    ? `
      for v_step in select value from jsonb_array_elements(p_then) loop
        if v_step ? 'fn' then
          execute format('select %I($1)', v_step ->> 'fn') using v_step -> 'run';
        else
          execute v_step ->> 'sql';
        end if;
      end loop;

      if p_notify is not null then
        perform pg_notify('teamspace_events', p_notify);
      end if;`
    : `
      foreach v_statement in array p_then loop
        execute v_statement;
      end loop;`
}
    end $$`)

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop function append_events(text, text, text, integer, jsonb, jsonb, text, jsonb, text[], text, integer)`.execute(
    db,
  )
  await appendEvents('jsonb').execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function append_events(text, text, text, integer, jsonb, jsonb, text, jsonb, jsonb, text, text, integer)`.execute(
    db,
  )
  await appendEvents('text[]').execute(db)
}
