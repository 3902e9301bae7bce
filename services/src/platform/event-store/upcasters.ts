import type { UpcasterSteps, UpcasterTable } from '@teamspace/domain/shared/upcasting'

/**
 * What the event store needs of a feature: its upcasters. Said here, not taken from the platform's `Feature`, so
 * that the store stands below the features and what they give is handed down to it at start (`installUpcasters`).
 */
interface WithUpcasters {
  readonly upcasters: Readonly<Record<string, UpcasterSteps | undefined>>
}

/**
 * Every feature's upcasters in one table, keyed by event type and the stored schema version they lift. An event
 * type's upcasters are declared by the feature that appends it (its types allow no other); a type claimed by
 * two features is a mistake.
 */
export const upcastersOf = (features: readonly WithUpcasters[]): UpcasterTable => {
  const table: Record<string, UpcasterTable[string]> = {}
  for (const feature of features) {
    for (const [type, steps] of Object.entries(feature.upcasters)) {
      if (!steps) continue
      if (type in table) throw new Error(`event type ${type} is upcast by two features`)
      table[type] = steps
    }
  }
  return table
}

let installed: UpcasterTable | undefined

/**
 * The app installs its features' table once, when it loads them (app.ts), before anything reads or appends:
 * the event store, the command handler and the projections all read events through it.
 */
export const installUpcasters = (table: UpcasterTable) => {
  installed = table
}

/**
 * The installed table. New events are written at the version after their type's last upcaster
 * (`currentSchemaVersion`). A process that reads or appends without having loaded the app would read old
 * events as they were stored and write new ones at the wrong version: it is stopped instead.
 */
export const upcasters = (): UpcasterTable => {
  if (!installed) throw new Error('no upcasters installed: load the app (app.ts) before reading or appending events')
  return installed
}
