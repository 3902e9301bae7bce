import { assertNever, type Decider } from '../shared/decider'
import { ConflictError, NotFoundError } from '../shared/errors'
import type { StatsCommand } from './stats.commands'
import type { StatsEvent } from './stats.events'
import { statsMessages } from './stats.schemas'

interface LineFacts {
  readonly playerId: string
  readonly voided: boolean
}

/**
 * A stat-line stream: one line (the per-player dialog) or the lines of one game (a game sheet). Lines of
 * different games never share a stream, so recordings never wait for each other; the player's totals are kept
 * by commutative additions in the projection.
 */
export interface StatsState {
  readonly lines: ReadonlyMap<string, LineFacts>
}

const lineToChange = (state: StatsState, statLineId: string) => {
  const line = state.lines.get(statLineId)
  if (!line) throw new NotFoundError(statsMessages.lineNotFound)
  if (line.voided) throw new ConflictError(statsMessages.lineVoided, { code: 'voided' })
  return line
}

const refuseRecorded = (state: StatsState, statLineIds: readonly string[]) => {
  if (statLineIds.some((id) => state.lines.has(id))) throw new ConflictError('This stat line was already recorded.')
}

export const statsDecider: Decider<StatsState, StatsCommand, StatsEvent> = {
  initialState: () => ({ lines: new Map() }),
  decide: (command, state) => {
    const at = command.metadata.now.toISOString()
    switch (command.type) {
      case 'RecordStatLine': {
        refuseRecorded(state, [command.data.statLineId])
        return [{ type: 'StatLineRecorded', data: { ...command.data, recordedAt: at } }]
      }
      case 'RecordGameStats': {
        const { teamId, lines } = command.data
        refuseRecorded(
          state,
          lines.map((line) => line.statLineId),
        )
        return lines.map((line) => ({ type: 'StatLineRecorded', data: { ...line, teamId, recordedAt: at } }))
      }
      case 'CorrectStatLine': {
        const { playerId } = lineToChange(state, command.data.statLineId)
        return [{ type: 'StatLineCorrected', data: { ...command.data, playerId, correctedAt: at } }]
      }
      case 'VoidStatLine': {
        const { teamId, statLineId } = command.data
        const { playerId } = lineToChange(state, statLineId)
        return [{ type: 'StatLineVoided', data: { teamId, statLineId, playerId, voidedAt: at } }]
      }
      default:
        return assertNever(command)
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'StatLineRecorded':
        return {
          lines: new Map(state.lines).set(event.data.statLineId, { playerId: event.data.playerId, voided: false }),
        }
      case 'StatLineCorrected':
        return state
      case 'StatLineVoided':
        return {
          lines: new Map(state.lines).set(event.data.statLineId, { playerId: event.data.playerId, voided: true }),
        }
      default:
        return assertNever(event)
    }
  },
}
