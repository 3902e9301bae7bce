import type { DomainEvent, RecordedEvent } from '@teamspace/domain/shared/events'
import type { Kysely } from 'kysely'
import type { DB, ReadTable } from '../db/schema'

/**
 * A projection keeps read tables as a pure function of the log. Its handlers get a Kysely bound to the schema
 * they write into (the live tables, or a shadow copy while the CLI rebuilds), so they must use the query
 * builder and name their tables plainly. Each runs exactly once per event, inside the append transaction
 * (inline) or a rebuild.
 */
export interface Projection {
  readonly name: string
  /** Raise it when a handler changes meaning: the server rebuilds the projection at its next start. */
  readonly version: number
  readonly tables: readonly ReadTable[]
  readonly handles: readonly string[]
  readonly apply: (event: RecordedEvent, db: Kysely<DB>) => Promise<void>
}

/** One handler per event type of the union: a missing or a stray type fails the type-check. */
export type ProjectionHandlers<E extends DomainEvent> = {
  readonly [T in E['type']]: (event: RecordedEvent<Extract<E, { type: T }>>, db: Kysely<DB>) => Promise<void>
}

export interface ProjectionDefinition<E extends DomainEvent> {
  readonly name: string
  readonly version: number
  readonly tables: readonly ReadTable[]
  readonly on: ProjectionHandlers<E>
}

/**
 * A projection over the events of `E`, typed by them: `on` names a handler for every type in the union and for
 * nothing else, and each handler receives its own event type.
 *
 *   defineProjection<StatsEvent | PlayerAdded>({ name: 'stats', version: 1, tables: [...], on: { … } })
 */
export const defineProjection = <E extends DomainEvent>(definition: ProjectionDefinition<E>): Projection => {
  const handlers = new Map<string, (event: RecordedEvent, db: Kysely<DB>) => Promise<void>>(
    Object.entries(definition.on),
  )
  return {
    name: definition.name,
    version: definition.version,
    tables: definition.tables,
    handles: [...handlers.keys()],
    apply: async (event, db) => {
      const handler = handlers.get(event.type)
      if (!handler) throw new Error(`projection ${definition.name} does not handle ${event.type}`)
      await handler(event, db)
    },
  }
}

export interface ProjectionRegistry {
  readonly all: readonly Projection[]
  byName(name: string): Projection | undefined
  applyInline(trx: Kysely<DB>, events: readonly RecordedEvent[]): Promise<void>
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
  return {
    all: projections,
    byName: (name) => projections.find((p) => p.name === name),
    applyInline: async (trx, events) => {
      for (const event of events) {
        for (const projection of byType.get(event.type) ?? []) await projection.apply(event, trx)
      }
    },
  }
}
