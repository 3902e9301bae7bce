import { queryOptions } from '@tanstack/react-query'
import type {
  recordedGameSchema,
  recordedStatLineSchema,
  statLineSchema,
  CorrectStatLineInput,
  RecordGameInput,
  RecordStatLineInput,
  SeasonPlayers,
} from '@teamspace/domain/stats/stats.schemas'
import { apiGet, apiSend, type Answer } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'
import { seasonPath } from '../results'
import { asOfDateQuery, historyKeys } from '../../shared/history/history-keys'
import { statKeys } from '../../shared/player/player-keys'

export { statKeys }

/**
 * A past season's players with their totals in it (the current season's are the roster's own). Under 'players',
 * which stat lines, roster changes and a new season all refresh.
 */
export function seasonPlayersQuery(seasonId: string) {
  return queryOptions({
    queryKey: liveKey('players', 'season', seasonId),
    queryFn: (context) => apiGet<SeasonPlayers>(seasonPath('/api/stats/season', seasonId), context),
  })
}

/**
 * One player's stat lines in a season (the current one unless `seasonId` names a past one), newest game first.
 * Voided lines are gone; corrected ones say when.
 */
export function playerStatsQuery(playerId: string, seasonId: string | null = null) {
  return queryOptions({
    queryKey: [...statKeys.player(playerId), seasonId] as const,
    queryFn: (context) =>
      apiGet<Answer<typeof statLineSchema>[]>(
        seasonPath(`/api/players/${encodeURIComponent(playerId)}/stats`, seasonId),
        context,
      ),
  })
}

/** A player's stat lines as they counted at the end of `date`. */
export function asOfPlayerStatsQuery(playerId: string, date: string) {
  return queryOptions({
    queryKey: historyKeys.asOf('stats', playerId, date),
    queryFn: (context) =>
      apiGet<Answer<typeof statLineSchema>[]>(
        `/api/history/as-of/players/${encodeURIComponent(playerId)}/stats?${asOfDateQuery(date)}`,
        context,
      ),
  })
}

const statLinePath = (statLineId: string) => `/api/stats/${encodeURIComponent(statLineId)}`

// Each call takes the command id of its intent (see `useCommand`): a retry after a lost connection reuses it.

export const recordStatLine = (input: RecordStatLineInput, commandId?: string) =>
  apiSend<Answer<typeof recordedStatLineSchema>>('POST', '/api/stats', input, { commandId })

/** A whole game at once: the server records every line or none. */
export const recordGame = (input: RecordGameInput, commandId?: string) =>
  apiSend<Answer<typeof recordedGameSchema>>('POST', '/api/stats/games', input, { commandId })

export const correctStatLine = (statLineId: string, input: CorrectStatLineInput, commandId?: string) =>
  apiSend<Answer<typeof statLineSchema>>('PUT', statLinePath(statLineId), input, { commandId })

export const voidStatLine = (statLineId: string, commandId?: string) =>
  apiSend('DELETE', statLinePath(statLineId), undefined, { commandId })
