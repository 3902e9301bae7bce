import type { Decider } from '../shared/decider'
import { ConflictError } from '../shared/errors'
import type { Command, DomainEvent } from '../shared/events'
import type { StatLineInput } from './stats.schemas'

/**
 * Each recorded stat line is a stream of its own: recordings never wait for or conflict with each other, and
 * the player's totals are kept by commutative additions in the projection, so 20 recordings at once count 20.
 */
export type RecordStatLine = Command<
  'RecordStatLine',
  StatLineInput & { teamId: string; statLineId: string; playerName: string }
>
export type StatLineRecorded = DomainEvent<
  'StatLineRecorded',
  StatLineInput & { teamId: string; statLineId: string; playerName: string; recordedAt: string }
>

export const statLineStreamId = (statLineId: string) => `statline-${statLineId}`

export const statLineDecider: Decider<{ recorded: boolean }, RecordStatLine, StatLineRecorded> = {
  initialState: () => ({ recorded: false }),
  decide: ({ data, metadata }, state) => {
    if (state.recorded) throw new ConflictError('This stat line was already recorded.')
    return [{ type: 'StatLineRecorded', data: { ...data, recordedAt: metadata.now.toISOString() } }]
  },
  evolve: () => ({ recorded: true }),
}
