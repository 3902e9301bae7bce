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
import { asOfDateQuery, historyKeys } from '../../shared/history/history-keys'
import { statKeys } from '../../shared/player/player-keys'

export { statKeys }

/** One player's stat lines, newest game first. Voided lines are gone; corrected ones say when. */
export function playerStatsQuery(playerId: string) {
  return queryOptions({
    queryKey: statKeys.player(playerId),
    queryFn: () => apiGet(`/api/players/${encodeURIComponent(playerId)}/stats`, z.array(statLineSchema)),
  })
}

/** A player's stat lines as they counted at the end of `date`. */
export function asOfPlayerStatsQuery(playerId: string, date: string) {
  return queryOptions({
    queryKey: historyKeys.asOf('stats', playerId, date),
    queryFn: () =>
      apiGet(
        `/api/history/as-of/players/${encodeURIComponent(playerId)}/stats?${asOfDateQuery(date)}`,
        z.array(statLineSchema),
      ),
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
