import type { QueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/** Runs `work` when the browser has a moment (at the latest after `timeout` ms); returns how to call it off. */
function whenIdle(work: () => void, timeout = 3_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(work, 1_000)
  return () => clearTimeout(handle)
}

/**
 * Keeps the team's coming weeks on the phone while the team's pages are open (keep-upcoming.ts). Its code (with the
 * calendar's, availability's and volunteers' queries, some 35 KiB) loads once the page the person opened is shown
 * (the router has resolved it) and the browser is idle: nothing of it is in the way of the first paint.
 */
export function useKeepUpcoming(client: QueryClient | null) {
  const router = useRouter()
  useEffect(() => {
    if (!client) return
    let stop: (() => void) | undefined
    let stopped = false
    const start = () =>
      void import('./keep-upcoming')
        .then(({ keepUpcomingOnPhone }) => {
          if (!stopped) stop = keepUpcomingOnPhone(client)
        })
        .catch(() => undefined)
    let cancelIdle: (() => void) | undefined
    const afterPage = () => {
      cancelIdle ??= whenIdle(start)
    }
    let unsubscribe: (() => void) | undefined
    if (router.state.status === 'idle') afterPage()
    else
      unsubscribe = router.subscribe('onResolved', () => {
        unsubscribe?.()
        afterPage()
      })
    return () => {
      stopped = true
      unsubscribe?.()
      cancelIdle?.()
      stop?.()
    }
  }, [client, router])
}
