import { volunteerNeedDecider } from '@teamspace/domain/volunteers/volunteers.decider'
import { volunteerNeedStreamId } from '@teamspace/domain/volunteers/volunteers.events'
import { commandStream } from '../../platform/commands/command-stream'

/**
 * One stream per volunteer need, its bookings included: "never more volunteers than slots" and "one entry per
 * member" are decided on it alone. When a crowd signs up at once, each loser of a race re-decides on the fresh
 * stream; the stream stops changing once the need is full, so each contender loses at most once per slot taken
 * after it first read, and the budget leaves room for every one of them to hear "Full" rather than a conflict.
 */
export const volunteerNeedStream = commandStream({
  type: 'volunteerneed',
  decider: volunteerNeedDecider,
  streamOf: (command) => volunteerNeedStreamId(command.data.needId),
  // The route makes the id of a new need: its stream cannot exist yet.
  creates: (command) => command.type === 'AddVolunteerNeed',
  maxAttempts: 60,
})
