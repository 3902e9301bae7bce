import type { QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

/**
 * Keeps the team's coming weeks on the phone while the team's pages are open (keep-upcoming.ts). Its code loads
 * after the page, apart from it: nothing of it is in the way of the first paint.
 */
export function useKeepUpcoming(client: QueryClient | null) {
  useEffect(() => {
    if (!client) return
    let stop: (() => void) | undefined
    let stopped = false
    import('./keep-upcoming')
      .then(({ keepUpcomingOnPhone }) => {
        if (!stopped) stop = keepUpcomingOnPhone(client)
      })
      .catch(() => undefined)
    return () => {
      stopped = true
      stop?.()
    }
  }, [client])
}
