import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query'
import type { activityPageSchema, HistoryFeature } from '@teamspace/domain/history/history.schemas'
import { apiGet, type Answer } from '../../lib/api'
import { historyKeys } from '../../shared/history/history-keys'

export interface ActivityFilters {
  readonly feature: HistoryFeature
  readonly person: string
  readonly from: string
  readonly to: string
}

export const noActivityFilters: ActivityFilters = { feature: '', person: '', from: '', to: '' }

const PAGE_SIZE = 30

/** The team's activity, newest first, a page at a time ("Load more" asks for the entries before the last). */
export function activityQuery(filters: ActivityFilters) {
  return infiniteQueryOptions({
    queryKey: [...historyKeys.all, 'activity', filters] as const,
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, client }: { pageParam: number | null; client: QueryClient }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) })
      for (const [key, value] of Object.entries(filters) as [string, string][]) if (value) query.set(key, value)
      if (pageParam !== null) query.set('before', String(pageParam))
      return apiGet<Answer<typeof activityPageSchema>>(`/api/history?${query.toString()}`, { client })
    },
    getNextPageParam: (page) => page.nextBefore,
    // Read from the log each time the page is opened, like every history query.
    staleTime: 0,
  })
}
