import type { DomainEvent, RecordedEvent } from '@teamspace/domain/shared/events'
import { currentSchemaVersion } from '@teamspace/domain/shared/upcasting'
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { DB, ReadTable } from '../db/schema'
import { readRun, type LogRun } from '../event-store/read'
import { upcasters } from '../event-store/upcasters'
import { projectionFunction, RUN_PARAMETER, type ProjectionFunction } from './functions'
import {
  compiler,
  executeWrite,
  inlineParameters,
  recordSteps,
  type CommandStep,
  type StepRecorder,
} from './statements'

export type { CommandStep, LogRun }

/**
 * A projection keeps read tables as a pure function of the log. Its handlers name their tables plainly: a
 * rebuild points `search_path` at a shadow schema first, so the same statements fill fresh tables. Each event is
 * applied exactly once, inside the append (inline) or a rebuild.
 *
 * One definition, two speeds: a handler receives a run of consecutive events of its type, in log order. The
 * command path hands it a run of one; a rebuild or a verify hands it every consecutive event of that type (up to
 * 50,000 at a time). A set-based handler (`setBased`) is SQL over the run as a relation: on the command path the
 * relation is the new events, passed as a parameter to the handler's own function (see functions.ts), whose
 * plans Postgres keeps; in a rebuild it is the run's rows of the log itself, so the events never travel to this
 * process and back. Live tables therefore equal a rebuild by construction,
 * and the property tests (projections.test.ts) check it.
 */
export interface Projection {
  readonly name: string
  /** Raise it when a handler changes meaning: the server rebuilds the projection at its next start. */
  readonly version: number
  readonly tables: readonly ReadTable[]
  readonly handles: readonly string[]
  /** Applies events of any types it handles, in log order: consecutive events of one type go in one call. */
  readonly applyBatch: (events: readonly RecordedEvent[], db: Kysely<DB>) => Promise<void>
  /** One event: the batch form's run of one. */
  readonly apply: (event: RecordedEvent, db: Kysely<DB>) => Promise<void>
  /** A run of the log (see readRuns), read by the database itself where the handler is set-based. */
  readonly applyLogRun: (run: LogRun, db: Kysely<DB>) => Promise<void>
  /**
   * Whether applyLogRun is SQL over the run where it lies (a set-based handler, the run at the current schema
   * version), so a rebuild may write its statements down and send a batch of them at once; otherwise it reads the
   * run into this process first.
   */
  readonly appliesInPlace: (run: LogRun) => boolean
  /**
   * The command path's form of applyBatch: a set-based handler's run becomes a call of its function, a
   * `writesOnly` handler's statements are written down. Never given events of a `readsAndWrites` handler.
   */
  readonly record: (events: readonly RecordedEvent[], recorder: StepRecorder) => Promise<void>
  /** How the command path runs each event type's handler, as the handler declares it. */
  readonly modes: ReadonlyMap<string, HandlerMode>
  /** The functions of its set-based handlers, for the command path (see functions.ts). */
  readonly functions: readonly ProjectionFunction[]
}

/** How a set-based handler reads a field of an event's data. */
export type FieldType =
  'text' | 'integer' | 'bigint' | 'numeric' | 'boolean' | 'date' | 'timestamptz' | 'text[]' | 'jsonb'

/** A run of events as SQL sees it. */
export interface EventRows<E extends DomainEvent> {
  /**
   * The run as a relation, for `from ${run.rows({ playerId: 'text', goals: 'integer' })} as e`: one row per
   * event with `seq` (ascending in log order within the run), `stream_id`, `stream_version`, `team_id`,
   * `metadata` (jsonb) and the named fields of the event's data, typed, under their own names (`e."playerId"`).
   */
  rows<K extends keyof E['data'] & string>(fields: { readonly [P in K]: FieldType }): RawBuilder<unknown>
}

/**
 * How the command path runs a handler, declared where the handler is defined (`setBased`, `writesOnly`,
 * `readsAndWrites`), never guessed from its SQL:
 * - `set-based`: its own function is called by the append, with the run (one statement for the whole append);
 * - `writes-only`: its statements are written down with their values and sent with the append (still one);
 * - `reads-and-writes`: it reads results as it writes, so the append becomes a transaction and its statements
 *   run there one at a time. The `http` benchmark's statement count shows the difference.
 */
export type HandlerMode = 'set-based' | 'writes-only' | 'reads-and-writes'

