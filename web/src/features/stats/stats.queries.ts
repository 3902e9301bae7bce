import { queryOptions } from '@tanstack/react-query'
import { statLineSchema, type RecordStatLineInput } from '@teamspace/domain/stats/stats.schemas'
import { z } from 'zod'
import { apiGet, apiSend } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'

// Everything under 'stats', which the live socket invalidates when a stat line is recorded or removed.
export const statKeys = {
  all: liveKey('stats'),
  player: (playerId: string) => liveKey('stats', 'player', playerId),
}

/** One player's stat lines, newest game first. */
export function playerStatsQuery(playerId: string) {
  return queryOptions({
    queryKey: statKeys.player(playerId),
    queryFn: () => apiGet(`/api/players/${encodeURIComponent(playerId)}/stats`, z.array(statLineSchema)),
  })
}

export const recordStatLine = (input: RecordStatLineInput, commandId?: string) =>
  apiSend('POST', '/api/stats', input, z.object({ id: z.string() }), { commandId })
