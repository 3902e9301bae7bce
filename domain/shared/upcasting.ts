/**
 * Old event versions are upcast on read by pure functions keyed by (type, version); history is never rewritten.
 * An upcaster turns version n of an event's data into version n + 1.
 */
export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>
/** One event type's upcasters, keyed by the stored schema version each lifts. */
export type UpcasterSteps = Readonly<Record<number, Upcaster>>
export type UpcasterTable = Readonly<Record<string, UpcasterSteps>>

export const upcast = (
  table: UpcasterTable,
  type: string,
  schemaVersion: number,
  data: Record<string, unknown>,
): { data: Record<string, unknown>; schemaVersion: number } => {
  const steps = table[type]
  let version = schemaVersion
  let current = data
  for (let step = steps?.[version]; step; step = steps?.[version]) {
    current = step(current)
    version += 1
  }
  return { data: current, schemaVersion: version }
}

/** The schema version new events of a type are written at: one past the last upcaster. */
export const currentSchemaVersion = (table: UpcasterTable, type: string): number => {
  const steps = table[type]
  return steps ? Math.max(1, ...Object.keys(steps).map(Number)) + 1 : 1
}
