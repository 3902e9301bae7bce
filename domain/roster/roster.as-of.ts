import type { Folded } from '../history/history.as-of'
import type { RosterEvent } from './roster.events'
import type { Position } from './roster.schemas'

export interface PlayerThen {
  readonly id: string
  readonly jerseyNumber: number | null
  readonly position: Position
  readonly createdAt: string
  readonly updatedAt: string
}

/** The players on the roster as the events leave them, in the order they were added (the roster projection's rows). */
export const foldRoster = (events: readonly Folded<RosterEvent>[]): PlayerThen[] => {
  const players = new Map<string, PlayerThen>()
  for (const event of events) {
    switch (event.type) {
      case 'PlayerAdded': {
        const { playerId, jerseyNumber, position } = event.data
        players.set(playerId, {
          id: playerId,
          jerseyNumber,
          position,
          createdAt: event.recordedAt,
          updatedAt: event.recordedAt,
        })
        break
      }
      case 'PlayerUpdated': {
        const player = players.get(event.data.playerId)
        if (player)
          players.set(player.id, {
            ...player,
            jerseyNumber: event.data.jerseyNumber,
            position: event.data.position,
            updatedAt: event.recordedAt,
          })
        break
      }
      case 'PlayerPhotoChanged': {
        const player = players.get(event.data.playerId)
        if (player) players.set(player.id, { ...player, updatedAt: event.recordedAt })
        break
      }
      case 'PlayerRemoved':
        players.delete(event.data.playerId)
        break
      // Leaving and coming back change neither the card nor its time (the roster's rows keep `is_active`).
      case 'PlayerLeftTeam':
      case 'PlayerRejoinedTeam':
        break
    }
  }
  return [...players.values()]
}
