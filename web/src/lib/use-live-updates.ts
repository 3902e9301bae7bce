import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { createLiveConnection, type LiveStatus } from './live'

/** The live endpoint on the same host that served the page, so cookies and the dev proxy just work. */
export function liveUrlFor(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${scheme}//${location.host}/api/live`
}

/**
 * Keeps one live socket open while `enabled`, invalidating queries as the server reports changes.
 * Returns the connection status so the page can say when it is offline.
 */
export function useLiveUpdates(enabled: boolean): LiveStatus {
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<LiveStatus>('closed')

  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined') return
    const connection = createLiveConnection({
      url: liveUrlFor(window.location),
      queryClient,
      onStatus: setStatus,
    })
    return () => connection.close()
  }, [enabled, queryClient])

  return enabled ? status : 'closed'
}
