import { queryOptions } from '@tanstack/react-query'
import type { historyFeaturesSchema } from '@teamspace/domain/history/history.schemas'
import { apiGet, type Answer } from '../../lib/api'

/**
 * The features the activity's filter offers, with their names: the server's list of features that tell their
 * events, which does not change while it runs.
 */
export function historyFeaturesQuery() {
  return queryOptions({
    queryKey: ['history', 'features'] as const,
    queryFn: (context) => apiGet<Answer<typeof historyFeaturesSchema>>('/api/history/features', context),
    staleTime: Infinity,
  })
}
