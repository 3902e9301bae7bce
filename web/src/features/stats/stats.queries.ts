import { queryOptions } from '@tanstack/react-query'
import {
  recordedGameSchema,
  recordedStatLineSchema,
  statLineSchema,
  type CorrectStatLineInput,
  type RecordGameInput,
  type RecordStatLineInput,
} from '@teamspace/domain/stats/stats.schemas'
import { z } from 'zod'
import { apiGet, apiSend } from '../../lib/api'

// Everything under 'stats', which the live socket invalidates when a stat line is recorded, corrected or voided.
export const statKeys = {
  all: ['stats'] as const,
  player: (playerId: string) => ['stats', 'player', playerId] as const,
}

/** One player's stat lines, newest game first. Voided lines are gone; corrected ones say when. */
export function playerStatsQuery(playerId: string) {
  return queryOptions({
    queryKey: statKeys.player(playerId),
    queryFn: () => apiGet(`/api/players/${encodeURIComponent(playerId)}/stats`, z.array(statLineSchema)),
  })
}

const statLinePath = (statLineId: string) => `/api/stats/${encodeURIComponent(statLineId)}`

export const recordStatLine = (input: RecordStatLineInput) =>
  apiSend('POST', '/api/stats', input, recordedStatLineSchema)

/** A whole game at once: the server records every line or none. */
export const recordGame = (input: RecordGameInput) => apiSend('POST', '/api/stats/games', input, recordedGameSchema)

export const correctStatLine = (statLineId: string, input: CorrectStatLineInput) =>
  apiSend('PUT', statLinePath(statLineId), input, statLineSchema)

export const voidStatLine = (statLineId: string) => apiSend('DELETE', statLinePath(statLineId))
