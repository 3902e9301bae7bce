import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type {
  playerSchema,
  playerWithDetailsSchema,
  PlayerInput,
  PlayerWithDetails,
} from '@teamspace/domain/roster/roster.schemas'
import { apiGet, apiSend, apiUpload, type Answer, type SendOptions } from '../../lib/api'
import { historyKeys, asOfDateQuery } from '../../shared/history/history-keys'
import { playerKeys, statKeys } from '../../shared/player/player-keys'

export { playerKeys }

export function playersQuery() {
  return queryOptions({
    queryKey: playerKeys.list,
    queryFn: (context) => apiGet<Answer<typeof playerWithDetailsSchema>[]>('/api/players', context),
  })
}

/** The roster (with each player's totals) as it was at the end of `date`. */
export function asOfPlayersQuery(date: string) {
  return queryOptions({
    queryKey: historyKeys.asOf('players', date),
    queryFn: (context) =>
      apiGet<Answer<typeof playerSchema>[]>(`/api/history/as-of/players?${asOfDateQuery(date)}`, context),
  })
}

const playerPath = (playerId: string) => `/api/players/${encodeURIComponent(playerId)}`

export const createPlayer = (input: PlayerInput, commandId?: string) =>
  apiSend<Answer<typeof playerWithDetailsSchema>>('POST', '/api/players', input, { commandId })

export const updatePlayer = (playerId: string, input: PlayerInput, send: SendOptions = {}) =>
  apiSend<Answer<typeof playerWithDetailsSchema>>('PATCH', playerPath(playerId), input, send)

export const deletePlayer = (playerId: string, commandId?: string) =>
  apiSend('DELETE', playerPath(playerId), undefined, { commandId })

/** Marks a player as having left the team, or as back in it: they stay on the roster either way. */
export const markPlayerLeft = (playerId: string, left: boolean, commandId?: string) =>
  apiSend<PlayerWithDetails>('PUT', `${playerPath(playerId)}/left`, { left }, { commandId })

/** Sends the photo as multipart form data. */
export function uploadPlayerPhoto(playerId: string, photo: File, send: SendOptions = {}): Promise<PlayerWithDetails> {
  const body = new FormData()
  body.append('photo', photo)
  return apiUpload<Answer<typeof playerWithDetailsSchema>>('PUT', `${playerPath(playerId)}/photo`, body, send)
}

/**
 * Puts a saved player into the cached roster at once, so the grid shows it even when a weak signal answers the save
 * before the refetch its answer asked for (what the save's topics name) returns.
 */
export function rememberPlayer(queryClient: QueryClient, player: PlayerWithDetails) {
  queryClient.setQueryData(playersQuery().queryKey, (players) =>
    players ? [...players.filter((each) => each.id !== player.id), player] : players,
  )
}

/** Takes a deleted player out of every view at once: the roster and their stat lines. */
export function forgetPlayer(queryClient: QueryClient, playerId: string) {
  queryClient.setQueryData(playersQuery().queryKey, (players) => players?.filter((each) => each.id !== playerId))
  queryClient.removeQueries({ queryKey: statKeys.player(playerId) })
}
