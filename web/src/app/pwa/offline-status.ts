import { notifyManager, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { restoredAt } from './offline-cache'
import { currentLocale } from '../../i18n/locale'

/** The oldest answer on screen that came from the device rather than the server, by when it was fetched. */
function shownAsOf(client: QueryClient): number | undefined {
  let oldest: number | undefined
  for (const query of client.getQueryCache().getAll()) {
    if (query.getObserversCount() === 0) continue
    const at = restoredAt(client, query)
    if (at === undefined) continue
    oldest = oldest === undefined ? at : Math.min(oldest, at)
  }
  return oldest
}

/**
 * When the data the page shows was last fetched, if some of it was put back from the device because there is no
 * network or the server did not answer in time (app/pwa/offline-cache.ts, read-deadline.ts); `undefined` when all of
 * it came from the server in this visit.
 */
export function useShownAsOf(): number | undefined {
  const client = useQueryClient()
  // Told after the cache's changes are done (as TanStack Query's own hooks are), never while a page renders.
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(notifyManager.batchCalls(onChange)),
    [client],
  )
  return useSyncExternalStore(
    subscribe,
    () => shownAsOf(client),
    () => undefined,
  )
}

/** "10:42" for today, else with the day ("12 Nov, 10:42"), in the person's own locale and clock. */
export function formatAsOf(at: number, now = Date.now(), locale = currentLocale()): string {
  const when = new Date(at)
  const today = new Date(now).toDateString() === when.toDateString()
  return new Intl.DateTimeFormat(
    locale,
    today
      ? { hour: 'numeric', minute: '2-digit' }
      : { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  ).format(when)
}
