import { assertNever, type Decider } from '../shared/decider'
import type { Command } from '../shared/events'
import { ConflictError, NotFoundError } from '../shared/errors'
import type { RosterEvent } from './roster.events'
import { playerMessages, type Position } from './roster.schemas'

interface PlayerFacts {
  readonly jerseyNumber: number | null
}

export type RosterState = { readonly players: Readonly<Record<string, PlayerFacts>> }

type PlayerFields = { name: string; jerseyNumber: number | null; position: Position }
export type AddPlayer = Command<'AddPlayer', { teamId: string; playerId: string } & PlayerFields>
export type UpdatePlayer = Command<'UpdatePlayer', { teamId: string; playerId: string } & PlayerFields>
export type ChangePlayerPhoto = Command<
  'ChangePlayerPhoto',
  { teamId: string; playerId: string; photoId: string | null }
>
export type RemovePlayer = Command<'RemovePlayer', { teamId: string; playerId: string }>
export type RosterCommand = AddPlayer | UpdatePlayer | ChangePlayerPhoto | RemovePlayer

const jerseyTaken = (state: RosterState, jerseyNumber: number | null, exceptPlayerId?: string) =>
  jerseyNumber !== null &&
  Object.entries(state.players).some(([id, player]) => id !== exceptPlayerId && player.jerseyNumber === jerseyNumber)

const refuseTakenJersey = (state: RosterState, jerseyNumber: number | null, exceptPlayerId?: string) => {
  if (jerseyTaken(state, jerseyNumber, exceptPlayerId)) {
    throw new ConflictError(playerMessages.jerseyTaken, {
      code: 'jersey-taken',
      fields: { jerseyNumber: playerMessages.jerseyTaken },
    })
  }
}

const existing = (state: RosterState, playerId: string) => {
  const player = state.players[playerId]
  if (!player) throw new NotFoundError('Player not found.')
  return player
}

export const rosterDecider: Decider<RosterState, RosterCommand, RosterEvent> = {
  initialState: () => ({ players: {} }),
  decide: (command, state) => {
    const at = command.metadata.now.toISOString()
    switch (command.type) {
      case 'AddPlayer': {
        const { teamId, playerId, name, jerseyNumber, position } = command.data
        if (state.players[playerId]) throw new ConflictError('This player already exists.')
        refuseTakenJersey(state, jerseyNumber)
        return [{ type: 'PlayerAdded', data: { teamId, playerId, name, jerseyNumber, position, addedAt: at } }]
      }
      case 'UpdatePlayer': {
        const { teamId, playerId, name, jerseyNumber, position } = command.data
        existing(state, playerId)
        refuseTakenJersey(state, jerseyNumber, playerId)
        return [{ type: 'PlayerUpdated', data: { teamId, playerId, name, jerseyNumber, position, updatedAt: at } }]
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
      default:
        return assertNever(command)
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'PlayerAdded':
      case 'PlayerUpdated':
        return { players: { ...state.players, [event.data.playerId]: { jerseyNumber: event.data.jerseyNumber } } }
      case 'PlayerPhotoChanged':
        return state
      case 'PlayerRemoved': {
        const { [event.data.playerId]: _removed, ...players } = state.players
        return { players }
      }
      default:
        return assertNever(event)
    }
  },
}
