import type { DomainEvent, RecordedEvent } from '@teamspace/domain/shared/events'
import type { Kysely } from 'kysely'
import type { DB, ReadTable } from '../db/schema'
import { NeedsResults, recordStatements } from './statements'

/**
 * A projection keeps read tables as a pure function of the log. Its handlers get a Kysely bound to the database
 * they write into and name their tables plainly: a rebuild points `search_path` at a shadow schema first, so
 * the same statements fill fresh tables. Each event is applied exactly once, inside the append transaction
 * (inline) or a rebuild.
 *
 * One definition, two speeds: a handler receives a run of consecutive events of its type, in log order. The
 * command path hands it a run of one; a rebuild or a verify hands it every consecutive event of that type in a
 * batch read from the log, which the handler writes with a few set-based statements. Live tables therefore
 * equal a rebuild by construction, and the property tests (projections.test.ts) check it.
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
}

/**
 * One handler per event type of the union: a missing or a stray type fails the type-check. A handler gets a run
 * of one or more consecutive events of its type, in log order, and must leave the tables as applying them one
 * by one would. On the command path its statements are written down and sent with the append in one call, so
 * a handler must not branch on a write's affected-row count; one that reads (a select, a `returning`) is run
 * in the append's transaction instead, one statement at a time.
 */
export type ProjectionHandlers<E extends DomainEvent> = {
  readonly [T in E['type']]: (
    events: readonly RecordedEvent<Extract<E, { type: T }>>[],
    db: Kysely<DB>,
  ) => Promise<void>
}

export interface ProjectionDefinition<E extends DomainEvent> {
  readonly name: string
  readonly version: number
  readonly tables: readonly ReadTable[]
  readonly on: ProjectionHandlers<E>
}

type RunHandler = (events: readonly RecordedEvent[], db: Kysely<DB>) => Promise<void>

/**
 * A projection over the events of `E`, typed by them: `on` names a handler for every type in the union and for
 * nothing else, and each handler receives runs of its own event type.
 *
 *   defineProjection<StatsEvent | PlayerAdded>({ name: 'stats', version: 1, tables: [...], on: { … } })
 */
export const defineProjection = <E extends DomainEvent>(definition: ProjectionDefinition<E>): Projection => {
  const handlers = new Map<string, RunHandler>(Object.entries(definition.on) as [string, RunHandler][])
  const handlerOf = (type: string) => {
    const handler = handlers.get(type)
    if (!handler) throw new Error(`projection ${definition.name} does not handle ${type}`)
    return handler
  }
  const applyBatch = async (events: readonly RecordedEvent[], db: Kysely<DB>) => {
    let start = 0
    while (start < events.length) {
      const type = events[start]!.type
      let end = start + 1
      while (end < events.length && events[end]!.type === type) end++
      await handlerOf(type)(events.slice(start, end), db)
      start = end
    }
  }
  return {
    name: definition.name,
    version: definition.version,
    tables: definition.tables,
    handles: [...handlers.keys()],
    applyBatch,
    apply: (event, db) => applyBatch([event], db),
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
   * The inline projections' statements for `events`, written down rather than run, to travel with the append
   * in one call; null when a handler reads a result (then the command path runs them in its transaction).
   * Handlers see the events as they will be stored, except for `position` and `txId`, not known yet.
   */
  statementsFor(events: readonly RecordedEvent[]): Promise<string[] | null>
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
    statementsFor: async (events) => {
      try {
        return await recordStatements((db) => applyInline(db, events))
      } catch (error) {
        if (error instanceof NeedsResults) return null
        throw error
      }
    },
  }
}
