import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { LiveStatus } from './live'

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
    // The socket's code (and its message parser) loads after the page has rendered, not before its heading.
    let connection: { close(): void } | undefined
    let closed = false
    void import('./live').then(({ createLiveConnection }) => {
      if (closed) return
      connection = createLiveConnection({ url: liveUrlFor(window.location), queryClient, onStatus: setStatus })
    })
    return () => {
      closed = true
      connection?.close()
    }
  }, [enabled, queryClient])

  return enabled ? status : 'closed'
}
