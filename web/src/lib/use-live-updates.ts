import type { LiveTopic } from '@teamspace/domain/shared/live-topics'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { createLiveConnection, type LiveStatus } from './live'

/** The live endpoint on the same host that served the page, so cookies and the dev proxy just work. */
export function liveUrlFor(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${scheme}//${location.host}/api/live`
}

/**
 * Query families that show another topic's data as well as their own:
 * - the session holds the person's role, name and team name, which change with `team` and `profile` (a coach
 *   changes a role, someone renames the team);
 * - the calendar's today and time zone are the team's, which change with `team`;
 * - the calendar shows coaches each event's availability counts, and attendance starts from the families'
 *   answers (Not going → excused), so both follow `availability`;
 * - attendance lists the calendar's games and practices, so it follows `calendar`.
 */
const alsoRefreshes: Partial<Record<LiveTopic, readonly QueryKey[]>> = {
  team: [['session'], ['calendar']],
  profile: [['session']],
  availability: [['calendar'], ['attendance']],
  calendar: [['attendance']],
}

export function liveKeysFor(topic: LiveTopic): QueryKey[] {
  return [[topic], ...(alsoRefreshes[topic] ?? [])]
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
      keysFor: liveKeysFor,
    })
    return () => connection.close()
  }, [enabled, queryClient])

  return enabled ? status : 'closed'
}