/** A handler that is SQL over its run: the statements, in order; they write and read nothing back. */
export interface SetBasedHandler<E extends DomainEvent> {
  readonly kind: 'set-based'
  readonly statements: (run: EventRows<E>) => readonly RawBuilder<unknown>[]
}

/**
 * A handler written as SQL over its run of events (see EventRows): the form every projection should use, since
 * a rebuild then never reads the events into this process. Its statements must leave the tables as applying the
 * events one by one would (order within the run is `seq`), and they are always sent with the append.
 */
export const setBased = <E extends DomainEvent>(
  statements: (run: EventRows<E>) => readonly RawBuilder<unknown>[],
): SetBasedHandler<E> => ({ kind: 'set-based', statements })

/** A handler over the run's events in this process: for what SQL cannot say. */
export type EventsHandler<E extends DomainEvent> = (
  events: readonly RecordedEvent<E>[],
  db: Kysely<DB>,
) => Promise<void>

/** An events handler with the way the command path runs it (see HandlerMode). */
export interface DeclaredEventsHandler<E extends DomainEvent> {
  readonly kind: 'writes-only' | 'reads-and-writes'
  readonly apply: EventsHandler<E>
}

/**
 * An events handler whose statements only write: on the command path they are written down with their values
 * and sent with the append in one call, so it must not branch on what a write returns or on its affected-row
 * count. One that asks for a result through Kysely (a select, a `returning`) fails loudly there.
 */
export const writesOnly = <E extends DomainEvent>(apply: EventsHandler<E>): DeclaredEventsHandler<E> => ({
  kind: 'writes-only',
  apply,
})

/**
 * An events handler that reads as it writes (a select, a `returning`, a raw query that reads): an append with its
 * events is a transaction in which it runs statement by statement. The slowest mode: use it only where the
 * others cannot say it.
 */
export const readsAndWrites = <E extends DomainEvent>(apply: EventsHandler<E>): DeclaredEventsHandler<E> => ({
  kind: 'reads-and-writes',
  apply,
})

/**
 * One handler per event type of the union, each declaring its mode (`setBased`, `writesOnly`, `readsAndWrites`):
 * a missing or a stray type, or a bare function, fails the type-check. A handler gets a run of one or more
 * consecutive events of its type, in log order, and must leave the tables as applying them one by one would.
 */
export type ProjectionHandlers<E extends DomainEvent> = {
  readonly [T in E['type']]: SetBasedHandler<Extract<E, { type: T }>> | DeclaredEventsHandler<Extract<E, { type: T }>>
}

export interface ProjectionDefinition<E extends DomainEvent> {
  readonly name: string
  readonly version: number
  readonly tables: readonly ReadTable[]
  readonly on: ProjectionHandlers<E>
}

type AnyHandler = SetBasedHandler<DomainEvent> | DeclaredEventsHandler<DomainEvent>

const isSetBased = (handler: AnyHandler): handler is SetBasedHandler<DomainEvent> => handler.kind === 'set-based'

/** The typed columns of a run's relation, read from its `data` (jsonb) by `jsonb_to_record`. */
const fieldColumns = (fields: Readonly<Record<string, FieldType>>) =>
  sql.join(Object.entries(fields).map(([name, type]) => sql`${sql.id(name)} ${sql.raw(type)}`))

const COMMON = sql`e.seq, e.stream_id, e.stream_version, e.team_id, e.metadata`

/** A run of events as JSON, one object per event: what jsonb_to_recordset reads (see recordsetRows). */
const runJson = (events: readonly RecordedEvent[]) =>
  events.map((event, index) => ({
    seq: index + 1,
    stream_id: event.streamId,
    stream_version: event.streamVersion,
    team_id: event.teamId,
    metadata: event.metadata,
    data: event.data,
  }))

/** The run's relation over a jsonb value holding runJson: a parameter, or the function's `p_run`. */
const recordsetRows = (json: RawBuilder<unknown>): EventRows<DomainEvent> => ({
  rows: (fields) => sql`(
    select ${COMMON}, f.*
    from jsonb_to_recordset(${json})
      as e(seq bigint, stream_id text, stream_version integer, team_id text, metadata jsonb, data jsonb)
    cross join lateral jsonb_to_record(e.data) as f(${fieldColumns(fields)}))`,
})

/** Events held here (a run that needed upcasting, or a transaction's inline apply), sent as a parameter. */
const inlineRows = (events: readonly RecordedEvent[]): EventRows<DomainEvent> =>
  recordsetRows(sql`${JSON.stringify(runJson(events))}::jsonb`)

