import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { createLiveConnection, type LiveStatus } from './live'

/**
 * The live endpoint of a team on the same host that served the page, so cookies and the dev proxy just work. The
 * team is in the query: a socket cannot send the `X-Team` header.
 */
export function liveUrlFor(location: Pick<Location, 'protocol' | 'host'>, teamId: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${scheme}//${location.host}/api/live?team=${encodeURIComponent(teamId)}`
}

/** Each team's cursor, so that coming back to a team catches up on what changed there while it was away. */
const cursors = new Map<string, string>()

/**
 * Keeps one live socket of the team open (none while `teamId` is null), invalidating the team's queries (those of
 * the QueryClient around it) as the server reports changes there; a new team closes the socket and opens one of
 * the new team's. Returns the connection status so the page can say when it is offline.
 */
export function useLiveUpdates(teamId: string | null): LiveStatus {
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<LiveStatus>('closed')

  useEffect(() => {
    if (teamId === null || typeof WebSocket === 'undefined') return
    const connection = createLiveConnection({
      url: liveUrlFor(window.location, teamId),
      queryClient,
      onStatus: setStatus,
      after: cursors.get(teamId),
    })
    return () => {
      const position = connection.position()
      if (position !== undefined) cursors.set(teamId, position)
      connection.close()
    }
  }, [teamId, queryClient])

  return teamId === null ? 'closed' : status
}
