import { assertNever, type Decider } from '../shared/decider'
import { ConflictError, NotFoundError } from '../shared/errors'
import type { RosterCommand } from './roster.commands'
import type { RosterEvent } from './roster.events'

interface PlayerFacts {
  readonly jerseyNumber: number | null
  /** Left the team: greyed on the roster, kept with everything of theirs. */
  readonly left: boolean
}

/**
 * The players a roster stream holds. A player added now has a stream of their own (`player-…`), so adding or
 * changing two different players never collides; players added before then share their team's `roster-…`
 * stream, which is why the state is keyed by player. Jersey numbers are unique across the team: the routes
 * guard them with a claim row written in the same transaction (see `jersey_claims`).
 */
export interface RosterState {
  readonly players: ReadonlyMap<string, PlayerFacts>
}

const existing = (state: RosterState, playerId: string) => {
  const player = state.players.get(playerId)
  if (!player) throw new NotFoundError('Player not found.')
  return player
}

export const rosterDecider: Decider<RosterState, RosterCommand, RosterEvent> = {
  initialState: () => ({ players: new Map() }),
  decide: (command, state) => {
    const at = command.metadata.now.toISOString()
    switch (command.type) {
      case 'AddPlayer': {
        const { teamId, playerId, jerseyNumber, position } = command.data
        if (state.players.has(playerId)) throw new ConflictError('This player already exists.')
        return [{ type: 'PlayerAdded', data: { teamId, playerId, jerseyNumber, position, addedAt: at } }]
      }
      case 'UpdatePlayer': {
        const { teamId, playerId, jerseyNumber, position } = command.data
        existing(state, playerId)
        return [{ type: 'PlayerUpdated', data: { teamId, playerId, jerseyNumber, position, updatedAt: at } }]
      }
      case 'ChangePlayerPhoto': {
        const { teamId, playerId, photoId } = command.data
        existing(state, playerId)
        return [{ type: 'PlayerPhotoChanged', data: { teamId, playerId, photoId, changedAt: at } }]
      }
      case 'RemovePlayer': {
        const { teamId, playerId } = command.data
        existing(state, playerId)
        return [{ type: 'PlayerRemoved', data: { teamId, playerId, removedAt: at } }]
      }
      case 'MarkPlayerLeft': {
        const { teamId, playerId, left } = command.data
        // Marking a player as they already are changes nothing.
        if (existing(state, playerId).left === left) return []
        return [
          left
            ? { type: 'PlayerLeftTeam', data: { teamId, playerId, leftAt: at } }
            : { type: 'PlayerRejoinedTeam', data: { teamId, playerId, rejoinedAt: at } },
        ]
      }
      default:
        return assertNever(command)
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'PlayerAdded':
      case 'PlayerUpdated':
        return {
          players: new Map(state.players).set(event.data.playerId, {
            jerseyNumber: event.data.jerseyNumber,
            left: state.players.get(event.data.playerId)?.left ?? false,
          }),
        }
      case 'PlayerLeftTeam':
      case 'PlayerRejoinedTeam': {
        const player = state.players.get(event.data.playerId)
        if (!player) return state
        return {
          players: new Map(state.players).set(event.data.playerId, {
            ...player,
            left: event.type === 'PlayerLeftTeam',
          }),
        }
      }
      case 'PlayerPhotoChanged':
        return state
      case 'PlayerRemoved': {
        const players = new Map(state.players)
        players.delete(event.data.playerId)
        return { players }
      }
      default:
        return assertNever(event)
    }
  },
}