/** The run as the handler's function reads it: its parameter. */
const parameterRows = recordsetRows(sql.raw(RUN_PARAMETER))

/** A set-based handler's function: its statements over `p_run`, any constants in them written in. */
const functionOf = (handler: string, set: SetBasedHandler<DomainEvent>) =>
  projectionFunction(
    handler,
    set.statements(parameterRows).map((statement) => inlineParameters(statement.compile(compiler))),
  )

/**
 * A field of a log row's data, read as jsonb_to_record reads it (the same value, null or error for every input)
 * but without building a record per row, which costs a rebuild about as much as the rest of reading the row:
 * a scalar as its text cast to the type; jsonb as it stands, a JSON null as SQL null; an array through
 * jsonb_to_record itself, unless empty.
 */
const logField = (name: string, type: FieldType): RawBuilder<unknown> => {
  const id = sql.id(name)
  switch (type) {
    case 'jsonb':
      return sql`nullif(e.data -> ${name}::text, 'null'::jsonb) as ${id}`
    case 'text[]':
      return sql`case when e.data -> ${name}::text = '[]'::jsonb then '{}'::text[]
        else (select f.${id} from jsonb_to_record(e.data) as f(${id} text[])) end as ${id}`
    default:
      return sql`(e.data ->> ${name}::text)::${sql.raw(type)} as ${id}`
  }
}

/** The common columns and the typed fields of a log row. */
const logColumns = (fields: Readonly<Record<string, FieldType>>) =>
  sql.join([COMMON, ...Object.entries(fields).map(([name, type]) => logField(name, type))])

/** A run of the log, read where it lies: the same columns as inlineRows. */
const logRows = (run: LogRun): EventRows<DomainEvent> => ({
  rows: (fields) => sql`(
    select ${logColumns(fields)}
    from (
      select row_number() over (order by tx_id, position) as seq, stream_id, stream_version, team_id, metadata, data
      from events
      where type = ${run.type}
        and (tx_id, position) >= (${run.from.txId}::xid8, ${run.from.position}::bigint)
        and (tx_id, position) <= (${run.to.txId}::xid8, ${run.to.position}::bigint)) as e)`,
})

/**
 * A projection over the events of `E`, typed by them: `on` names a handler for every type in the union and for
 * nothing else, and each handler receives runs of its own event type.
 *
 *   defineProjection<KiteEvent | KiteOwnerJoined>({ name: 'kites', version: 1, tables: [...], on: { … } })
 */
export const defineProjection = <E extends DomainEvent>(definition: ProjectionDefinition<E>): Projection => {
  const handlers = new Map<string, AnyHandler>(Object.entries(definition.on) as [string, AnyHandler][])
  const functions = new Map<string, ProjectionFunction>()
  for (const [type, handler] of handlers) {
    if (isSetBased(handler)) functions.set(type, functionOf(`${definition.name}: ${type}`, handler))
  }
  const handlerOf = (type: string) => {
    const handler = handlers.get(type)
    if (!handler) throw new Error(`projection ${definition.name} does not handle ${type}`)
    return handler
  }
  const execute = async (statements: readonly RawBuilder<unknown>[], db: Kysely<DB>) => {
    for (const statement of statements) await executeWrite(statement, db)
  }
  /** Consecutive events of one type, in order. */
  const runsOf = (events: readonly RecordedEvent[]) => {
    const runs: RecordedEvent[][] = []
    for (const event of events) {
      const last = runs.at(-1)
      if (last && last[0]!.type === event.type) last.push(event)
      else runs.push([event])
    }
    return runs
  }
  const applyBatch = async (events: readonly RecordedEvent[], db: Kysely<DB>) => {
    for (const run of runsOf(events)) {
      const handler = handlerOf(run[0]!.type)
      await (isSetBased(handler) ? execute(handler.statements(inlineRows(run)), db) : handler.apply(run, db))
    }
  }
  const record = async (events: readonly RecordedEvent[], recorder: StepRecorder) => {
    for (const run of runsOf(events)) {
      const type = run[0]!.type
      const handler = handlerOf(type)
      if (isSetBased(handler)) recorder.call(functions.get(type)!.name, runJson(run))
      else if (handler.kind === 'writes-only') await handler.apply(run, recorder.db)
      else throw new Error(`${definition.name}: ${type} reads as it writes: its events are applied in a transaction`)
    }
  }
  // A run at an older schema version is upcast first, so it is read in and written as inline rows.
  const appliesInPlace = (run: LogRun) =>
    isSetBased(handlerOf(run.type)) && run.schemaVersion === currentSchemaVersion(upcasters(), run.type)
  const applyLogRun = async (run: LogRun, db: Kysely<DB>) => {
    const handler = handlerOf(run.type)
    if (isSetBased(handler) && appliesInPlace(run)) await execute(handler.statements(logRows(run)), db)
    else await applyBatch(await readRun(db, run), db)
  }
  return {
    name: definition.name,
    version: definition.version,
    tables: definition.tables,
    handles: [...handlers.keys()],
    applyBatch,
    apply: (event, db) => applyBatch([event], db),
    applyLogRun,
    appliesInPlace,
    record,
    modes: new Map([...handlers].map(([type, handler]) => [type, handler.kind])),
    functions: [...functions.values()],
  }
}

