import { queryOptions } from '@tanstack/react-query'
import type { photoConsentOverviewSchema } from '@teamspace/domain/gallery/gallery.schemas'
import { apiGet, type Answer } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'

/** Each child's photo consent, under the gallery's key: a consent shows or hides photos, so both refresh together. */
export const photoConsentKey = liveKey('gallery', 'consent')

/** The team's default and each child's photo consent the caller may see (coaches: all; parents: their own). */
export function photoConsentQuery() {
  return queryOptions({
    queryKey: photoConsentKey,
    queryFn: (context) => apiGet<Answer<typeof photoConsentOverviewSchema>>('/api/gallery/consent', context),
  })
}
