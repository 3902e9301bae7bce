import { queryOptions } from '@tanstack/react-query'
import { itemHistorySchema, type HistoryKind } from '@teamspace/domain/history/history.schemas'
import { apiGet } from '../../lib/api'

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

/** One item's timeline, newest first. */
export function itemHistoryQuery(kind: HistoryKind, id: string) {
  return queryOptions({
    queryKey: historyKeys.item(kind, id),
    queryFn: () => apiGet(`/api/history/${kind}/${encodeURIComponent(id)}`, itemHistorySchema),
    staleTime: 0,
  })
}

/** The `date` parameter of a view of the past. */
export const asOfDateQuery = (date: string) => `date=${encodeURIComponent(date)}`
