import type { RecordedEvent } from '@teamspace/domain/shared/events'
import type { Kysely } from 'kysely'
import type { DB, ReadTable } from '../db/schema'

/**
 * A projection keeps read tables as a pure function of the log. `apply` gets a Kysely bound to the schema it
 * writes into (the live tables, or a shadow copy while the CLI rebuilds), so it must use the query builder and
 * name its tables plainly. It runs exactly once per event, inside the append transaction (inline) or a rebuild.
 */
export interface Projection {
  readonly name: string
  /** Raise it when `apply` changes meaning: the server rebuilds the projection at its next start. */
  readonly version: number
  readonly tables: readonly ReadTable[]
  readonly handles: readonly string[]
  readonly apply: (event: RecordedEvent, db: Kysely<DB>) => Promise<void>
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
