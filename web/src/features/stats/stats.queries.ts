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
import { liveKey } from '../../lib/live-keys'

// Everything under 'stats', which the live socket invalidates when a stat line is recorded, corrected or voided.
export const statKeys = {
  all: liveKey('stats'),
  player: (playerId: string) => liveKey('stats', 'player', playerId),
}

/** One player's stat lines, newest game first. Voided lines are gone; corrected ones say when. */
export function playerStatsQuery(playerId: string) {
  return queryOptions({
    queryKey: statKeys.player(playerId),
    queryFn: () => apiGet(`/api/players/${encodeURIComponent(playerId)}/stats`, z.array(statLineSchema)),
  })
}

const statLinePath = (statLineId: string) => `/api/stats/${encodeURIComponent(statLineId)}`

// Each call takes the command id of its intent (see `useCommand`): a retry after a lost connection reuses it.

export const recordStatLine = (input: RecordStatLineInput, commandId?: string) =>
  apiSend('POST', '/api/stats', input, recordedStatLineSchema, { commandId })

/** A whole game at once: the server records every line or none. */
export const recordGame = (input: RecordGameInput, commandId?: string) =>
  apiSend('POST', '/api/stats/games', input, recordedGameSchema, { commandId })

export const correctStatLine = (statLineId: string, input: CorrectStatLineInput, commandId?: string) =>
  apiSend('PUT', statLinePath(statLineId), input, statLineSchema, { commandId })

export const voidStatLine = (statLineId: string, commandId?: string) =>
  apiSend('DELETE', statLinePath(statLineId), undefined, undefined, { commandId })
