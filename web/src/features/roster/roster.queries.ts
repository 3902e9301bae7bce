import { queryOptions, type QueryClient } from '@tanstack/react-query'
import {
  playerWithDetailsSchema,
  type PlayerInput,
  type PlayerWithDetails,
} from '@teamspace/domain/roster/roster.schemas'
import { z } from 'zod'
import { ApiError, apiGet, apiSend, toApiError } from '../../lib/api'
import { statKeys } from '../stats/stats.queries'

// Everything under 'players', which the live socket invalidates when the roster or a player's totals change.
export const playerKeys = {
  all: ['players'] as const,
  list: ['players', 'list'] as const,
}

export function playersQuery() {
  return queryOptions({
    queryKey: playerKeys.list,
    queryFn: () => apiGet('/api/players', z.array(playerWithDetailsSchema)),
  })
}

const playerPath = (playerId: string) => `/api/players/${encodeURIComponent(playerId)}`

export const createPlayer = (input: PlayerInput) => apiSend('POST', '/api/players', input, playerWithDetailsSchema)

export const updatePlayer = (playerId: string, input: PlayerInput) =>
  apiSend('PATCH', playerPath(playerId), input, playerWithDetailsSchema)

export const deletePlayer = (playerId: string) => apiSend('DELETE', playerPath(playerId))

/**
 * Sends the photo as multipart form data (the JSON client cannot). The browser sets the boundary itself, and
 * the Origin header that the server checks on every state-changing request.
 */
export async function uploadPlayerPhoto(playerId: string, photo: File): Promise<PlayerWithDetails> {
  const body = new FormData()
  body.append('photo', photo)
  let response: Response
  try {
    response = await fetch(`${playerPath(playerId)}/photo`, {
      method: 'PUT',
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      body,
    })
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.', 'network')
  }
  const payload: unknown = await response.json().catch(() => undefined)
  if (!response.ok) throw toApiError(response, payload)
  return playerWithDetailsSchema.parse(payload)
}

/** Puts a saved player into the cached roster at once, so the grid shows it before the refetch returns. */
export function rememberPlayer(queryClient: QueryClient, player: PlayerWithDetails) {
  queryClient.setQueryData(playersQuery().queryKey, (players) =>
    players ? [...players.filter((each) => each.id !== player.id), player] : players,
  )
  return queryClient.invalidateQueries({ queryKey: playerKeys.all })
}

/** Takes a deleted player out of every view: the roster and their stat lines. */
export function forgetPlayer(queryClient: QueryClient, playerId: string) {
  queryClient.setQueryData(playersQuery().queryKey, (players) => players?.filter((each) => each.id !== playerId))
  queryClient.removeQueries({ queryKey: statKeys.player(playerId) })
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: playerKeys.all }),
    queryClient.invalidateQueries({ queryKey: statKeys.all }),
  ])
}