/** The last event for each key, in the order of their last occurrence: a run of overwrites, collapsed. */
export const lastByKey = <T>(events: readonly T[], key: (event: T) => string): T[] => {
  const last = new Map<string, T>()
  for (const event of events) {
    const k = key(event)
    last.delete(k)
    last.set(k, event)
  }
  return [...last.values()]
}

/** Rows in slices small enough for one statement's parameters (Postgres allows 65,535). */
export const chunks = <T>(rows: readonly T[], size = 1000): T[][] => {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}

export interface ProjectionRegistry {
  readonly all: readonly Projection[]
  byName(name: string): Projection | undefined
  applyInline(trx: Kysely<DB>, events: readonly RecordedEvent[]): Promise<void>
  /**
   * The inline projections' steps for `events` (set-based handlers' function calls, `writesOnly` handlers'
   * statements written down), to travel with the append in one call; null when a handler of one of them is
   * declared `readsAndWrites` (then the command path runs them in its transaction). Handlers see the events as
   * they will be stored, except for `position` and `txId`, not known yet.
   */
  stepsFor(events: readonly RecordedEvent[]): Promise<CommandStep[] | null>
  /** Each projection's handler of an event type and its mode: what the `http` benchmark shows of a command. */
  handlersOf(type: string): readonly { readonly projection: string; readonly mode: HandlerMode }[]
  /** The functions of every set-based handler (see functions.ts). */
  readonly functions: readonly ProjectionFunction[]
}

export const createProjectionRegistry = (projections: readonly Projection[]): ProjectionRegistry => {
  const names = new Set<string>()
  const tables = new Set<string>()
  for (const projection of projections) {
    if (names.has(projection.name)) throw new Error(`two projections are named ${projection.name}`)
    names.add(projection.name)
    for (const table of projection.tables) {
      // Rebuilding swaps whole tables, so a table belongs to exactly one projection.
      if (tables.has(table)) throw new Error(`table ${table} belongs to two projections`)
      tables.add(table)
    }
  }
  const byType = new Map<string, Projection[]>()
  for (const projection of projections) {
    for (const type of projection.handles) byType.set(type, [...(byType.get(type) ?? []), projection])
  }
  // The event types an append can carry only in a transaction, as their handlers declare.
  const inTransaction = new Set(
    projections.flatMap((projection) =>
      [...projection.modes].filter(([, mode]) => mode === 'reads-and-writes').map(([type]) => type),
    ),
  )
  const applyInline = async (db: Kysely<DB>, events: readonly RecordedEvent[]) => {
    for (const projection of projections) {
      const mine = events.filter((event) => byType.get(event.type)?.includes(projection))
      if (mine.length > 0) await projection.applyBatch(mine, db)
    }
  }
  return {
    all: projections,
    byName: (name) => projections.find((p) => p.name === name),
    applyInline,
    stepsFor: async (events) => {
      if (events.some((event) => inTransaction.has(event.type))) return null
      return recordSteps(async (recorder) => {
        for (const projection of projections) {
          const mine = events.filter((event) => byType.get(event.type)?.includes(projection))
          if (mine.length > 0) await projection.record(mine, recorder)
        }
      })
    },
    handlersOf: (type) =>
      (byType.get(type) ?? []).map((projection) => ({
        projection: projection.name,
        mode: projection.modes.get(type)!,
      })),
    functions: projections.flatMap((projection) => projection.functions),
  }
}
