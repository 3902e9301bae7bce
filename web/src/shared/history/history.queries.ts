import { queryOptions } from '@tanstack/react-query'
import { itemHistorySchema, type HistoryKind } from '@teamspace/domain/history/history.schemas'
import { apiGet } from '../../lib/api'
import { historyKeys } from './history-keys'

/** One item's timeline, newest first. */
export function itemHistoryQuery(kind: HistoryKind, id: string) {
  return queryOptions({
    queryKey: historyKeys.item(kind, id),
    queryFn: () => apiGet(`/api/history/${kind}/${encodeURIComponent(id)}`, itemHistorySchema),
    staleTime: 0,
  })
}
