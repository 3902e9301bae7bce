import { queryOptions } from '@tanstack/react-query'
import type { itemHistorySchema, HistoryKind } from '@teamspace/domain/history/history.schemas'
import { apiGet, type Answer } from '../../lib/api'
import { historyKeys } from './history-keys'

/** One item's timeline, newest first. */
export function itemHistoryQuery(kind: HistoryKind, id: string) {
  return queryOptions({
    queryKey: historyKeys.item(kind, id),
    queryFn: (context) =>
      apiGet<Answer<typeof itemHistorySchema>>(`/api/history/${kind}/${encodeURIComponent(id)}`, context),
    staleTime: 0,
  })
}
