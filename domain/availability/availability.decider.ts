import { takesAttendanceTypes } from '../calendar/calendar.schemas'
import { isUpcoming } from '../calendar/calendar.time'
import { assertNever, type Decider } from '../shared/decider'
import { ForbiddenError, ValidationError } from '../shared/errors'
import type { AvailabilityCommand, GiveAvailability } from './availability.commands'
import type { AvailabilityDomainEvent } from './availability.events'
import { availabilityMessages, type AvailabilityAnswer } from './availability.schemas'

/** One child's answer for one calendar event: the last one given, if any. */
export interface AvailabilityState {
  readonly answer: AvailabilityAnswer | null
  readonly note: string
}

/** Families answer for games and practices that have not begun. */
export const acceptsAvailability = (calendarEvent: GiveAvailability['data']['calendarEvent'], now: Date) =>
  takesAttendanceTypes.includes(calendarEvent.type) && isUpcoming(calendarEvent.startsAt, now)

/** Only a parent of the child answers, and only for a game or practice still to come. */
const give = ({ data, metadata }: GiveAvailability, state: AvailabilityState): AvailabilityDomainEvent[] => {
  const userId = metadata.actor?.userId
  if (userId === undefined || !data.parentIds.includes(userId)) {
    throw new ForbiddenError(availabilityMessages.notYourChild, { code: 'not-your-child' })
  }
  if (!acceptsAvailability(data.calendarEvent, metadata.now)) {
    throw new ValidationError(availabilityMessages.notOpen, { code: 'not-open' })
  }
  if (state.answer === data.answer && state.note === data.note) return []
  return [
    {
      type: 'AvailabilityGiven',
      data: {
        teamId: data.teamId,
        calendarEventId: data.calendarEventId,
        playerId: data.playerId,
        answer: data.answer,
        note: data.note,
        givenAt: metadata.now.toISOString(),
      },
    },
  ]
}

export const availabilityDecider: Decider<AvailabilityState, AvailabilityCommand, AvailabilityDomainEvent> = {
  initialState: () => ({ answer: null, note: '' }),
  decide: (command, state) => {
    switch (command.type) {
      case 'GiveAvailability':
        return give(command, state)
      default:
        return assertNever(command.type)
    }
  },
  evolve: (_state, event) => {
    switch (event.type) {
      case 'AvailabilityGiven':
        return { answer: event.data.answer, note: event.data.note }
      default:
        return assertNever(event.type)
    }
  },
}
