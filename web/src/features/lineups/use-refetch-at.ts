import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect } from 'react'

/** The longest a browser's timer waits (about 24.8 days); a later time is looked at again when the page reopens. */
const LONGEST_TIMER_MS = 2 ** 31 - 1

/**
 * Refreshes a query when a known time comes: a lineup published at a later time appears on a family's open page
 * then, as no event is appended at that moment for the live socket to tell.
 */
export function useRefetchAt(queryKey: QueryKey, at: string | null | undefined) {
  const queryClient = useQueryClient()
  const key = JSON.stringify(queryKey)
  useEffect(() => {
    if (!at) return
    const wait = Date.parse(at) - Date.now() + 500
    if (!(wait < LONGEST_TIMER_MS)) return
    // Not a save's refresh: the time comes with no save, so no answer (nor notice) names the lineups then.
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey }), Math.max(wait, 0))
    return () => clearTimeout(timer)
    // The key's contents, not its identity, say which query it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, key, at])
}
