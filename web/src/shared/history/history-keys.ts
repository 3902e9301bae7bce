import type { HistoryKind } from '@teamspace/domain/history/history.schemas'

/**
 * The history is read from the log each time it is opened (no live topic of its own): every query here is
 * fresh on mount, and a view of the past never changes. The activity feed and each feature's view "as of" a
 * day build their keys under these.
 */
export const historyKeys = {
  all: ['history'] as const,
  item: (kind: HistoryKind, id: string) => ['history', 'item', kind, id] as const,
  asOf: (what: string, ...rest: readonly string[]) => ['history', 'as-of', what, ...rest] as const,
}

/** The `date` parameter of a view of the past. */
export const asOfDateQuery = (date: string) => `date=${encodeURIComponent(date)}`
